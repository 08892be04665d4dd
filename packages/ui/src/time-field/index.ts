export { TimeField } from './time-field.js';
export type { TimeFieldProps } from './time-field.js';
