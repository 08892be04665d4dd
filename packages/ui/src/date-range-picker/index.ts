export { DateRangePicker } from './date-range-picker.js';
export type { DateRangePickerProps, DateRange } from './date-range-picker.js';
