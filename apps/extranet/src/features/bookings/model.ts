/**
 * The booking search's view model, pure: the URL's search parameters <-> the search (filters, sort, page cursor,
 * open booking), the API query of a search, and the lines of a booking's price breakdown.
 */
import { BOOKING_STATUSES, type BookingStatus } from '@extranet/domain';
import type { components, operations } from '@extranet/api';

type SearchQuery = NonNullable<operations['searchBookings']['parameters']['query']>;
export type BookingDetail = components['schemas']['BookingDetail'];
type Breakdown = BookingDetail['breakdown'];

export const SORTS = [
  'CREATED_DESC',
  'CREATED_ASC',
  'CHECK_IN_ASC',
  'CHECK_IN_DESC',
  'GUEST_NAME_ASC',
  'GUEST_NAME_DESC',
  'TOTAL_DESC',
  'TOTAL_ASC',
] as const;
export type SortChoice = (typeof SORTS)[number];

export const PAGE_SIZE = 20;

/** The filters of the form: every field a string ('' = not set), as the form and the URL hold them. */
export interface SearchFilters {
  q: string;
  stayFrom: string;
  stayTo: string;
  bookedFrom: string;
  bookedTo: string;
  arrivalDay: '' | 'TODAY' | 'TOMORROW';
  status: '' | BookingStatus;
  roomId: string;
  ratePlanId: string;
  sort: SortChoice;
}

export interface SearchState {
  filters: SearchFilters;
  /** The page's cursor (next or previous of the page before); null = the first page. */
  cursor: string | null;
  /** The booking whose detail is open (`?booking=<id>`, the link of the booking mail). */
  booking: number | null;
}

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  stayFrom: '',
  stayTo: '',
  bookedFrom: '',
  bookedTo: '',
  arrivalDay: '',
  status: '',
  roomId: '',
  ratePlanId: '',
  sort: 'CREATED_DESC',
};

const TEXT_KEYS = ['q', 'stayFrom', 'stayTo', 'bookedFrom', 'bookedTo', 'roomId', 'ratePlanId'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9][0-9]{0,15}$/;

/** The search a URL describes; unknown or malformed values are dropped (a hand-edited URL still opens). */
export function stateFromParams(params: URLSearchParams): SearchState {
  const filters: SearchFilters = { ...EMPTY_FILTERS };
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim() ?? '';
    const ok =
      key === 'q'
        ? value.length <= 100
        : key === 'roomId' || key === 'ratePlanId'
          ? ID.test(value)
          : DATE.test(value);
    if (value && ok) filters[key] = value;
  }
  const arrival = params.get('arrivalDay');
  if (arrival === 'TODAY' || arrival === 'TOMORROW') filters.arrivalDay = arrival;
  const status = params.get('status');
  if (status && (BOOKING_STATUSES as readonly string[]).includes(status))
    filters.status = status as BookingStatus;
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) filters.sort = sort as SortChoice;
  const booking = params.get('booking');
  return {
    filters,
    cursor: params.get('cursor') || null,
    booking: booking && ID.test(booking) ? Number(booking) : null,
  };
}

/** The URL of a search: only what is set, so a plain search has a short, shareable URL. */
export function paramsFromState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const f = state.filters;
  for (const key of TEXT_KEYS) if (f[key]) params.set(key, f[key]);
  if (f.arrivalDay) params.set('arrivalDay', f.arrivalDay);
  if (f.status) params.set('status', f.status);
  if (f.sort !== EMPTY_FILTERS.sort) params.set('sort', f.sort);
  if (state.cursor) params.set('cursor', state.cursor);
  if (state.booking !== null) params.set('booking', String(state.booking));
  return params;
}

/** The sort choice as the API's sort and order. */
export function sortOf(choice: SortChoice): {
  sort: NonNullable<SearchQuery['sort']>;
  order: 'ASC' | 'DESC';
} {
  const order = choice.endsWith('_ASC') ? 'ASC' : 'DESC';
  return {
    sort: choice.slice(0, choice.length - order.length - 1) as NonNullable<SearchQuery['sort']>,
    order,
  };
}

/** The API query of the filters (the export's too, without the cursor and size). */
export function filterQuery(f: SearchFilters): Omit<SearchQuery, 'cursor' | 'size'> {
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.stayFrom ? { stayFrom: f.stayFrom } : {}),
    ...(f.stayTo ? { stayTo: f.stayTo } : {}),
    ...(f.bookedFrom ? { bookedFrom: f.bookedFrom } : {}),
    ...(f.bookedTo ? { bookedTo: f.bookedTo } : {}),
    ...(f.arrivalDay ? { arrivalDay: f.arrivalDay } : {}),
    ...(f.status ? { status: [f.status] } : {}),
    ...(f.roomId ? { roomId: Number(f.roomId) } : {}),
    ...(f.ratePlanId ? { ratePlanId: Number(f.ratePlanId) } : {}),
    ...sortOf(f.sort),
  };
}

export function searchQuery(state: SearchState): SearchQuery {
  return {
    ...filterQuery(state.filters),
    size: PAGE_SIZE,
    ...(state.cursor ? { cursor: state.cursor } : {}),
  };
}

