/**
 * Performance report (SPEC 2 /analytics/performance-report; docs/decisions/performance-report.md): periods,
 * buckets and the figures derived from the daily aggregates. Pure: the server's report, its export and the
 * screen use the same rules.
 */
import { addDays, addMonths, daysBetween, periodProblems, weekday } from '../dates.js';

/** The longest report range: 3 years, in days (both ends included; a leap day counted). */
export const PERFORMANCE_REPORT_MAX_YEARS = 3;
export const PERFORMANCE_REPORT_MAX_DAYS = 1096;

export const PERFORMANCE_GRANULARITIES = ['DAY', 'WEEK', 'MONTH'] as const;
export type PerformanceGranularity = (typeof PERFORMANCE_GRANULARITIES)[number];

export interface PerformancePeriod {
  from: string;
  to: string;
}

export interface PerformanceProblem {
  field: string;
  code: string;
  params?: Record<string, number>;
}

/** The problems of a report range: valid dates, `to` not before `from`, at most 3 years. */
export function performanceRangeProblems(from: string, to: string): PerformanceProblem[] {
  return periodProblems(from, to, PERFORMANCE_REPORT_MAX_DAYS);
}

/** The period just before, of the same number of days. */
export function previousPeriod({ from, to }: PerformancePeriod): PerformancePeriod {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The same dates a year earlier (29 February becomes the 28th). */
export function samePeriodLastYear({ from, to }: PerformancePeriod): PerformancePeriod {
  return { from: addMonths(from, -12), to: addMonths(to, -12) };
}

/** The first day of the bucket a date falls in: itself, the Monday of its week, the first of its month. */
export function bucketOf(date: string, granularity: PerformanceGranularity): string {
  switch (granularity) {
    case 'DAY':
      return date;
    case 'WEEK':
      return addDays(date, -((weekday(date) + 6) % 7));
    case 'MONTH':
      return `${date.slice(0, 7)}-01`;
  }
}

/** Every bucket of a range, in order (the first may start before `from`, the last end after `to`). */
export function bucketsOf({ from, to }: PerformancePeriod, granularity: PerformanceGranularity): string[] {
  const out: string[] = [];
  let b = bucketOf(from, granularity);
  while (b <= to) {
    out.push(b);
    b = granularity === 'DAY' ? addDays(b, 1) : granularity === 'WEEK' ? addDays(b, 7) : addMonths(b, 1);
  }
  return out;
}

/** Average daily rate: room revenue per room night, whole IDR; null without room nights. */
export const averageDailyRate = (revenue: number, roomNights: number): number | null =>
  roomNights > 0 ? Math.round(revenue / roomNights) : null;

/** Occupancy: rooms sold against the allotment, a percentage with one decimal; null without allotment. */
export const occupancyPercent = (sold: number, allotment: number): number | null =>
  allotment > 0 ? Math.round((sold * 1000) / allotment) / 10 : null;

/** Average lead time: days from booking to check-in per booking, one decimal; null without bookings. */
export const averageLeadTime = (leadTimeDays: number, bookings: number): number | null =>
  bookings > 0 ? Math.round((leadTimeDays * 10) / bookings) / 10 : null;

/** The change of a figure against an earlier one, a percentage with one decimal; null when either is missing or the earlier is 0. */
export function changePercent(current: number | null, earlier: number | null): number | null {
  if (current === null || earlier === null || earlier === 0) return null;
  return Math.round(((current - earlier) * 1000) / Math.abs(earlier)) / 10;
}

/** The screen's first view: the 30 days ending today, by day. */
export const defaultPerformanceRange = (today: string): PerformancePeriod => ({
  from: addDays(today, -29),
  to: today,
});

/**
 * A period as the aggregates' grains read it: the whole months inside it (first days of the first and the last)
 * and the days outside them (at most two stretches, at the start and at the end).
 */
export function monthSpans({ from, to }: PerformancePeriod): {
  months: PerformancePeriod | null;
  days: PerformancePeriod[];
} {
  const firstWhole = from.slice(8) === '01' ? from : addMonths(`${from.slice(0, 7)}-01`, 1);
  const afterTo = addDays(to, 1);
  // The first day of the month after the last whole month.
  const endWhole = afterTo.slice(8) === '01' ? afterTo : `${afterTo.slice(0, 7)}-01`;
  if (firstWhole >= endWhole) return { months: null, days: [{ from, to }] };
  const days: PerformancePeriod[] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (endWhole <= to) days.push({ from: endWhole, to });
  return { months: { from: firstWhole, to: addMonths(endWhole, -1) }, days };
}
