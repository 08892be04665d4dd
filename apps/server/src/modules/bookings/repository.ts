/**
 * All SQL of the bookings area: the search (keyset pages, one index range per sort, migration 0600), its count,
 * the export and a booking's detail with its history. Every statement is scoped by hotel_id: an id of another
 * property simply finds nothing. Rows leave as the shapes the service needs, never as database rows.
 */
import type { BookingStatus, BreakdownAddOn, BreakdownPromotion, StoredBookingState } from '@extranet/domain';
import type { ValueAddedBenefit } from '../intake/promotions.js';
import type { Database } from '../../db/types.js';
import { planCommissionSql } from '../../db/commission.js';
import { bookingStatusCondition } from '../../db/booking-status.js';
import { containsPattern, likeEscape } from '../../db/like.js';

export type SortKey = 'CREATED' | 'CHECK_IN' | 'GUEST_NAME' | 'TOTAL';
export type SortOrder = 'ASC' | 'DESC';

/** The search's filters, resolved by the service (dates in the property's zone, `today` for statuses). */
export interface SearchFilters {
  q?: string | undefined;
  stayFrom?: string | undefined;
  stayTo?: string | undefined;
  bookedFrom?: string | undefined;
  bookedTo?: string | undefined;
  /** Check-in on this date (the arrival quick filters). */
  checkIn?: string | undefined;
  statuses?: readonly BookingStatus[] | undefined;
  roomId?: number | undefined;
  ratePlanId?: number | undefined;
  today: string;
  timeZone: string;
}

/** A position in a sort: the sort value as text (exact, microseconds kept) and the booking id. */
export interface KeysetPosition {
  value: string;
  bookingId: number;
}

