/**
 * The customer-service screen's pure view model (docs/decisions/customer-service.md): its state in the URL (so a
 * link to a search can be shared), the filters' problems (the server's rules of @extranet/domain), the API queries
 * and how a property's contacts are dialled.
 */
import {
  BOOKING_STATUSES,
  CS_PAGE_MAX,
  csBookingSearchProblems,
  csPropertySearchProblems,
  isValidDate,
  type BookingStatus,
} from '@extranet/domain';

export type CsTab = 'bookings' | 'properties';

export interface CsFilters {
  q: string;
  status: BookingStatus | '';
  from: string;
  to: string;
}

export interface CsState {
  tab: CsTab;
  filters: CsFilters;
  /** From 0. */
  page: number;
  /** The booking whose detail is open. */
  booking: number | null;
}

export const EMPTY_FILTERS: CsFilters = { q: '', status: '', from: '', to: '' };

const isStatus = (v: string | null): v is BookingStatus =>
  v !== null && (BOOKING_STATUSES as readonly string[]).includes(v);

const intOf = (v: string | null, max: number): number | null => {
  if (v === null || !/^\d{1,15}$/.test(v)) return null;
  const n = Number(v);
  return n <= max ? n : null;
};

/** The state of the URL's query (unknown or bad values are dropped, never an error). */
export function stateFromParams(params: URLSearchParams): CsState {
  const status = params.get('status');
  const date = (name: string) => {
    const v = params.get(name);
    return v && isValidDate(v) ? v : '';
  };
  return {
    tab: params.get('tab') === 'properties' ? 'properties' : 'bookings',
    filters: {
      q: (params.get('q') ?? '').slice(0, 200),
      status: isStatus(status) ? status : '',
      from: date('from'),
      to: date('to'),
    },
    page: intOf(params.get('page'), CS_PAGE_MAX) ?? 0,
    booking: intOf(params.get('booking'), Number.MAX_SAFE_INTEGER),
  };
}

/** The URL's query of a state (only what is set, so a shared link is short). */
export function paramsFromState(s: CsState): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.tab === 'properties') out.tab = 'properties';
  if (s.filters.q.trim()) out.q = s.filters.q.trim();
  if (s.tab === 'bookings') {
    if (s.filters.status) out.status = s.filters.status;
    if (s.filters.from) out.from = s.filters.from;
    if (s.filters.to) out.to = s.filters.to;
  }
  if (s.page > 0) out.page = String(s.page);
  if (s.booking !== null) out.booking = String(s.booking);
  return out;
}

export type FilterField = 'q' | 'from' | 'to' | 'page';
export interface FilterProblem {
  code: string;
  limit?: number;
}

/** The problems of the filters by field (`errors.field.<code>` keys with their limit). */
export function filterProblems(
  f: CsFilters,
  tab: CsTab = 'bookings',
): Partial<Record<FilterField, FilterProblem>> {
  const problems =
    tab === 'bookings'
      ? csBookingSearchProblems({ q: f.q, from: f.from, to: f.to })
      : csPropertySearchProblems({ q: f.q });
  const out: Partial<Record<FilterField, FilterProblem>> = {};
  for (const p of problems) {
    if (out[p.field]) continue;
    out[p.field] = 'params' in p && p.params ? { code: p.code, limit: p.params.limit } : { code: p.code };
  }
  return out;
}

export interface BookingQuery {
  q?: string;
  status?: BookingStatus[];
  from?: string;
  to?: string;
  page?: number;
}

/** The API query of the bookings tab, or null while the filters have problems (nothing is asked then). */
export function bookingQueryOf(s: CsState): BookingQuery | null {
  if (Object.keys(filterProblems(s.filters)).length > 0) return null;
  const q = s.filters.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(s.filters.status ? { status: [s.filters.status] } : {}),
    ...(s.filters.from && s.filters.to ? { from: s.filters.from, to: s.filters.to } : {}),
    ...(s.page > 0 ? { page: s.page } : {}),
  };
}

/** The API query of the properties tab, or null while the text has a problem. */
export function propertyQueryOf(s: CsState): { q?: string; page?: number } | null {
  if (Object.keys(filterProblems(s.filters, 'properties')).length > 0) return null;
  const q = s.filters.q.trim();
  return { ...(q ? { q } : {}), ...(s.page > 0 ? { page: s.page } : {}) };
}
