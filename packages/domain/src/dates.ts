/**
 * Calendar dates (`YYYY-MM-DD`, no time of day) and "today" in a property's own time zone: the one home of
 * date arithmetic for the server, the app and the UI library. Arithmetic is on the calendar (UTC based), so no
 * daylight-saving or zone shift can move a date.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The time zone of a property whose zone is not known (GMT+7, where most properties are; SPEC 9). */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

function utcMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** `date` plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus whole months; the day is clamped to the month's end (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(date: string, months: number): string {
  const d = new Date(utcMidnight(date));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Every date from `start` to `end`, both included (empty when `end` is before `start`). */
export function eachDate(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isValidDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const ms = utcMidnight(date);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** Day of the week of a date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** One formatter per zone (null: unknown zone); building one costs about 0.1 ms. */
const DATE_FORMATTERS = new Map<string, Intl.DateTimeFormat | null>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = DATE_FORMATTERS.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      formatter = null;
    }
    DATE_FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}

/** The date at an instant in an IANA time zone; an unknown zone counts as GMT+7 rather than failing. */
export function dateInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const formatter = dateFormatter(timeZone);
  return formatter?.format(instant) ?? new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- the clock

/** What time it is. Injected wherever a rule needs "now", so tests can run at any date. */
export type Clock = () => Date;

/** The machine's clock. */
export const systemClock: Clock = () => new Date();

/**
 * A clock that starts at `start` and then runs at the real pace: a server started with it behaves as on that
 * date and time (tests at month end, year end, a leap day, 23:30 WIB).
 */
export function clockFrom(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real().getTime();
  return () => new Date(real().getTime() + offset);
}

/** Today in a property's time zone by a clock. */
export function todayInZone(timeZone: string = DEFAULT_TIME_ZONE, clock: Clock = systemClock): string {
  return dateInZone(clock(), timeZone);
}

/** A problem of a period's two dates: a field error of `from` or `to`. */
export interface PeriodProblem {
  field: 'from' | 'to';
  code: 'INVALID_FORMAT' | 'DATE_BEFORE_START' | 'DATE_RANGE_TOO_LONG';
  params?: { limit: number };
}

/**
 * The problems of a period `from` to `to` (both included) read over at most `maxDays` days: valid dates, `to` not
 * before `from`, not longer (DATE_RANGE_TOO_LONG on `to` with the limit). The reports' and lists' ranges.
 */
export function periodProblems(from: string, to: string, maxDays: number): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  if (!isValidDate(from)) problems.push({ field: 'from', code: 'INVALID_FORMAT' });
  if (!isValidDate(to)) problems.push({ field: 'to', code: 'INVALID_FORMAT' });
  if (problems.length > 0) return problems;
  if (to < from) return [{ field: 'to', code: 'DATE_BEFORE_START' }];
  if (daysBetween(from, to) + 1 > maxDays)
    return [{ field: 'to', code: 'DATE_RANGE_TOO_LONG', params: { limit: maxDays } }];
  return [];
}
