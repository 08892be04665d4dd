import { project, SHARED_MODULES } from '../../vitest.shared';

export default project('api', SHARED_MODULES);
