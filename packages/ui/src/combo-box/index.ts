export { ComboBox } from './combo-box.js';
export type { ComboBoxProps, ComboBoxOption } from './combo-box.js';
