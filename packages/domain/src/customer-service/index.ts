/**
 * Customer service (SPEC 2 /customer-service/list, SPEC 6 "Customer service: 12"; docs/decisions/customer-service.md):
 * the marketplace's customer-service staff look bookings and properties up across every property, read-only. Pure:
 * the limits and the reading of a search text, shared by the server and the screen.
 */
import { periodProblems, type PeriodProblem } from '../dates.js';
import { ROLE } from '../roles.js';

/** Longest search text, in characters (after trimming). */
export const CS_QUERY_MAX = 100;
/** Shortest search text: one character would match nearly every booking of every property. */
export const CS_QUERY_MIN = 2;
/** Rows of one page, by default and at most. */
export const CS_PAGE_SIZE = 20;
export const CS_PAGE_SIZE_MAX = 50;
/** Pages are numbered from 0; the last reachable page (narrow the search beyond it). */
export const CS_PAGE_MAX = 49;
/** The longest check-in range, in days (both ends included). */
export const CS_CHECK_IN_MAX_DAYS = 92;

/** Whether the account's staff roles (account_roles) make it customer service: role 12, never a property's role. */
export function isCustomerService(staffRoles: readonly number[]): boolean {
  return staffRoles.includes(ROLE.CUSTOMER_SERVICE);
}

/**
 * What a search text looks for:
 * - EMAIL (has an @): the guest's e-mail, exactly (any case): no part of someone's address finds bookings;
 * - NUMBER (digits, maybe a leading + and spaces, dashes, dots or brackets): a booking id or itinerary id
 *   exactly, or the guest's phone exactly (0812… is read as +62812…);
 * - TEXT: a part of the guest's name or of the property's name, the start of an itinerary id.
 */
export type CsSearch =
  | { kind: 'EMAIL'; email: string }
  | { kind: 'NUMBER'; digits: string; bookingId: number | null; phone: string | null }
  | { kind: 'TEXT'; text: string };

/** The search of a text (trimmed, not empty): see CsSearch. */
export function csSearchOf(raw: string): CsSearch {
  const q = raw.trim();
  if (q.includes('@')) return { kind: 'EMAIL', email: q.toLowerCase() };
  const compact = q.replace(/[\s\-.()]/g, '');
  if (/^\+?\d+$/.test(compact) && compact.length <= 20) {
    const digits = compact.replace(/^\+/, '');
    const plus = compact.startsWith('+');
    const bookingId = !plus && digits.length <= 15 ? Number(digits) : null;
    let phone: string | null = null;
    if (digits.length >= 8 && digits.length <= 15) {
      phone = !plus && digits.startsWith('0') ? `+62${digits.slice(1)}` : `+${digits}`;
    }
    return { kind: 'NUMBER', digits: plus ? compact : digits, bookingId, phone };
  }
  return { kind: 'TEXT', text: q.toLowerCase() };
}

export type CsProblem =
  | PeriodProblem
  | { field: 'q'; code: 'TOO_SHORT' | 'TOO_LONG'; params: { limit: number } }
  | { field: 'from' | 'to'; code: 'REQUIRED' }
  | { field: 'page'; code: 'TOO_LARGE'; params: { limit: number } };

export interface CsBookingFilters {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

function textProblems(q: string | undefined): CsProblem[] {
  if (q === undefined) return [];
  const text = q.trim();
  if (text.length > CS_QUERY_MAX) return [{ field: 'q', code: 'TOO_LONG', params: { limit: CS_QUERY_MAX } }];
  if (text.length > 0 && text.length < CS_QUERY_MIN)
    return [{ field: 'q', code: 'TOO_SHORT', params: { limit: CS_QUERY_MIN } }];
  return [];
}

function pageProblems(page: number | undefined): CsProblem[] {
  return page !== undefined && page > CS_PAGE_MAX
    ? [{ field: 'page', code: 'TOO_LARGE', params: { limit: CS_PAGE_MAX } }]
    : [];
}

/**
 * The problems of a booking search: the text's length, the check-in range (both ends or neither; periodProblems,
 * at most CS_CHECK_IN_MAX_DAYS days) and the page.
 */
export function csBookingSearchProblems(f: CsBookingFilters): CsProblem[] {
  const problems: CsProblem[] = [...textProblems(f.q)];
  const from = f.from || undefined;
  const to = f.to || undefined;
  if (from && !to) problems.push({ field: 'to', code: 'REQUIRED' });
  else if (to && !from) problems.push({ field: 'from', code: 'REQUIRED' });
  else if (from && to) problems.push(...periodProblems(from, to, CS_CHECK_IN_MAX_DAYS));
  problems.push(...pageProblems(f.page));
  return problems;
}

/** The problems of a property search: the text's length and the page. */
export function csPropertySearchProblems(f: {
  q?: string | undefined;
  page?: number | undefined;
}): CsProblem[] {
  return [...textProblems(f.q), ...pageProblems(f.page)];
}
