import { ErrorList, type FieldError } from '../field-errors.js';
import { checkDateRange } from './ranges.js';

/** The filters of the booking search that a form and the server both check. */
export interface BookingSearchInput {
  stayFrom?: string | null | undefined;
  stayTo?: string | null | undefined;
  bookedFrom?: string | null | undefined;
  bookedTo?: string | null | undefined;
}

/**
 * The booking search's date ranges: valid dates, each end not before its start (`date.endBeforeStart` on
 * `stayTo` / `bookedTo`). Either end may be left open.
 */
export function validateBookingSearch(input: BookingSearchInput): FieldError[] {
  const list = new ErrorList();
  for (const [start, end] of [
    ['stayFrom', 'stayTo'],
    ['bookedFrom', 'bookedTo'],
  ] as const) {
    const from = input[start] ?? '';
    const to = input[end] ?? '';
    if (from === '' && to === '') continue;
    if (from === '' || to === '') {
      // An open end: only the given date must be valid.
      checkDateRange(
        list,
        '',
        { start: from || to, end: from || to },
        {
          fields: { start: from ? start : end, end: from ? start : end },
        },
      );
      continue;
    }
    checkDateRange(list, '', { start: from, end: to }, { fields: { start, end } });
  }
  return list.errors;
}
