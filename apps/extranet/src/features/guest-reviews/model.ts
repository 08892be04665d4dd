/**
 * The review page's view model: filters <-> the URL (so a filtered page can be bookmarked and the back button
 * works), the query sent to the server, and small display rules. Pure.
 */
import { messageOf, validateGuestReviewFilters } from '@extranet/validation';
import type { Language } from '@extranet/i18n';
import {
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  TRAVELLER_TYPES,
  type ReviewPeriodBasis,
  type TravellerType,
} from '@extranet/domain';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ReviewFilters {
  basis: ReviewPeriodBasis;
  /** Unset: the server's default period (the last 12 months). */
  from?: string;
  to?: string;
  scoreMin?: number;
  scoreMax?: number;
  travellerType?: TravellerType;
  /** true: replied reviews only; false: those still to answer; unset: both. */
  replied?: boolean;
  /** 1-based, as the pagination shows it. */
  page: number;
  size: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function scoreOf(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= REVIEW_SCORE_MIN && n <= REVIEW_SCORE_MAX ? n : undefined;
}

function positive(raw: string | null, fallback: number): number {
  const n = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return n >= 1 ? n : fallback;
}

/** The filters of a URL; anything malformed falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): ReviewFilters {
  const from = params.get('from');
  const to = params.get('to');
  const type = params.get('travellerType');
  const scoreMin = scoreOf(params.get('scoreMin'));
  const scoreMax = scoreOf(params.get('scoreMax'));
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  const replied = params.get('replied');
  return {
    basis: params.get('basis') === 'STAY' ? 'STAY' : 'REVIEW',
    ...(from && DATE.test(from) ? { from } : {}),
    ...(to && DATE.test(to) ? { to } : {}),
    ...(scoreMin !== undefined ? { scoreMin } : {}),
    ...(scoreMax !== undefined ? { scoreMax } : {}),
    ...(type && (TRAVELLER_TYPES as readonly string[]).includes(type)
      ? { travellerType: type as TravellerType }
      : {}),
    ...(replied === 'true' || replied === 'false' ? { replied: replied === 'true' } : {}),
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL of the filters: defaults are left out. */
export function searchFromFilters(f: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.basis !== 'REVIEW') params.set('basis', f.basis);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.scoreMin !== undefined) params.set('scoreMin', String(f.scoreMin));
  if (f.scoreMax !== undefined) params.set('scoreMax', String(f.scoreMax));
  if (f.travellerType) params.set('travellerType', f.travellerType);
  if (f.replied !== undefined) params.set('replied', String(f.replied));
  if (f.page !== 1) params.set('page', String(f.page));
  if (f.size !== DEFAULT_PAGE_SIZE) params.set('size', String(f.size));
  return params;
}

/** A change of a filter starts again at the first page. */
export function withFilter(f: ReviewFilters, change: Partial<Omit<ReviewFilters, 'page'>>): ReviewFilters {
  const next: ReviewFilters = { ...f, ...change, page: 1 };
  for (const key of Object.keys(change) as (keyof ReviewFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

export interface ReviewQuery {
  basis: ReviewPeriodBasis;
  from?: string;
  to?: string;
  scoreMin?: number;
  scoreMax?: number;
  travellerType?: TravellerType;
  replied?: boolean;
  page: number;
  size: number;
}

/** The query of listGuestReviews (pages from 0). */
export function queryOf(f: ReviewFilters): ReviewQuery {
  const { page, ...rest } = f;
  return { ...rest, page: page - 1 };
}

/** Badge tone of a score: 8 and above good, 6 and 7 fair, below poor. */
export function scoreTone(score: number): 'success' | 'warning' | 'danger' {
  return score >= 8 ? 'success' : score >= 6 ? 'warning' : 'danger';
}

/** Every whole score, for the score filters. */
export const SCORES: readonly number[] = Array.from(
  { length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 },
  (_, i) => REVIEW_SCORE_MIN + i,
);

/** The width (percent of the bar) of a sub-score's average. */
export function scoreWidth(average: number | null): number {
  return average === null ? 0 : Math.round((average / REVIEW_SCORE_MAX) * 1000) / 10;
}

/**
 * What is wrong with the filters (the server's own rules: validateGuestReviewFilters), by field, in the user's
 * language; checked before asking, so a period too long or a score range upside down is said on its field.
 * An unset end of the period is the server's default (`period`).
 */
export function filterErrors(
  f: ReviewFilters,
  period: { from: string; to: string } | undefined,
  lang: Language,
): Partial<Record<'from' | 'to' | 'scoreMin' | 'scoreMax', string>> {
  const from = f.from ?? period?.from;
  const to = f.to ?? period?.to;
  const errors = validateGuestReviewFilters({
    from: from ?? '2000-01-01',
    to: to ?? from ?? '2000-01-01',
    scoreMin: f.scoreMin,
    scoreMax: f.scoreMax,
  });
  return Object.fromEntries(errors.map((e) => [e.field, messageOf(e, { lang })]));
}
