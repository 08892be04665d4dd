/**
 * All SQL of reschedule requests. Staff statements are scoped by the property (hotel_id); the marketplace's by
 * the booking id it holds; the guest's result page by the request's token. The approval's statements run inside
 * one transaction (reschedule-service.ts approve): rows are locked in date order as the intake's booking
 * statement locks them, so the two never deadlock.
 */
import type { Schemas } from '@extranet/api/operations';
import type {
  AddOnPriceType,
  AllotmentShortfall,
  CancellationTerms,
  NightStock,
  RescheduleStatus,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { bookingMailSql, BOOKING_MAIL_OF_BOOKING_SQL, type BookingMailKind } from '../intake/booking-mail.js';
import type { AppliedPromotion, Guest, ValueAddedBenefit } from '../intake/promotions.js';
import type { QuotedSurcharge } from '../intake/repository.js';

export type RescheduleRequest = Schemas['RescheduleRequest'];

interface RequestRow {
  reschedule_request_id: number;
  booking_id: number;
  token: string;
  status: RescheduleStatus;
  old_check_in: string;
  old_check_out: string;
  new_check_in: string;
  new_check_out: string;
  old_total_price: number | string;
  new_total_price: number | string;
  created_at: Date | string;
  answered_at: Date | string | null;
}

const COLS = `r.reschedule_request_id, r.booking_id, r.token, r.status, r.old_check_in::text AS old_check_in,
  r.old_check_out::text AS old_check_out, r.new_check_in::text AS new_check_in, r.new_check_out::text AS new_check_out,
  r.old_total_price, r.new_total_price, r.created_at, r.answered_at`;

/** The guest's page of a request's answer. */
export const resultUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/v3/reschedule/result/${token}`;

const requestOf = (r: RequestRow, publicUrl: string): RescheduleRequest => ({
  id: Number(r.reschedule_request_id),
  bookingId: Number(r.booking_id),
  status: r.status,
  oldCheckIn: r.old_check_in,
  oldCheckOut: r.old_check_out,
  newCheckIn: r.new_check_in,
  newCheckOut: r.new_check_out,
  oldTotalPrice: Number(r.old_total_price),
  newTotalPrice: Number(r.new_total_price),
  priceDifference: Number(r.new_total_price) - Number(r.old_total_price),
  currency: 'IDR',
  createdAt: new Date(r.created_at).toISOString(),
  answeredAt: r.answered_at === null ? null : new Date(r.answered_at).toISOString(),
  resultUrl: resultUrl(publicUrl, r.token),
});

/**
 * What a request's new dates were priced at besides the nights' rates (migration 1010): the booking's lines after
 * an approval. Add-on lines by their number in the booking, with their nights and amount for the new stay.
 */
export interface NewLines {
  surcharges: QuotedSurcharge[];
  childrenCharge: number;
  losDiscount: number;
  promotions: AppliedPromotion[];
  promotionDiscount: number;
  valueAdded: ValueAddedBenefit[];
  cancellation: CancellationTerms | null;
  addOns: { line: number; nights: number | null; amount: number }[];
}

/** A booking as a reschedule needs it. */
export interface BookingStay {
  hotelId: number;
  bookingId: number;
  itineraryId: string;
  guestName: string;
  roomId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  childrenAges: number[] | null;
  totalPrice: number;
  status: 'CONFIRMED' | 'CANCELLED';
  timeZone: string;
  /** The guest the booking's promotions saw; null on bookings made before it was recorded. */
  guest: Guest | null;
}

type StayRow = {
  hotel_id: number;
  booking_id: number;
  itinerary_id: string;
  guest_name: string;
  room_id: number;
  rate_plan_id: number;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  children_ages: number[] | null;
  total_price: number | string;
  status: 'CONFIRMED' | 'CANCELLED';
  time_zone: string;
  guest_offer: Guest | null;
};

const stayOf = (r: StayRow): BookingStay => ({
  hotelId: Number(r.hotel_id),
  bookingId: Number(r.booking_id),
  itineraryId: r.itinerary_id,
  guestName: r.guest_name,
  roomId: Number(r.room_id),
  ratePlanId: Number(r.rate_plan_id),
  checkIn: r.check_in,
  checkOut: r.check_out,
  adults: r.adults,
  children: r.children,
  childrenAges: r.children_ages,
  totalPrice: Number(r.total_price),
  status: r.status,
  timeZone: r.time_zone,
  guest: r.guest_offer,
});

const STAY = `SELECT b.hotel_id, b.booking_id, b.itinerary_id, b.guest_name, b.room_id, b.rate_plan_id, b.check_in::text AS check_in,
  b.check_out::text AS check_out, b.adults, b.children, b.children_ages, b.total_price, b.status, h.time_zone, b.guest_offer
  FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id`;

/** The booking the marketplace holds by its id; null when there is none. */
export async function bookingById(db: Database, bookingId: number): Promise<BookingStay | null> {
  const row = await db.maybeOne<StayRow>(`${STAY} WHERE b.booking_id = $1`, [bookingId]);
  return row ? stayOf(row) : null;
}

/** Whether the property has the booking. */
export async function hasBooking(db: Database, hotelId: number, bookingId: number): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 FROM bookings WHERE hotel_id = $1 AND booking_id = $2', [
    hotelId,
    bookingId,
  ]);
  return row !== null;
}

/** The booking's add-on lines as priced: what a reschedule prices again for the new nights. */
export async function addOnLines(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<{ line: number; priceType: AddOnPriceType; unitPrice: number; quantity: number }[]> {
  const rows = await db.query<{
    line: number;
    price_type: AddOnPriceType;
    unit_price: string | number;
    quantity: number;
  }>(
    `SELECT line, price_type, unit_price, quantity FROM booking_add_ons
      WHERE hotel_id = $1 AND booking_id = $2 ORDER BY line`,
    [hotelId, bookingId],
  );
  return rows.map((r) => ({
    line: Number(r.line),
    priceType: r.price_type,
    unitPrice: Number(r.unit_price),
    quantity: Number(r.quantity),
  }));
}

/**
 * Stores a pending request with its mails to the property (bookingMailSql, same statement); a second open one of
 * the booking is a unique violation (23505).
 */
export async function insert(
  db: Database,
  r: {
    booking: BookingStay;
    token: string;
    checkIn: string;
    checkOut: string;
    totalPrice: number;
    nightlyRates: number[];
    lines: NewLines;
    at: Date;
    /** The RESCHEDULE_REQUEST mail in every language (booking-mail.ts bookingMailTemplates). */
    mail: string;
  },
  publicUrl: string,
): Promise<RescheduleRequest> {
  const row = await db.one<RequestRow>(
    `WITH added AS (
       INSERT INTO booking_reschedule_requests AS r (hotel_id, booking_id, token, old_check_in, old_check_out,
         new_check_in, new_check_out, old_total_price, new_total_price, new_nightly_rates, created_at, new_lines)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bigint[], $11, $13::jsonb) RETURNING ${COLS}
     ), one AS (
       SELECT b.hotel_id, b.booking_id, b.room_id, b.rate_plan_id FROM bookings b
        WHERE b.hotel_id = $1 AND b.booking_id = $2 AND EXISTS (SELECT 1 FROM added)
     ), mails AS (
       ${bookingMailSql('one', 'RESCHEDULE_REQUEST', '$12')}
     )
     SELECT * FROM added`,
    [
      r.booking.hotelId,
      r.booking.bookingId,
      r.token,
      r.booking.checkIn,
      r.booking.checkOut,
      r.checkIn,
      r.checkOut,
      r.booking.totalPrice,
      r.totalPrice,
      r.nightlyRates,
      r.at.toISOString(),
      r.mail,
      JSON.stringify(r.lines),
    ],
  );
  return requestOf(row, publicUrl);
}

export async function list(
  db: Database,
  hotelId: number,
  bookingId: number,
  publicUrl: string,
): Promise<RescheduleRequest[]> {
  const rows = await db.query<RequestRow>(
    `SELECT ${COLS} FROM booking_reschedule_requests r WHERE r.hotel_id = $1 AND r.booking_id = $2
      ORDER BY r.reschedule_request_id`,
    [hotelId, bookingId],
  );
  return rows.map((r) => requestOf(r, publicUrl));
}

/** The guest's view of a request by its token; null when there is none. */
export async function byToken(db: Database, token: string) {
  return db.maybeOne<RequestRow & { property_name: string }>(
    `SELECT ${COLS}, h.name AS property_name FROM booking_reschedule_requests r
       JOIN hotels h ON h.hotel_id = r.hotel_id WHERE r.token = $1`,
    [token],
  );
}

/** The request and its booking, both locked for the transaction (FOR UPDATE); null when there is none. */
export async function lockRequest(db: Database, hotelId: number, bookingId: number, requestId: number) {
  return db.maybeOne<
    RequestRow & {
      new_nightly_rates: (number | string)[];
      new_lines: NewLines | null;
      booking_status: 'CONFIRMED' | 'CANCELLED';
    } & Omit<StayRow, 'booking_id' | 'status' | 'guest_offer'>
  >(
    `SELECT ${COLS}, r.new_nightly_rates, r.new_lines, b.hotel_id, b.itinerary_id, b.guest_name, b.room_id, b.rate_plan_id, b.check_in::text AS check_in,
            b.check_out::text AS check_out, b.adults, b.children, b.children_ages, b.total_price, b.status AS booking_status,
            h.time_zone
       FROM booking_reschedule_requests r
       JOIN bookings b ON b.hotel_id = r.hotel_id AND b.booking_id = r.booking_id
       JOIN hotels h ON h.hotel_id = r.hotel_id
      WHERE r.hotel_id = $1 AND r.booking_id = $2 AND r.reschedule_request_id = $3
      FOR UPDATE OF r, b`,
    [hotelId, bookingId, requestId],
  );
}

/** Locks the room's nights of `dates` in date order and reads their allotment and sold count. */
export async function lockNights(
  db: Database,
  hotelId: number,
  roomId: number,
  dates: readonly string[],
): Promise<NightStock[]> {
  if (dates.length === 0) return [];
  const rows = await db.query<{ date: string; allotment: number; sold: number }>(
    `SELECT date::text AS date, allotment, sold FROM room_inventory
      WHERE hotel_id = $1 AND room_id = $2 AND date = ANY($3::date[]) ORDER BY date FOR UPDATE`,
    [hotelId, roomId, dates],
  );
  return rows.map((r) => ({ date: r.date, allotment: Number(r.allotment), sold: Number(r.sold) }));
}

/**
 * The approval's writes after the locks, one statement: raises the allotment of short nights (approve anyway),
 * gives back the released nights, takes the new ones (the CHECK sold <= allotment still guards), moves and
 * reprices the booking (its nights, total and, when the request recorded them, every line: surcharges, children,
 * length-of-stay discount, promotions, value added, cancellation terms, add-on lines), records RESCHEDULED in its history, answers the request, and logs every inventory change
 * in one ARI change log batch of the approving account. Returns the number of nights taken.
 */
export async function applyMove(
  db: Database,
  m: {
    hotelId: number;
    bookingId: number;
    requestId: number;
    roomId: number;
    released: string[];
    taken: string[];
    raise: AllotmentShortfall[];
    checkIn: string;
    checkOut: string;
    from: { checkIn: string; checkOut: string };
    totalPrice: number;
    nightlyRates: number[];
    /** The new dates' lines; null on a request made before they were recorded (only the price moves). */
    lines: NewLines | null;
    accountId: number;
    batchId: string;
    at: Date;
  },
): Promise<number> {
  await db.query(
    `WITH raised AS (
       UPDATE room_inventory i SET allotment = i.allotment + x.missing, updated_at = now()
         FROM unnest($5::date[], $6::int[]) AS x(date, missing)
        WHERE i.hotel_id = $1 AND i.room_id = $4 AND i.date = x.date
       RETURNING i.date, i.allotment, x.missing
     ), created AS (
       INSERT INTO room_inventory (hotel_id, room_id, date, allotment, sold)
       SELECT $1, $4, x.date, x.missing, 0 FROM unnest($5::date[], $6::int[]) AS x(date, missing)
        WHERE NOT EXISTS (SELECT 1 FROM room_inventory i WHERE i.hotel_id = $1 AND i.room_id = $4 AND i.date = x.date)
       RETURNING date, allotment, allotment AS missing
     ), back AS (
       UPDATE room_inventory SET sold = sold - 1, updated_at = now()
        WHERE hotel_id = $1 AND room_id = $4 AND date = ANY($7::date[]) AND sold > 0
       RETURNING date, sold
     ), moved AS (
       UPDATE bookings SET check_in = $9, check_out = $10, total_price = $11, nightly_rates = $12::bigint[],
              surcharges = COALESCE($19::jsonb -> 'surcharges', surcharges),
              children_charge = COALESCE(($19::jsonb ->> 'childrenCharge')::bigint, children_charge),
              los_discount = COALESCE(($19::jsonb ->> 'losDiscount')::bigint, los_discount),
              promotions = COALESCE($19::jsonb -> 'promotions', promotions),
              promotion_discount = COALESCE(($19::jsonb ->> 'promotionDiscount')::bigint, promotion_discount),
              value_added = COALESCE($19::jsonb -> 'valueAdded', value_added),
              cancellation = CASE WHEN $19::jsonb IS NULL THEN cancellation
                                  ELSE NULLIF($19::jsonb -> 'cancellation', 'null'::jsonb) END
        WHERE hotel_id = $1 AND booking_id = $2 AND status = 'CONFIRMED'
       RETURNING booking_id
     ), add_ons AS (
       UPDATE booking_add_ons a SET nights = x.nights, amount = x.amount
         FROM jsonb_to_recordset(COALESCE($19::jsonb -> 'addOns', '[]'::jsonb)) AS x(line smallint, nights integer, amount bigint)
        WHERE a.hotel_id = $1 AND a.booking_id = $2 AND a.line = x.line AND EXISTS (SELECT 1 FROM moved)
     ), event AS (
       INSERT INTO booking_events (hotel_id, booking_id, kind, at, detail)
       SELECT $1, booking_id, 'RESCHEDULED', $15::timestamptz,
              jsonb_build_object('fromCheckIn', $16::text, 'fromCheckOut', $17::text, 'toCheckIn', $9::text,
                                 'toCheckOut', $10::text)
         FROM moved
     ), answered AS (
       UPDATE booking_reschedule_requests SET status = 'APPROVED', answered_at = $15::timestamptz, answered_by = $13,
              raised_nights = $18::jsonb
        WHERE hotel_id = $1 AND reschedule_request_id = $3 AND status = 'PENDING'
     ), batch AS (
       INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells)
       VALUES ($1, $14, 'INTAKE', $13, jsonb_build_object('booking', $2::bigint, 'action', 'RESCHEDULE',
               'rescheduleRequest', $3::bigint), cardinality($7::date[]) + cardinality($8::date[]) + cardinality($5::date[]))
     ), log AS (
       INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
       SELECT $1, $14, 'INTAKE', $13, $4, 0, r.date, 'allotment', to_jsonb(r.allotment - r.missing), to_jsonb(r.allotment)
         FROM (SELECT * FROM raised UNION ALL SELECT * FROM created) r
       UNION ALL
       SELECT $1, $14, 'INTAKE', $13, $4, 0, k.date, 'sold', to_jsonb(k.sold + 1), to_jsonb(k.sold) FROM back k
     )
     SELECT 1 AS done`,
    [
      m.hotelId,
      m.bookingId,
      m.requestId,
      m.roomId,
      m.raise.map((r) => r.date),
      m.raise.map((r) => r.missing),
      m.released,
      m.taken,
      m.checkIn,
      m.checkOut,
      m.totalPrice,
      m.nightlyRates,
      m.accountId,
      m.batchId,
      m.at.toISOString(),
      m.from.checkIn,
      m.from.checkOut,
      JSON.stringify(m.raise),
      m.lines === null ? null : JSON.stringify(m.lines),
    ],
  );
  // Taking the new nights is its own statement: the raise above must be visible to it (a statement's CTEs all
  // see the same snapshot), and the CHECK sold <= allotment refuses an overbooking whatever was read.
  const taken = await db.query<{ date: string; sold: number }>(
    `WITH t AS (
       UPDATE room_inventory SET sold = sold + 1, updated_at = now()
        WHERE hotel_id = $1 AND room_id = $2 AND date = ANY($3::date[])
       RETURNING date, sold
     ), log AS (
       INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
       SELECT $1, $4, 'INTAKE', $5, $2, 0, t.date, 'sold', to_jsonb(t.sold - 1), to_jsonb(t.sold) FROM t
     )
     SELECT date::text AS date, sold FROM t`,
    [m.hotelId, m.roomId, m.taken, m.batchId, m.accountId],
  );
  return taken.length;
}

/** The mails of a change of the property's booking (an approved move), in the change's transaction. */
export async function enqueueBookingMail(
  db: Database,
  m: { hotelId: number; bookingId: number; kind: BookingMailKind; mail: string },
): Promise<void> {
  await db.query(BOOKING_MAIL_OF_BOOKING_SQL(m.kind), [m.hotelId, m.bookingId, m.mail]);
}

/** Rejects a pending request; null when it was not pending. */
export async function reject(
  db: Database,
  r: { hotelId: number; bookingId: number; requestId: number; accountId: number; at: Date },
  publicUrl: string,
): Promise<RescheduleRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `UPDATE booking_reschedule_requests r SET status = 'REJECTED', answered_at = $4, answered_by = $5
      WHERE r.hotel_id = $1 AND r.booking_id = $2 AND r.reschedule_request_id = $3 AND r.status = 'PENDING'
     RETURNING ${COLS}`,
    [r.hotelId, r.bookingId, r.requestId, r.at.toISOString(), r.accountId],
  );
  return row ? requestOf(row, publicUrl) : null;
}

/** One request of a booking of the property; null when there is none. */
export async function find(
  db: Database,
  hotelId: number,
  bookingId: number,
  requestId: number,
  publicUrl: string,
): Promise<RescheduleRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `SELECT ${COLS} FROM booking_reschedule_requests r
      WHERE r.hotel_id = $1 AND r.booking_id = $2 AND r.reschedule_request_id = $3`,
    [hotelId, bookingId, requestId],
  );
  return row ? requestOf(row, publicUrl) : null;
}

export { requestOf };