/** One line of the breakdown: a label key with its parameters, an amount, and how it reads. */
export interface BreakdownLine {
  key: string;
  params?: Record<string, string | number>;
  amount: number;
  kind: 'night' | 'subtotal' | 'add' | 'deduct' | 'total' | 'finance';
}

type PromotionKind = Breakdown['promotions'][number]['kind'];

/** Kinds labelled by their kind: the loyalty discount has no name of its own; campaigns and deals show theirs. */
const NAMED_BY_KIND: Partial<Record<PromotionKind, string>> = {
  CAMPAIGN: 'bookings.detail.promotionKind.CAMPAIGN',
  TARGETED: 'bookings.detail.promotionKind.TARGETED',
  CORPORATE: 'bookings.detail.promotionKind.CORPORATE',
};

/**
 * What a value-added promotion promised the guest, as the detail says it: its name in the reader's language,
 * "once per stay" or the nights it is given on.
 */
export function valueAddedLabel(
  v: NonNullable<BookingDetail['valueAdded']>[number],
  lang: 'id' | 'en',
): Pick<BreakdownLine, 'key' | 'params'> {
  const name = lang === 'en' ? v.nameEn : v.nameId;
  return v.validity === 'ONCE_PER_STAY'
    ? { key: 'bookings.detail.valueAddedOnce', params: { name } }
    : { key: 'bookings.detail.valueAddedNights', params: { name, times: v.times } };
}

/** A promotion line's label: "Diskon loyalitas", "Kampanye: <name>", …, else "Promosi: <name>". */
export function promotionLabel(p: {
  name: string;
  kind: PromotionKind;
}): Pick<BreakdownLine, 'key' | 'params'> {
  if (p.kind === 'LOYALTY') return { key: 'bookings.detail.promotionKind.LOYALTY' };
  return { key: NAMED_BY_KIND[p.kind] ?? 'bookings.detail.promotion', params: { name: p.name } };
}

/**
 * The breakdown as the screen lists it: each night, the room nights' subtotal, the discount, surcharges, the
 * children charge and what an older booking did not itemise, the total; then, for finance roles, the commission
 * and what the property receives. The lines before the total add up to it (the subtotal replaces the nights).
 */
export function breakdownLines(b: Breakdown, lang: 'id' | 'en' = 'id'): BreakdownLine[] {
  const lines: BreakdownLine[] = b.nights.map((n) => ({
    key: 'bookings.detail.night',
    params: { date: n.date },
    amount: n.rate,
    kind: 'night',
  }));
  lines.push({ key: 'bookings.detail.nightsTotal', amount: b.nightsTotal, kind: 'subtotal' });
  if (b.losDiscount > 0)
    lines.push({ key: 'bookings.detail.losDiscount', amount: -b.losDiscount, kind: 'deduct' });
  for (const p of b.promotions) lines.push({ ...promotionLabel(p), amount: -p.amount, kind: 'deduct' });
  if (b.promotionCap > 0)
    lines.push({ key: 'bookings.detail.promotionCap', amount: b.promotionCap, kind: 'add' });
  for (const s of b.surcharges)
    lines.push({
      key: 'bookings.detail.surcharge',
      params: { name: s.name, nights: s.nights },
      amount: s.amount,
      kind: 'add',
    });
  if (b.childrenCharge > 0)
    lines.push({ key: 'bookings.detail.childrenCharge', amount: b.childrenCharge, kind: 'add' });
  // Add-ons sold with the stay (issue 13), as sold: name in the screen's language.
  for (const a of b.addOns)
    lines.push({
      key: a.nights === null ? 'addOns.booking.line' : 'addOns.booking.linePerNight',
      params: {
        name: (lang === 'en' ? a.name.en : a.name.id) || a.name.id,
        quantity: a.quantity,
        ...(a.nights === null ? {} : { nights: a.nights }),
      },
      amount: a.amount,
      kind: 'add',
    });
  if (b.unitemised !== 0)
    lines.push({ key: 'bookings.detail.unitemised', amount: b.unitemised, kind: 'add' });
  lines.push({ key: 'bookings.detail.total', amount: b.total, kind: 'total' });
  if (b.commission) {
    lines.push({
      key:
        b.commission.source === 'RATE_PLAN'
          ? 'bookings.detail.commissionRatePlan'
          : 'bookings.detail.commission',
      params: { percent: b.commission.percent },
      amount: -b.commission.amount,
      kind: 'finance',
    });
    if (b.addOnsCommission && b.addOns.length > 0)
      lines.push({
        key:
          b.addOnsCommission.percent === null
            ? 'addOns.booking.commissionMixed'
            : 'addOns.booking.commission',
        params: b.addOnsCommission.percent === null ? {} : { percent: b.addOnsCommission.percent },
        amount: -b.addOnsCommission.amount,
        kind: 'finance',
      });
    if (b.propertyReceives !== null)
      lines.push({ key: 'bookings.detail.propertyReceives', amount: b.propertyReceives, kind: 'finance' });
  }
  return lines;
}

/** The sum of the lines that make the total (the subtotal stands for the nights). */
export function sumToTotal(lines: readonly BreakdownLine[]): number {
  return lines
    .filter((l) => l.kind === 'subtotal' || l.kind === 'add' || l.kind === 'deduct')
    .reduce((s, l) => s + l.amount, 0);
}
