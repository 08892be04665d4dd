/**
 * The bookings area (docs/decisions/bookings.md): the search with keyset pages, its export, a booking's detail.
 * Dates are the property's (its time zone, `ctx.clock` for today); the finance lines follow bookingsPolicy.
 */
import type { Req, Res } from '@extranet/api/operations';
import {
  addDays,
  bookingsPolicy,
  bookingStatusOf,
  daysBetween,
  priceBreakdown,
  refundOf,
  todayInZone,
  coverageOf,
  type CancellationTerms,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validateBookingSearch } from '@extranet/validation';
import type { AppContext } from '../../context.js';
import { notFound, validationError } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import { decodeCursor, encodeCursor, type Cursor } from './cursor.js';
import * as repo from './repository.js';
import type { SearchFilters, SortKey, SortOrder, SummaryRow } from './repository.js';

type SearchQuery = Omit<Req<'searchBookings'>['query'], 'cursor' | 'size'>;
type Summary = Res<'searchBookings'>['bookings'][number];

/** The most bookings one export holds. */
export const EXPORT_MAX_ROWS = 10_000;

/** The query's filters in the property's terms: its today, its zone, the arrival filter as a date. */
async function filtersOf(
  ctx: AppContext,
  hotelId: number,
  query: SearchQuery,
  lang: Language,
): Promise<{ filters: SearchFilters; sort: { key: SortKey; order: SortOrder }; propertyName: string }> {
  const invalid = validationErrorFrom(validateBookingSearch(query), lang);
  if (invalid) throw invalid;
  const property = await repo.property(ctx.db, hotelId);
  if (!property) throw notFound();
  const today = todayInZone(property.timeZone, ctx.clock);
  const arrival =
    query.arrivalDay === 'TODAY' ? today : query.arrivalDay === 'TOMORROW' ? addDays(today, 1) : undefined;
  return {
    filters: {
      q: query.q,
      stayFrom: query.stayFrom,
      stayTo: query.stayTo,
      bookedFrom: query.bookedFrom,
      bookedTo: query.bookedTo,
      checkIn: arrival,
      statuses: query.status,
      roomId: query.roomId,
      ratePlanId: query.ratePlanId,
      today,
      timeZone: property.timeZone,
    },
    sort: { key: query.sort ?? 'CREATED', order: query.order ?? 'DESC' },
    propertyName: property.name,
  };
}

export function summaryOf(r: SummaryRow, today: string): Summary {
  return {
    bookingId: r.bookingId,
    itineraryId: r.itineraryId,
    guestName: r.guestName,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: daysBetween(r.checkIn, r.checkOut),
    roomId: r.roomId,
    roomName: r.roomName,
    ratePlanId: r.ratePlanId,
    ratePlanName: r.ratePlanName,
    adults: r.adults,
    children: r.children,
    totalPrice: r.totalPrice,
    currency: 'IDR',
    status: bookingStatusOf(r, today),
    channel: r.channel,
    createdAt: r.createdAt,
  };
}

/**
 * One page of the search. A forward page reads one booking more than it shows to know whether a next page
 * exists; a backward page (a `previous` cursor) the same towards the start. The count runs beside the page.
 */