/** What each sort orders by, how a cursor's text value is cast back, and how the value is read as exact text. */
const SORTS: Record<SortKey, { expr: string; cast: string; text: string }> = {
  CREATED: {
    expr: 'b.created_at',
    cast: 'timestamptz',
    text: `to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  },
  CHECK_IN: { expr: 'b.check_in', cast: 'date', text: 'b.check_in::text' },
  GUEST_NAME: { expr: 'lower(b.guest_name)', cast: 'text', text: 'lower(b.guest_name)' },
  TOTAL: { expr: 'b.total_price', cast: 'bigint', text: 'b.total_price::text' },
};

/** Longest stay (LENGTH_OF_STAY_MAX_NIGHTS + 1): a stay overlapping a date began at most this many days before. */
const LONGEST_STAY_DAYS = 366;

/** The WHERE clause of a search (always led by the property) and its parameters. */
function whereOf(hotelId: number, f: SearchFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [hotelId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const and: string[] = ['b.hotel_id = $1'];
  const q = f.q?.trim().toLowerCase();
  if (q) {
    const text = [`lower(b.guest_name) LIKE ${p(containsPattern(q))}`];
    text.push(`lower(b.itinerary_id) LIKE ${p(`${likeEscape(q)}%`)}`);
    if (/^[0-9]{1,15}$/.test(q)) text.push(`b.booking_id = ${p(Number(q))}`);
    and.push(`(${text.join(' OR ')})`);
  }
  if (f.stayFrom) {
    const from = p(f.stayFrom);
    and.push(`b.check_out > ${from}::date AND b.check_in > ${from}::date - ${LONGEST_STAY_DAYS}`);
  }
  if (f.stayTo) and.push(`b.check_in <= ${p(f.stayTo)}::date`);
  if (f.bookedFrom || f.bookedTo) {
    const tz = p(f.timeZone);
    if (f.bookedFrom) and.push(`b.created_at >= (${p(f.bookedFrom)}::date::timestamp AT TIME ZONE ${tz})`);
    if (f.bookedTo) and.push(`b.created_at < ((${p(f.bookedTo)}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  }
  if (f.checkIn) and.push(`b.check_in = ${p(f.checkIn)}::date`);
  const byStatus = bookingStatusCondition(f.statuses ?? [], () => `${p(f.today)}::date`);
  if (byStatus) and.push(byStatus);
  if (f.roomId !== undefined) and.push(`b.room_id = ${p(f.roomId)}`);
  if (f.ratePlanId !== undefined) and.push(`b.rate_plan_id = ${p(f.ratePlanId)}`);
  return { where: and.join(' AND '), params };
}

export interface SummaryRow extends StoredBookingState {
  bookingId: number;
  itineraryId: string;
  guestName: string;
  checkIn: string;
  roomId: number;
  roomName: string;
  ratePlanId: number;
  ratePlanName: string;
  adults: number;
  children: number;
  channel: 'STANDARD' | 'HOTEL_NOW';
  createdAt: string;
  /** The sort value as exact text, for the cursor. */
  sortValue: string;
}

interface RawSummary {
  booking_id: string | number;
  itinerary_id: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  room_id: string | number;
  room_name: string | null;
  rate_plan_id: string | number;
  rate_plan_name: string | null;
  adults: number;
  children: number;
  total_price: string | number;
  status: 'CONFIRMED' | 'CANCELLED';
  cancellation_fee: string | number | null;
  channel: 'STANDARD' | 'HOTEL_NOW';
  created_at: Date | string;
  sort_value: string;
}

const summaryOf = (r: RawSummary): SummaryRow => ({
  bookingId: Number(r.booking_id),
  itineraryId: r.itinerary_id,
  guestName: r.guest_name,
  checkIn: r.check_in,
  checkOut: r.check_out,
  roomId: Number(r.room_id),
  roomName: r.room_name ?? '',
  ratePlanId: Number(r.rate_plan_id),
  ratePlanName: r.rate_plan_name ?? '',
  adults: r.adults,
  children: r.children,
  totalPrice: Number(r.total_price),
  status: r.status,
  cancellationFee: r.cancellation_fee === null ? null : Number(r.cancellation_fee),
  channel: r.channel,
  createdAt: new Date(r.created_at).toISOString(),
  sortValue: r.sort_value,
});

/** Rows of a page (or of the export), with room and rate plan names joined after the page is chosen. */
const pageSql = (
  inner: string,
) => `SELECT b.booking_id, b.itinerary_id, b.guest_name, b.check_in::text AS check_in,
       b.check_out::text AS check_out, b.room_id, r.name AS room_name, b.rate_plan_id, p.name AS rate_plan_name,
       b.adults, b.children, b.total_price, b.status, b.cancellation_fee, b.channel, b.created_at, b.sort_value
  FROM (${inner}) b
  LEFT JOIN rooms r ON r.hotel_id = b.hotel_id AND r.room_id = b.room_id
  LEFT JOIN rate_plans p ON p.hotel_id = b.hotel_id AND p.rate_plan_id = b.rate_plan_id`;

/**
 * Up to `limit` bookings after (or, `backwards`, before) `from` in the sort, in the sort's order. A page is one
 * range of the sort's index (hotel_id, sort value, booking_id): `(value, id) > (from)` in the index's order.
 */
export async function page(
  db: Database,
  hotelId: number,
  f: SearchFilters,
  sort: { key: SortKey; order: SortOrder },
  from: KeysetPosition | null,
  backwards: boolean,
  limit: number,
): Promise<SummaryRow[]> {
  const { where, params } = whereOf(hotelId, f);
  const s = SORTS[sort.key];
  const ascending = (sort.order === 'ASC') !== backwards;
  let keyset = '';
  if (from) {
    params.push(from.value, from.bookingId);
    const [v, id] = [`$${params.length - 1}::${s.cast}`, `$${params.length}`];
    keyset = ` AND (${s.expr}, b.booking_id) ${ascending ? '>' : '<'} (${v}, ${id})`;
  }
  const dir = ascending ? 'ASC' : 'DESC';
  params.push(limit);
  const inner = `SELECT b.*, ${s.text} AS sort_value FROM bookings b WHERE ${where}${keyset}
    ORDER BY ${s.expr} ${dir}, b.booking_id ${dir} LIMIT $${params.length}`;
  const rows = await db.query<RawSummary>(
    `${pageSql(inner)} ORDER BY ${s.expr} ${dir}, b.booking_id ${dir}`,
    params,
  );
  const out = rows.map(summaryOf);
  return backwards ? out.reverse() : out;
}

/** How many bookings the filters find. */
export async function count(db: Database, hotelId: number, f: SearchFilters): Promise<number> {
  const { where, params } = whereOf(hotelId, f);
  const row = await db.one<{ n: string | number }>(
    `SELECT count(*) AS n FROM bookings b WHERE ${where}`,
    params,
  );
  return Number(row.n);
}

/** Every booking the filters find, in the sort's order, at most `limit` (the export). */
export async function all(
  db: Database,
  hotelId: number,
  f: SearchFilters,
  sort: { key: SortKey; order: SortOrder },
  limit: number,
): Promise<SummaryRow[]> {
  return page(db, hotelId, f, sort, null, false, limit);
}

/** The property's name and time zone; null when it does not exist. */
export async function property(
  db: Database,
  hotelId: number,
): Promise<{ name: string; timeZone: string } | null> {
  const row = await db.maybeOne<{ name: string; time_zone: string }>(
    'SELECT name, time_zone FROM hotels WHERE hotel_id = $1',
    [hotelId],
  );
  return row ? { name: row.name, timeZone: row.time_zone } : null;
}

export interface DetailRow extends SummaryRow {
  childrenAges: number[] | null;
  nightlyRates: number[];
  surcharges: { name: string; type: 'ROOM' | 'GUEST'; nights: number; amount: number }[];
  childrenCharge: number | null;
  losDiscount: number | null;
  promotions: { name: string; kind: BreakdownPromotion['kind']; amount: number }[];
  promotionDiscount: number;
  /** The value added the booking was sold with (intake: bookings.value_added). */
  valueAdded: ValueAddedBenefit[];
  bookingCommission: string | null;
  ratePlanCommission: string | null;
  ratePlanMeals: string[];
  cancellation: Record<string, unknown> | null;
  cancelledAt: string | null;
  cancellationCharge: 'FREE' | 'LATE' | 'NO_SHOW' | null;
  events: {
    kind: 'CREATED' | 'CANCELLED' | 'RESCHEDULED';
    at: string;
    detail: { charge?: string; fee?: number };
  }[];
}

/** One booking of the property with everything its detail shows; null when the property has no such booking. */
export async function detail(db: Database, hotelId: number, bookingId: number): Promise<DetailRow | null> {
  const row = await db.maybeOne<
    RawSummary & {
      children_ages: number[] | null;
      nightly_rates: (string | number)[];
      surcharges: DetailRow['surcharges'];
      children_charge: string | number | null;
      los_discount: string | number | null;
      promotions: DetailRow['promotions'];
      promotion_discount: string | number;
      value_added: DetailRow['valueAdded'];
      commission_percent: string | null;
      plan_commission: string | null;
      meals: string[] | null;
      cancellation: Record<string, unknown> | null;
      cancelled_at: Date | string | null;
      cancellation_charge: DetailRow['cancellationCharge'];
      events: {
        kind: 'CREATED' | 'CANCELLED' | 'RESCHEDULED';
        at: string;
        detail: { charge?: string; fee?: number };
      }[];
    }
  >(
    `SELECT b.booking_id, b.itinerary_id, b.guest_name, b.check_in::text AS check_in,
            b.check_out::text AS check_out, b.room_id, r.name AS room_name, b.rate_plan_id,
            p.name AS rate_plan_name, b.adults, b.children, b.total_price, b.status, b.cancellation_fee,
            b.channel, b.created_at, '' AS sort_value, b.children_ages, b.nightly_rates, b.surcharges,
            b.children_charge, b.los_discount, b.promotions, b.promotion_discount, b.value_added,
            b.commission_percent,
            ${planCommissionSql('b.hotel_id', 'p.commission')} AS plan_commission,
            p.meals, b.cancellation, b.cancelled_at, b.cancellation_charge,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('kind', e.kind,
                               'at', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                               'detail', e.detail) ORDER BY e.at, e.event_id)
                        FROM booking_events e WHERE e.hotel_id = b.hotel_id AND e.booking_id = b.booking_id),
                     '[]'::jsonb) AS events
       FROM bookings b
       LEFT JOIN rooms r ON r.hotel_id = b.hotel_id AND r.room_id = b.room_id
       LEFT JOIN rate_plans p ON p.hotel_id = b.hotel_id AND p.rate_plan_id = b.rate_plan_id
      WHERE b.hotel_id = $1 AND b.booking_id = $2`,
    [hotelId, bookingId],
  );
  if (!row) return null;
  return {
    ...summaryOf(row),
    childrenAges: row.children_ages,
    nightlyRates: row.nightly_rates.map(Number),
    surcharges: row.surcharges,
    childrenCharge: row.children_charge === null ? null : Number(row.children_charge),
    losDiscount: row.los_discount === null ? null : Number(row.los_discount),
    promotions: row.promotions,
    promotionDiscount: Number(row.promotion_discount),
    valueAdded: row.value_added ?? [],
    bookingCommission: row.commission_percent,
    ratePlanCommission: row.plan_commission,
    ratePlanMeals: row.meals ?? [],
    cancellation: row.cancellation,
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
    cancellationCharge: row.cancellation_charge,
    events: row.events,
  };
}

/** The add-on lines of a booking of the property (booking_add_ons, migration 0730), as sold, in their order. */
export async function addOnLines(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<BreakdownAddOn[]> {
  const rows = await db.query<{
    add_on_id: string | number;
    name_id: string;
    name_en: string;
    price_type: BreakdownAddOn['priceType'];
    unit_price: string | number;
    quantity: number;
    nights: number | null;
    amount: string | number;
    commission_percent: string;
  }>(
    `SELECT add_on_id, name_id, name_en, price_type, unit_price, quantity, nights, amount, commission_percent
       FROM booking_add_ons WHERE hotel_id = $1 AND booking_id = $2 ORDER BY line`,
    [hotelId, bookingId],
  );
  return rows.map((r) => ({
    addOnId: Number(r.add_on_id),
    name: { id: r.name_id, en: r.name_en },
    priceType: r.price_type,
    unitPrice: Number(r.unit_price),
    quantity: r.quantity,
    nights: r.nights,
    amount: Number(r.amount),
    commissionPercent: r.commission_percent,
  }));
}

/** The insurance sold with a booking of the property (booking_insurance, migration 0810); null without. */
export async function insuranceOf(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<{ planCode: string; premium: number; coveredGuests: number } | null> {
  const r = await db.maybeOne<{ plan_code: string; premium: string | number; covered_guests: number }>(
    'SELECT plan_code, premium, covered_guests FROM booking_insurance WHERE hotel_id = $1 AND booking_id = $2',
    [hotelId, bookingId],
  );
  return r ? { planCode: r.plan_code, premium: Number(r.premium), coveredGuests: r.covered_guests } : null;
}
