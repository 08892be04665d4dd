import { project, SHARED_MODULES } from '../../vitest.shared';

export default project('domain', SHARED_MODULES);
