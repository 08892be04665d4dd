// One module per namespace; keys are addressed as `<namespace>.<path>` (e.g. `common.loading`).
import common from './common.js';
import ui from './ui.js';

export default { common, ui };
