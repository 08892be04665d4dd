export { Checkbox } from './checkbox.js';
export type { CheckboxProps } from './checkbox.js';
