export { Select } from './select.js';
export type { SelectProps, SelectOption } from './select.js';