export async function search(
  ctx: AppContext,
  hotelId: number,
  query: Req<'searchBookings'>['query'],
  lang: Language,
): Promise<Res<'searchBookings'>> {
  const { filters, sort } = await filtersOf(ctx, hotelId, query, lang);
  const size = query.size ?? 20;
  let from: Cursor | null = null;
  if (query.cursor !== undefined) {
    from = decodeCursor(query.cursor);
    if (!from || from.sort !== sort.key || from.order !== sort.order)
      throw validationError([{ field: 'cursor', code: 'INVALID_CURSOR' }]);
  }
  const backwards = from?.backwards ?? false;
  const [rows, total] = await Promise.all([
    repo.page(ctx.db, hotelId, filters, sort, from, backwards, size + 1),
    repo.count(ctx.db, hotelId, filters),
  ]);
  const more = rows.length > size;
  const shown = more ? (backwards ? rows.slice(rows.length - size) : rows.slice(0, size)) : rows;
  const at = (r: SummaryRow | undefined, towardsStart: boolean): string | null =>
    r
      ? encodeCursor({
          sort: sort.key,
          order: sort.order,
          backwards: towardsStart,
          value: r.sortValue,
          bookingId: r.bookingId,
        })
      : null;
  const first = shown[0];
  const last = shown[shown.length - 1];
  let next: string | null;
  let previous: string | null;
  if (backwards) {
    previous = more ? at(first, true) : null;
    // The page came from a `previous` cursor: the bookings at and after that position follow.
    next = last ? at(last, false) : from ? encodeCursor({ ...from, backwards: false }) : null;
  } else {
    next = more ? at(last, false) : null;
    previous = from ? (first ? at(first, true) : encodeCursor({ ...from, backwards: true })) : null;
  }
  return {
    bookings: shown.map((r) => summaryOf(r, filters.today)),
    total,
    next,
    previous,
    today: filters.today,
  };
}

/** Every booking of a search (in its sort) for the export; refused above EXPORT_MAX_ROWS. */
export async function exportRows(
  ctx: AppContext,
  hotelId: number,
  query: SearchQuery,
  lang: Language,
): Promise<{ rows: Summary[]; timeZone: string }> {
  const { filters, sort } = await filtersOf(ctx, hotelId, query, lang);
  const rows = await repo.all(ctx.db, hotelId, filters, sort, EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS)
    throw validationError([{ field: '', code: 'EXPORT_TOO_LARGE', params: { limit: EXPORT_MAX_ROWS } }]);
  return { rows: rows.map((r) => summaryOf(r, filters.today)), timeZone: filters.timeZone };
}

/** A booking of the property with its breakdown (finance lines for the roles that see finance data). */
export async function detail(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
  roles: readonly number[],
): Promise<Res<'getBooking'>> {
  const [row, property, addOns, insurance] = await Promise.all([
    repo.detail(ctx.db, hotelId, bookingId),
    repo.property(ctx.db, hotelId),
    repo.addOnLines(ctx.db, hotelId, bookingId),
    repo.insuranceOf(ctx.db, hotelId, bookingId),
  ]);
  if (!row || !property) throw notFound();
  const today = todayInZone(property.timeZone, ctx.clock);
  const finance = bookingsPolicy.can({ roles }, 'booking.finance');
  return {
    booking: summaryOf(row, today),
    childrenAges: row.childrenAges,
    ratePlanMeals: row.ratePlanMeals,
    valueAdded: row.valueAdded,
    breakdown: priceBreakdown(
      {
        checkIn: row.checkIn,
        nightlyRates: row.nightlyRates,
        surcharges: row.surcharges,
        childrenCharge: row.childrenCharge,
        losDiscount: row.losDiscount,
        promotions: row.promotions,
        promotionDiscount: row.promotionDiscount,
        totalPrice: row.totalPrice,
        bookingCommission: row.bookingCommission,
        ratePlanCommission: row.ratePlanCommission,
        addOns,
      },
      finance,
    ),
    cancellation: row.cancellation as CancellationTerms | null,
    cancelledAt: row.cancelledAt,
    cancellationFee:
      row.cancellationCharge === null || row.cancellationFee === null
        ? null
        : { charge: row.cancellationCharge, amount: row.cancellationFee },
    refund: refundOf(row),
    history: row.events.map((e) => ({
      kind: e.kind,
      at: e.at,
      fee:
        e.detail.charge === undefined || e.detail.fee === undefined
          ? null
          : { charge: e.detail.charge as 'FREE' | 'LATE' | 'NO_SHOW', amount: Number(e.detail.fee) },
    })),
    timeZone: property.timeZone,
    insurance: insurance ? coverageOf(insurance) : null,
  };
}
