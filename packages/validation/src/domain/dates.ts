import { toIsoDate } from '../engine.js';

const DAY_MS = 86_400_000;

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** `YYYY-MM-DD` plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  return new Date(parse(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole months; the day is clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Every date from start to end inclusive. */
export function eachDate(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** Today in the given UTC offset (default GMT+7, where the properties are), as `YYYY-MM-DD`. */
export function todayIn(offsetMinutes = 7 * 60, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** A valid `YYYY-MM-DD` date or undefined (also for empty values). */
export function isoDate(value: unknown): string | undefined {
  return toIsoDate(value);
}

/** Minutes after midnight of an `HH:mm` time, or undefined when it is not one. */
export function minutesOf(time: unknown): number | undefined {
  if (typeof time !== 'string') return undefined;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}
