export { RateCalendar } from './rate-calendar.js';
export type { RateCalendarProps } from './rate-calendar.js';
export {
  DEFAULT_FIELDS as RATE_CALENDAR_DEFAULT_FIELDS,
  RESTRICTION_FIELDS as RATE_CALENDAR_RESTRICTION_FIELDS,
  type RateCalendarActiveCell,
  type RateCalendarChange,
  type RateCalendarChoice,
  type RateCalendarChoiceField,
  type RateCalendarChoices,
  type RateCalendarField,
  type RateCalendarFlagField,
  type RateCalendarNumberField,
  type RateCalendarOccupancyField,
  type RateCalendarOccupancyRates,
  type RateCalendarSeries,
  type RateCalendarValidationInput,
  type RateCalendarValidator,
  type RateCalendarValue,
} from './types.js';
export { MAX_ADVANCE_DAYS, MAX_STAY_NIGHTS } from './validate.js';
export { parseTsv, serializeTsv } from './tsv.js';
