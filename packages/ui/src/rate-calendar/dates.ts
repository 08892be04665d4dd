/** Day arithmetic on `YYYY-MM-DD` strings in UTC, so no time zone ever shifts a date. */

const DAY_MS = 86_400_000;

export function parseIsoDate(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function formatIsoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return formatIsoDate(parseIsoDate(iso) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to) - parseIsoDate(from)) / DAY_MS);
}

export const DAY_WEEKEND = 1;
export const DAY_HOLIDAY = 2;
export const DAY_PAST = 4;
export const DAY_DISABLED = 8;
export const DAY_TODAY = 16;
export const DAY_MONTH_START = 32;

/** Everything the grid needs to know about its columns, computed once per range (struct of arrays). */
export interface DayTable {
  startDate: string;
  count: number;
  iso: readonly string[];
  dayOfMonth: Uint8Array;
  weekday: Uint8Array;
  month: Uint8Array;
  year: Uint16Array;
  flags: Uint8Array;
  holidayNames: ReadonlyMap<number, string>;
}

export interface DayTableOptions {
  startDate: string;
  days: number;
  /** `YYYY-MM-DD`; days before it are past and read-only. */
  today?: string;
  /** 0 = Sunday. */
  weekendDays?: readonly number[];
  holidays?: Readonly<Record<string, string>>;
  disabledDates?: Iterable<string>;
}

export function buildDayTable(options: DayTableOptions): DayTable {
  const { startDate, days: count, today, weekendDays = [0, 6], holidays = {}, disabledDates = [] } = options;
  const start = parseIsoDate(startDate);
  const todayIndex = today === undefined ? -Infinity : daysBetween(startDate, today);
  const disabled = new Set(disabledDates);
  const weekend = new Set(weekendDays);
  const iso: string[] = new Array<string>(count);
  const dayOfMonth = new Uint8Array(count);
  const weekday = new Uint8Array(count);
  const month = new Uint8Array(count);
  const year = new Uint16Array(count);
  const flags = new Uint8Array(count);
  const holidayNames = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const date = new Date(start + i * DAY_MS);
    const d = formatIsoDate(start + i * DAY_MS);
    iso[i] = d;
    dayOfMonth[i] = date.getUTCDate();
    weekday[i] = date.getUTCDay();
    month[i] = date.getUTCMonth();
    year[i] = date.getUTCFullYear();
    let f = 0;
    if (weekend.has(weekday[i]!)) f |= DAY_WEEKEND;
    const holiday = holidays[d];
    if (holiday !== undefined) {
      f |= DAY_HOLIDAY;
      holidayNames.set(i, holiday);
    }
    if (i < todayIndex) f |= DAY_PAST;
    if (i === todayIndex) f |= DAY_TODAY;
    if (disabled.has(d)) f |= DAY_DISABLED;
    if (dayOfMonth[i] === 1) f |= DAY_MONTH_START;
    flags[i] = f;
  }
  return { startDate, count, iso, dayOfMonth, weekday, month, year, flags, holidayNames };
}

/** Past and disabled days cannot be edited. */
export function isDayReadOnly(table: DayTable, day: number): boolean {
  return ((table.flags[day] ?? DAY_DISABLED) & (DAY_PAST | DAY_DISABLED)) !== 0;
}

/**
 * The same day of the month `months` months away (clamped to that month's last day, so 31 Jan + 1 month is
 * 28/29 Feb), clamped to the table's range. Used by Page Up / Page Down.
 */
export function shiftDayByMonths(table: DayTable, day: number, months: number): number {
  const y = table.year[day]!;
  const m = table.month[day]! + months;
  const d = table.dayOfMonth[day]!;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const target = Date.UTC(y, m, Math.min(d, lastDay));
  const index = Math.round((target - parseIsoDate(table.startDate)) / DAY_MS);
  return Math.max(0, Math.min(table.count - 1, index));
}
