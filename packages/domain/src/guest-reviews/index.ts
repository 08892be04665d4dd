/**
 * Guest reviews (issue 12): who travelled, what the guest scored, and the arithmetic of the review page
 * (averages to one decimal, months in the property's time zone, the default period). Pure: the server
 * aggregates per month in SQL and hands the totals to these functions; the app shows what they return.
 */
import { addMonths, dateInZone } from '../dates.js';

/** Who travelled, as the marketplace reports it. */
export const TRAVELLER_TYPES = ['SOLO', 'COUPLE', 'FAMILY', 'BUSINESS', 'GROUP'] as const;
export type TravellerType = (typeof TRAVELLER_TYPES)[number];

/** The parts of a stay a guest scores, in the order the page shows them. */
export const SUB_SCORE_KEYS = [
  'cleanliness',
  'comfort',
  'location',
  'facilities',
  'staff',
  'valueForMoney',
] as const;
export type SubScoreKey = (typeof SUB_SCORE_KEYS)[number];

/** Scores are whole numbers on the marketplace's scale of 1 to 10. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 10;
/** The page's default period: this month and the 11 before it. */
export const REVIEW_DEFAULT_PERIOD_MONTHS = 12;
/** The longest period one request may cover (the trend has one bar per month). */
export const REVIEW_PERIOD_MAX_MONTHS = 36;
/** Reply length bounds per language. */
export const REVIEW_REPLY_MIN_LENGTH = 5;
export const REVIEW_REPLY_MAX_LENGTH = 1000;

/** A period basis: STAY by check-in date, REVIEW by the day the review was written. */
export type ReviewPeriodBasis = 'STAY' | 'REVIEW';

/** The average of `count` scores adding up to `sum`, to one decimal (half up); null when there are none. */
export function averageScore(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

/** The month (`YYYY-MM`) of a date without time. */
export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

/** The month (`YYYY-MM`) an instant falls in, in the property's time zone. */
export function monthInZone(instant: Date, timeZone: string): string {
  return monthOfDate(dateInZone(instant, timeZone));
}

/** Every month from the month of `from` to the month of `to` (dates `YYYY-MM-DD`), oldest first. */
export function monthsOfPeriod(from: string, to: string): string[] {
  // Whole-number month arithmetic, not dates: a period ending in December 9999 must not step into year 10000
  // (a Date would print it as "+010000-01" and the next step throws).
  const [year, month] = from.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = 0; i < periodMonthCount(from, to); i++) {
    const index = month - 1 + i;
    const y = year + Math.floor(index / 12);
    months.push(`${String(y).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The number of calendar months a period touches (January 31 to February 1 touches 2). */
export function periodMonthCount(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The default period of the page: from the first day of the month 11 months back to the property's today. */
export function defaultReviewPeriod(today: string): { from: string; to: string } {
  return { from: addMonths(`${monthOfDate(today)}-01`, 1 - REVIEW_DEFAULT_PERIOD_MONTHS), to: today };
}

/** A sum and a count of scores. */
export interface ScoreTotal {
  sum: number;
  count: number;
}

/** The totals of the reviews of one month (what the server's GROUP BY returns). */
export interface MonthTotals {
  month: string;
  count: number;
  scoreSum: number;
  subScores: Partial<Record<SubScoreKey, ScoreTotal>>;
}

export interface ReviewSummary {
  count: number;
  averageScore: number | null;
  subScores: { key: SubScoreKey; average: number | null; count: number }[];
}

/** Averages over every month's totals: the overall score and each sub-score (counted where it was given). */
export function reviewSummary(months: readonly MonthTotals[]): ReviewSummary {
  let count = 0;
  let scoreSum = 0;
  const subs = Object.fromEntries(SUB_SCORE_KEYS.map((k) => [k, { sum: 0, count: 0 }])) as Record<
    SubScoreKey,
    ScoreTotal
  >;
  for (const m of months) {
    count += m.count;
    scoreSum += m.scoreSum;
    for (const key of SUB_SCORE_KEYS) {
      const total = m.subScores[key];
      if (!total) continue;
      subs[key].sum += total.sum;
      subs[key].count += total.count;
    }
  }
  return {
    count,
    averageScore: averageScore(scoreSum, count),
    subScores: SUB_SCORE_KEYS.map((key) => ({
      key,
      average: averageScore(subs[key].sum, subs[key].count),
      count: subs[key].count,
    })),
  };
}

export interface ReviewMonth {
  month: string;
  count: number;
  averageScore: number | null;
}

/** One entry per month of the period, oldest first; a month without reviews has count 0 and no average. */
export function reviewTrend(months: readonly MonthTotals[], from: string, to: string): ReviewMonth[] {
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return monthsOfPeriod(from, to).map((month) => {
    const m = byMonth.get(month);
    return { month, count: m?.count ?? 0, averageScore: m ? averageScore(m.scoreSum, m.count) : null };
  });
}
