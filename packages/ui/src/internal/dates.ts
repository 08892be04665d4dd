import { parseDate, parseTime, type CalendarDate, type DateValue, type Time } from '@internationalized/date';

/** Dates without time travel as `YYYY-MM-DD` strings across the product; react-aria works with CalendarDate. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export function toIsoDate(value: DateValue | null | undefined): string | null {
  return value ? value.toString().slice(0, 10) : null;
}

export function toTime(value: string | null | undefined): Time | null {
  if (!value) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

/** `HH:mm` (seconds dropped: the product's times are to the minute). */
export function toIsoTime(value: Time | null | undefined): string | null {
  return value ? value.toString().slice(0, 5) : null;
}

/** Returns react-aria's `isDateUnavailable` for a list of disabled dates plus an optional predicate. */
export function unavailableDates(
  disabledDates: ReadonlyArray<string> | undefined,
  isDateDisabled: ((date: string) => boolean) | undefined,
): ((date: DateValue) => boolean) | undefined {
  if (!disabledDates?.length && !isDateDisabled) return undefined;
  const set = new Set(disabledDates ?? []);
  return (date) => {
    const iso = date.toString().slice(0, 10);
    return set.has(iso) || (isDateDisabled?.(iso) ?? false);
  };
}
