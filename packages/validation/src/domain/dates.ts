import { toIsoDate } from '../engine.js';

// Calendar arithmetic is the domain's (packages/domain/src/dates.ts); the validators and their users take it here.
export { addDays, addMonths, eachDate } from '@extranet/domain';

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
