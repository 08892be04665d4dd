/**
 * The marketplace's parameters the promotions screens need (SPEC 7 "GET systemParameters", SPEC 9), served by
 * `GET /api/v1/system-parameters` from these constants: one source of truth for the server's rules, the API and
 * the app (whose forms import the constants themselves).
 */
import {
  BLACKOUT_MAX_DAYS_PER_YEAR,
  FREE_NIGHT_MAX,
  HOTEL_NOW_END_TIME,
  HOTEL_NOW_START_TIME,
  HOTEL_NOW_UTC_OFFSET_MINUTES,
  LOYALTY_DISCOUNT_PERCENT,
  LOYALTY_MIN_RATING,
  LOYALTY_MIN_REVIEWS,
  LOYALTY_REVIEW_WINDOW_MONTHS,
  PAGE_SIZE_SYSTEM_PARAMETERS,
  PROMO_SUMMARY_MAX_DAYS,
  STACK_WARNING_DEFAULT_PERCENT,
} from './constants.js';

export type SystemParameterUnit =
  'PERCENT' | 'DAYS' | 'MONTHS' | 'NIGHTS' | 'COUNT' | 'RATING' | 'TIME' | 'MINUTES';

export interface SystemParameter {
  readonly key: string;
  readonly value: number | string;
  readonly unit: SystemParameterUnit;
}

/** Every parameter, in a fixed order (the key is the constant's name). */
export const SYSTEM_PARAMETERS: readonly SystemParameter[] = [
  { key: 'STACK_WARNING_DEFAULT_PERCENT', value: STACK_WARNING_DEFAULT_PERCENT, unit: 'PERCENT' },
  { key: 'BLACKOUT_MAX_DAYS_PER_YEAR', value: BLACKOUT_MAX_DAYS_PER_YEAR, unit: 'DAYS' },
  { key: 'HOTEL_NOW_START_TIME', value: HOTEL_NOW_START_TIME, unit: 'TIME' },
  { key: 'HOTEL_NOW_END_TIME', value: HOTEL_NOW_END_TIME, unit: 'TIME' },
  { key: 'HOTEL_NOW_UTC_OFFSET_MINUTES', value: HOTEL_NOW_UTC_OFFSET_MINUTES, unit: 'MINUTES' },
  { key: 'FREE_NIGHT_MAX', value: FREE_NIGHT_MAX, unit: 'NIGHTS' },
  { key: 'LOYALTY_DISCOUNT_PERCENT', value: LOYALTY_DISCOUNT_PERCENT, unit: 'PERCENT' },
  { key: 'LOYALTY_MIN_RATING', value: LOYALTY_MIN_RATING, unit: 'RATING' },
  { key: 'LOYALTY_MIN_REVIEWS', value: LOYALTY_MIN_REVIEWS, unit: 'COUNT' },
  { key: 'LOYALTY_REVIEW_WINDOW_MONTHS', value: LOYALTY_REVIEW_WINDOW_MONTHS, unit: 'MONTHS' },
  { key: 'PROMO_SUMMARY_MAX_DAYS', value: PROMO_SUMMARY_MAX_DAYS, unit: 'DAYS' },
];

/** One page of the parameters (pages from 0; `limit` per page, 100 by default as the spec's call asks). */
export function systemParametersPage(
  page = 0,
  limit: number = PAGE_SIZE_SYSTEM_PARAMETERS,
): { items: SystemParameter[]; page: { page: number; size: number; total: number } } {
  return {
    items: SYSTEM_PARAMETERS.slice(page * limit, page * limit + limit),
    page: { page, size: limit, total: SYSTEM_PARAMETERS.length },
  };
}
