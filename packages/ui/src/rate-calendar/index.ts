export { RateCalendar } from './rate-calendar.js';
export type { RateCalendarProps } from './rate-calendar.js';
export {
  DEFAULT_FIELDS as RATE_CALENDAR_DEFAULT_FIELDS,
  type RateCalendarChange,
  type RateCalendarField,
  type RateCalendarFlagField,
  type RateCalendarNumberField,
  type RateCalendarSeries,
  type RateCalendarValidationInput,
  type RateCalendarValidator,
  type RateCalendarValue,
} from './types.js';
export { parseTsv, serializeTsv } from './tsv.js';
