import { project } from '../../vitest.shared';

export default project('validation');
