/**
 * All SQL of the marketplace intake: the read of a stay (calendar, allotment, the rate plan's terms, an earlier
 * booking of the same idempotency key), the one-statement write of a booking, and the Hotel Now offer (the
 * cancellation's statement is in cancel-repository.ts, refusals in refusals.ts, the database's refusals of a
 * booking in conflicts.ts). Every statement is scoped by the property (hotel_id), except the reads by the
 * marketplace's booking id. Bookings leave as the contract's Booking.
 */
import type { Res } from '@extranet/api/operations';
import type {
  CancellationCharge,
  CancellationTerms,
  ChildrenAgeGroup,
  StoredCancellationPolicy,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { bookingMailSql } from './booking-mail.js';
import { RESOLVED_SQL } from './refusals.js';
import type { AppliedPromotion, Guest, ValueAddedBenefit } from './promotions.js';
import { KEEPS_READ_CACHE } from '../../db/read-cache.js';
import { planCommissionSql } from '../../db/commission.js';

export type Booking = Res<'marketplaceCancel'>;
export type HotelNowBooking = Res<'marketplaceHotelNowBook'>;
export type QuotedSurcharge = Res<'marketplaceQuote'>['surcharges'][number];

/** A stay as the repository reads it (the contract's StayRequest with its children counted). */
export interface Stay {
  hotelId: number;
  roomId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  childrenAges?: number[] | undefined;
}

/** The marketplace and idempotency key of a booking request. */
export interface BookingKey {
  marketplace: string;
  key: string;
}

/** One night of the stay: the calendar's rate and restrictions, the room's allotment. */
export interface NightRow {
  date: string;
  rate: number | null;
  occupancy_rates: Record<string, number> | null;
  close_out: boolean;
  cta: boolean;
  adv_min: number | null;
  adv_max: number | null;
  stay_min: number | null;
  stay_max: number | null;
  stay_through_min: number | null;
  stay_through_max: number | null;
  cancellation_policy: string | null;
  allotment: number | null;
  sold: number | null;
}

/** The rate plan's own rules, the property's and the room's, from intake_stay_terms (migration 0423). */
export interface StayTerms {
  plan_status: string | null;
  plan_stay_start: string | null;
  plan_stay_end: string | null;
  plan_min_booking_days: number | null;
  plan_max_booking_days: number | null;
  plan_min_stay: number | null;
  plan_max_stay: number | null;
  plan_cancellation: StoredCancellationPolicy | null;
  time_zone: string | null;
  /** The property's pricing model; under LOS every night costs `los_rate`. */
  rate_model: 'DAILY' | 'LOS' | null;
  /** The room's LOS stay-length row for this stay: the largest nights not above the stay's. */
  los_rate: string | number | null;
  room_status: string | null;
  /** The rate plan's active children rate plan's age groups; null when it has none. */
  children_age_groups: ChildrenAgeGroup[] | null;
  children_min_age: number | null;
  adult_min_age: number | null;
  max_adults: number | null;
  max_children: number | null;
  max_occupancy: number | null;
  occupancy_based_rate: boolean | null;
  /** The property's switched-on surcharges that apply to this stay (check-in in range, a night in range). */
  surcharges: SurchargeRow[] | null;
}

export interface SurchargeRow {
  surchargeId: number;
  name: string;
  type: 'ROOM' | 'GUEST';
  price: number;
  childPrice: number | null;
  stayStart: string | null;
  stayEnd: string | null;
}

/** What the quote of a stay reads: everything, or only the earlier booking of the same idempotency key. */
export type StayRead =
  | { replayOf: number }
  | {
      replayOf: null;
      /** null when the room and rate plan are not linked at this property (or the property does not exist). */
      terms: StayTerms | null;
      nights: NightRow[];
      /** The departure day's closed-to-departure flag. */
      departureCtd: boolean;
      weeklyDiscount: number | null;
      monthlyDiscount: number | null;
    };

/**
 * Bookings with the idempotency key in parameter `param`, through bookings_by_key (migration 0261): OFFSET 0 keeps
 * the hotel and marketplace conditions outside, so the planner cannot pick bookings_stay on a stale row estimate.
 */
export const byKey = (param: string) => `SELECT * FROM bookings WHERE idempotency_key = ${param} OFFSET 0`;

/**
 * The quote of a stay in one round trip: the link (404 when the room and rate plan are not this property's),
 * every night, the departure day's closed-to-departure flag and, for a booking, the id of an earlier booking
 * with the same idempotency key.
 */
export async function readStay(db: Database, s: Stay, idempotency: BookingKey | null): Promise<StayRead> {
  const all = await db.query<
    NightRow & {
      /** intake_stay_terms (migration 0423); null only when the property does not exist. */
      stay: StayTerms | null;
      linked: boolean;
      departure_ctd: boolean | null;
      replay_of: number | null;
      weekly_discount: number | null;
      monthly_discount: number | null;
    }
  >(
    `SELECT d::date::text AS date, a.rate, a.occupancy_rates, COALESCE(a.close_out, false) AS close_out,
            COALESCE(a.cta, false) AS cta, a.adv_min, a.adv_max, a.stay_min, a.stay_max,
            a.stay_through_min, a.stay_through_max, a.cancellation_policy, i.allotment, i.sold,
            EXISTS (SELECT 1 FROM rate_plan_rooms l WHERE l.hotel_id = $1 AND l.room_id = $2 AND l.rate_plan_id = $3)
              AS linked,
            (SELECT x.ctd FROM rate_plan_ari x
              WHERE x.hotel_id = $1 AND x.room_id = $2 AND x.rate_plan_id = $3 AND x.date = $5::date) AS departure_ctd,
            (SELECT k.booking_id FROM (${byKey('$7')}) k WHERE k.hotel_id = $1 AND k.marketplace = $6) AS replay_of,
            e.weekly_discount, e.monthly_discount,
            (SELECT intake_stay_terms($1, $2, $3, $4::date, $5::date, $8)) AS stay
       FROM generate_series($4::date::timestamp, $5::date::timestamp - interval '1 day', interval '1 day') d
       LEFT JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = $2 AND a.rate_plan_id = $3 AND a.date = d::date
             AND a.date >= $4::date AND a.date < $5::date
       LEFT JOIN room_inventory i ON i.hotel_id = $1 AND i.room_id = $2 AND i.date = d::date
             AND i.date >= $4::date AND i.date < $5::date
       LEFT JOIN entire_pricing e ON e.hotel_id = $1 AND e.room_id = $2
      ORDER BY d`,
    [
      s.hotelId,
      s.roomId,
      s.ratePlanId,
      s.checkIn,
      s.checkOut,
      idempotency?.marketplace ?? null,
      idempotency?.key ?? null,
      s.childrenAges !== undefined,
    ],
  );
  const first = all[0];
  if (first && first.replay_of !== null) return { replayOf: Number(first.replay_of) };
  return {
    replayOf: null,
    terms: first?.linked ? first.stay : null,
    nights: all,
    departureCtd: first?.departure_ctd === true,
    weeklyDiscount: first?.weekly_discount ?? null,
    monthlyDiscount: first?.monthly_discount ?? null,
  };
}

export interface BookingRow {
  hotel_id: number;
  booking_id: number;
  itinerary_id: string;
  marketplace: string;
  idempotency_key: string;
  room_id: number;
  rate_plan_id: number;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  guest_name: string;
  total_price: number;
  nightly_rates: number[];
  status: Booking['status'];
  created_at: Date;
  cancelled_at: Date | null;
  cancellation: Booking['cancellation'];
  cancellation_charge: CancellationCharge | null;
  cancellation_fee: number | null;
  surcharges: QuotedSurcharge[];
  children_ages: number[] | null;
  channel: HotelNowBooking['channel'];
  promotions: AppliedPromotion[];
  promotion_discount: number;
  value_added: ValueAddedBenefit[];
}

/** A booking row as the contract's Booking. */
export function bookingOf(b: BookingRow): Booking {
  return {
    bookingId: Number(b.booking_id),
    hotelId: Number(b.hotel_id),
    itineraryId: b.itinerary_id,
    idempotencyKey: b.idempotency_key,
    roomId: Number(b.room_id),
    ratePlanId: Number(b.rate_plan_id),
    checkIn: b.check_in,
    checkOut: b.check_out,
    adults: b.adults,
    children: b.children,
    guestName: b.guest_name,
    totalPrice: Number(b.total_price),
    nightlyRates: b.nightly_rates.map(Number),
    status: b.status,
    createdAt: new Date(b.created_at).toISOString(),
    cancelledAt: b.cancelled_at ? new Date(b.cancelled_at).toISOString() : null,
    childrenAges: b.children_ages,
    promotions: b.promotions,
    promotionDiscount: Number(b.promotion_discount),
    valueAdded: b.value_added,
    surcharges: b.surcharges,
    cancellation: b.cancellation,
    cancellationFee:
      b.cancellation_charge === null || b.cancellation_fee === null
        ? null
        : { charge: b.cancellation_charge, amount: Number(b.cancellation_fee) },
  };
}

export const hotelNowBookingOf = (b: BookingRow): HotelNowBooking => ({
  ...bookingOf(b),
  channel: b.channel,
});

/** Dates as text: a cloned PGlite (tests) may lack the server's date parser. */
export const COLS = `hotel_id, booking_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id,
  check_in::text AS check_in, check_out::text AS check_out, adults, children, guest_name, total_price, nightly_rates,
  status, created_at, cancelled_at, cancellation, cancellation_charge, cancellation_fee, surcharges, children_ages,
  promotions, promotion_discount, value_added`;

/** The earlier booking of an idempotency key at a property, with its channel; null when there is none. */
export async function findByKey(
  db: Database,
  hotelId: number,
  k: BookingKey,
): Promise<HotelNowBooking | null> {
  const row = await db.maybeOne<BookingRow>(
    `SELECT ${COLS}, channel FROM (${byKey('$3')}) k WHERE hotel_id = $1 AND marketplace = $2`,
    [hotelId, k.marketplace, k.key],
  );
  return row ? hotelNowBookingOf(row) : null;
}

/** A booking by the id the marketplace holds. */
export async function findBooking(db: Database, bookingId: number): Promise<Booking | null> {
  const row = await db.maybeOne<BookingRow>(`SELECT ${COLS} FROM bookings WHERE booking_id = $1`, [
    bookingId,
  ]);
  return row ? bookingOf(row) : null;
}

/** What a booking records besides the stay: the guest, the price and the terms of its quote. */
export interface NewBooking {
  stay: Stay;
  key: BookingKey;
  itineraryId: string;
  guestName: string;
  guestEmail: string | null;
  /** E.164; revealed to staff only through the guest contact's OTP (module guest-contact). */
  guestPhone: string | null;
  totalPrice: number | null;
  nightlyRates: (number | null)[];
  cancellation: CancellationTerms | null;
  surcharges: QuotedSurcharge[];
  /** What the quote's children rate plan charged, and its length-of-stay discount (the breakdown's lines). */
  childrenCharge: number;
  losDiscount: number;
  /** The booking mail in every language (booking-mail.ts bookingMailTemplates). */
  mail: string;
  /** The id of the ARI change log's batch. */
  batchId: string;
  /** When it was made: the server's clock (ctx.clock), so its day is the day the server's rules saw. */
  createdAt: Date;
  /** The guest's special request that came with the booking (trimmed), or null. */
  specialRequest?: string | null;
  /** The promotions the quote applied, what they took off in all, and the value-added benefits. */
  promotions?: AppliedPromotion[];
  promotionDiscount?: number;
  valueAdded?: ValueAddedBenefit[];
  /** The guest the promotions saw (platform, rewards tier, loyalty, source): a reschedule prices for them again. */
  guest?: Guest;
}

export const bookingParams = (b: NewBooking) => [
  b.stay.hotelId,
  b.stay.roomId,
  b.itineraryId,
  b.key.marketplace,
  b.stay.checkIn,
  b.stay.checkOut,
  b.stay.ratePlanId,
  b.stay.adults,
  b.stay.children,
  b.guestName,
  b.guestEmail,
  b.totalPrice,
  b.nightlyRates,
  b.key.key,
  b.batchId,
  JSON.stringify(b.cancellation),
  JSON.stringify(b.surcharges),
  b.stay.childrenAges ?? null,
  b.childrenCharge,
  b.losDiscount,
  b.mail,
  b.guestPhone,
  b.createdAt,
];

/**
 * What every booking statement writes besides the booking (`booking`, the CTE that inserted it): its history's
 * first event, with the commission of its rate plan recorded on it, and its mails (booking-mail.ts).
 */
export const BOOKED_SQL = `, created AS (
    INSERT INTO booking_events (hotel_id, booking_id, kind, at)
    SELECT hotel_id, booking_id, 'CREATED', created_at FROM booking
  ), mails AS (
    ${bookingMailSql('booking', 'CREATED', '$21')}
  )`;

/** The rate plan's commission percent, recorded on the booking ($1 property, $7 rate plan). */
export const COMMISSION_SQL = planCommissionSql(
  '$1',
  '(SELECT commission FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = $7)',
);

/**
 * The write of a booking, one statement (so one transaction, all or nothing, no BEGIN/COMMIT round trips):
 * - takes one room of every night with an UPDATE adding 1 to `sold` (rows locked in date order, the primary key's):
 *   the CHECK `sold <= allotment` refuses a full night (23514). Concurrent bookings of a night wait for its row
 *   lock, then add to the count the other one committed (READ COMMITTED re-reads the locked row): no retries;
 * - inserts the booking only when every night was taken, else intake_all_nights_taken (migration 0260) fails the
 *   statement as a full night does; a duplicate idempotency key is a 23505 and undoes the statement too;
 * - writes the ARI change log like `createBatch` and `logChanges` (ari/repository.ts): one INTAKE batch and one
 *   `sold` change per night, before and after;
 * - records the rate plan's commission, the booking's CREATED event and its mails (BOOKED_SQL), and the
 *   special request that came with it ($24, booking-requests module; $22 is the guest's phone);
 * - resolves the refusals of the same key (RESOLVED_SQL, has-error-bookings).
 * - the promotions its quote applied ($25 lines, $26 their discount in all, $27 value-added benefits; module
 *   promotions) and the guest they were applied for ($28, what a reschedule prices again).
 * - is dated by the server's clock ($23, `createdAt`), not the database's: the day a booking was made is the day
 *   every date rule of the server saw.
 */
const BOOK_SQL = `${KEEPS_READ_CACHE}WITH taken AS (
    UPDATE room_inventory SET sold = sold + 1, updated_at = now()
     WHERE hotel_id = $1 AND room_id = $2 AND date >= $5::date AND date < $6::date
    RETURNING date, sold
  ), booking AS (
    INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
      check_out, adults, children, guest_name, guest_email, total_price, nightly_rates, cancellation, surcharges, children_ages,
      children_charge, los_discount, commission_percent, guest_phone, promotions, promotion_discount, value_added,
      created_at, guest_offer)
    SELECT $1, $3, $4, $14, $2, $7, $5, $6, $8, $9, $10, $11, $12, $13, $16::jsonb, $17::jsonb, $18::smallint[],
           $19, $20, ${COMMISSION_SQL}, $22::text, $25::jsonb, $26::bigint, $27::jsonb, $23::timestamptz,
           $28::jsonb
     WHERE intake_all_nights_taken($6::date - $5::date, (SELECT count(*) FROM taken))
    RETURNING ${COLS}
  ), batch AS (
    INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells)
    SELECT $1, $15, 'INTAKE', NULL, jsonb_build_object('booking', b.booking_id, 'action', 'BOOK'),
           (SELECT count(*) FROM taken)
      FROM booking b
  ), log AS (
    INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
    SELECT $1, $15, 'INTAKE', NULL, $2, 0, t.date, 'sold', to_jsonb(t.sold - 1), to_jsonb(t.sold) FROM taken t
  ), special AS (
    INSERT INTO booking_special_requests (hotel_id, booking_id, text, source, created_at)
    SELECT hotel_id, booking_id, $24, 'BOOKING', created_at FROM booking WHERE $24::text IS NOT NULL
  )${RESOLVED_SQL}${BOOKED_SQL}
  SELECT * FROM booking`;

/** Records a booking and takes its allotment (BOOK_SQL); see bookingConflictOf for its refusals. */
export async function insertBooking(db: Database, b: NewBooking): Promise<Booking> {
  return bookingOf(
    await db.one<BookingRow>(BOOK_SQL, [
      ...bookingParams(b),
      b.specialRequest ?? null,
      JSON.stringify(b.promotions ?? []),
      b.promotionDiscount ?? 0,
      JSON.stringify(b.valueAdded ?? []),
      b.guest ? JSON.stringify(b.guest) : null,
    ]),
  );
}

export { bookingConflictOf } from './conflicts.js';
