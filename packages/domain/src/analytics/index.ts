/**
 * Analytics (SPEC 2 /analytics/competitive-set, /analytics/average-daily-rate; 4, 5, 7, 9;
 * docs/decisions/competitive-set.md): the competitive set a property compares itself with (15 to 30 marketplace
 * properties, locked 30 days after a save), its suggested default, the average daily rate, and the hotel price
 * simulation's commission split. Pure: the server and the screens use the same rules.
 */
import { COMPETITIVE_SET_LOCK_DAYS, COMPETITIVE_SET_MAX, COMPETITIVE_SET_MIN } from '../constants.js';
import { addDays, periodProblems } from '../dates.js';
import { percentOf } from '../money.js';

/** The performance report's periods, buckets and figures (docs/decisions/performance-report.md). */
export * from './performance.js';

export const MARKET_CITIES = ['JAKARTA', 'BANDUNG', 'BALI'] as const;
export type MarketCity = (typeof MARKET_CITIES)[number];
export const MARKET_PROPERTY_TYPES = ['HOTEL', 'RESORT', 'APARTMENT', 'VILLA', 'GUEST_HOUSE'] as const;
export type MarketPropertyType = (typeof MARKET_PROPERTY_TYPES)[number];

/** The longest period of the average daily rate comparison, in days (both ends included). */
export const ADR_RANGE_MAX_DAYS = 92;
/** The period the average daily rate screen opens with: the 30 days from today. */
export const ADR_DEFAULT_DAYS = 30;
/** The longest stay the hotel price simulation and the promotion preview's sample stay price, in nights. */
export const PRICE_SIMULATION_MAX_NIGHTS = 30;

export interface AnalyticsProblem {
  field: string;
  code: string;
  params?: Record<string, number>;
}

/** The problems of a competitive set: 15 to 30 properties (SPEC 5), each once. */
export function competitiveSetProblems(ids: readonly number[]): AnalyticsProblem[] {
  const params = { min: COMPETITIVE_SET_MIN, max: COMPETITIVE_SET_MAX };
  if (new Set(ids).size !== ids.length) return [{ field: 'marketPropertyIds', code: 'DUPLICATE_ITEMS' }];
  if (ids.length < COMPETITIVE_SET_MIN)
    return [{ field: 'marketPropertyIds', code: 'COMPETITIVE_SET_SIZE', params }];
  if (ids.length > COMPETITIVE_SET_MAX)
    return [{ field: 'marketPropertyIds', code: 'COMPETITIVE_SET_SIZE', params }];
  return [];
}

/** The first day a set saved on `savedOn` (the property's day) may be changed: 30 days later (SPEC 4, 9). */
export const competitiveSetUnlockDate = (savedOn: string): string =>
  addDays(savedOn, COMPETITIVE_SET_LOCK_DAYS);

/** True while a set saved on `savedOn` is locked on the property's `today`. */
export const isCompetitiveSetLocked = (savedOn: string, today: string): boolean =>
  today < competitiveSetUnlockDate(savedOn);

/** The marketplace city of a property's city ("Badung", "Denpasar", "Gianyar"… are Bali), else null. */
export function marketCityOf(city: string | null | undefined): MarketCity | null {
  const c = (city ?? '').trim().toLowerCase();
  if (c.includes('jakarta')) return 'JAKARTA';
  if (c.includes('bandung')) return 'BANDUNG';
  if (['bali', 'badung', 'denpasar', 'gianyar', 'ubud', 'tabanan', 'kuta'].some((b) => c.includes(b)))
    return 'BALI';
  return null;
}

export interface Candidate {
  marketPropertyId: number;
  city: MarketCity;
  starRating: number;
  reviewScore: number;
}

/**
 * The suggested default set (SPEC 7 "Competitive set GET/POST default"): the COMPETITIVE_SET_MIN properties most
 * like the property — same city first, then the nearest star rating (3 when the property has none), then the
 * best review score, then the lowest id (so the suggestion is stable).
 */
export function defaultCompetitiveSet(
  property: { city: string | null; starRating: number | null },
  candidates: readonly Candidate[],
): number[] {
  const city = marketCityOf(property.city);
  const stars = property.starRating ?? 3;
  const rank = (c: Candidate) => [
    city === null || c.city === city ? 0 : 1,
    Math.abs(c.starRating - stars),
    -c.reviewScore,
    c.marketPropertyId,
  ];
  return [...candidates]
    .sort((a, b) => {
      const ra = rank(a);
      const rb = rank(b);
      for (let i = 0; i < ra.length; i++) {
        const d = (ra[i] ?? 0) - (rb[i] ?? 0);
        if (d !== 0) return d;
      }
      return 0;
    })
    .slice(0, COMPETITIVE_SET_MIN)
    .map((c) => c.marketPropertyId);
}

/** The problems of a period (`from` to `to` inclusive, at most ADR_RANGE_MAX_DAYS days). */
export function adrRangeProblems(from: string, to: string): AnalyticsProblem[] {
  return periodProblems(from, to, ADR_RANGE_MAX_DAYS);
}

/** The average daily rate screen's first period: ADR_DEFAULT_DAYS days from today. */
export const defaultAdrRange = (today: string) => ({ from: today, to: addDays(today, ADR_DEFAULT_DAYS - 1) });

/** What the marketplace keeps of what the guest pays at the rate plan's commission, and what the property receives. */
export function commissionSplit(
  guestPays: number,
  commissionPercent: number,
): { commission: number; propertyReceives: number } {
  const commission = percentOf(guestPays, commissionPercent);
  return { commission, propertyReceives: guestPays - commission };
}
