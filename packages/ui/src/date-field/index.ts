export { DateField } from './date-field.js';
export type { DateFieldProps } from './date-field.js';
