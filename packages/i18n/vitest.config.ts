import { project } from '../../vitest.shared';

export default project('i18n');
