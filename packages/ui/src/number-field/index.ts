export { NumberField, CurrencyField } from './number-field.js';
export type { NumberFieldProps, CurrencyFieldProps } from './number-field.js';
