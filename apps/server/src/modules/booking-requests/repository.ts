/**
 * All SQL of a booking's special requests. Staff statements are scoped by the property (hotel_id): "an id of
 * another property simply finds nothing"; the marketplace's by the booking id it holds. Rows leave as the
 * contract's SpecialRequest.
 */
import type { Schemas } from '@extranet/api/operations';
import type { SpecialRequestStatus } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { bookingMailSql, type BookingMailFacts } from '../intake/booking-mail.js';

export type SpecialRequest = Schemas['SpecialRequest'];

interface RequestRow {
  special_request_id: number;
  booking_id: number;
  text: string;
  source: SpecialRequest['source'];
  status: SpecialRequestStatus;
  note: string | null;
  created_at: Date | string;
  answered_at: Date | string | null;
}

const COLS = `r.special_request_id, r.booking_id, r.text, r.source, r.status, r.note, r.created_at, r.answered_at`;

const requestOf = (r: RequestRow): SpecialRequest => ({
  id: Number(r.special_request_id),
  bookingId: Number(r.booking_id),
  text: r.text,
  source: r.source,
  status: r.status,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
  answeredAt: r.answered_at === null ? null : new Date(r.answered_at).toISOString(),
});

/** A booking as the requests need it: its status, check-out and property's time zone, and its mail's facts. */
export interface BookingState {
  hotelId: number;
  bookingId: number;
  bookingStatus: 'CONFIRMED' | 'CANCELLED';
  checkOut: string;
  timeZone: string;
  facts: BookingMailFacts;
}

const BOOKING_STATE = `SELECT b.hotel_id, b.booking_id, b.status, b.check_in::text AS check_in,
  b.check_out::text AS check_out, h.time_zone, b.itinerary_id, b.guest_name, b.adults, b.children, b.total_price
  FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id`;

type StateRow = {
  hotel_id: number;
  booking_id: number;
  status: 'CONFIRMED' | 'CANCELLED';
  check_in: string;
  check_out: string;
  time_zone: string;
  itinerary_id: string;
  guest_name: string;
  adults: number;
  children: number;
  total_price: number | string;
};

const stateOf = (r: StateRow): BookingState => ({
  hotelId: Number(r.hotel_id),
  bookingId: Number(r.booking_id),
  bookingStatus: r.status,
  checkOut: r.check_out,
  timeZone: r.time_zone,
  facts: {
    itineraryId: r.itinerary_id,
    guestName: r.guest_name,
    checkIn: r.check_in,
    checkOut: r.check_out,
    adults: Number(r.adults),
    children: Number(r.children),
    totalPrice: Number(r.total_price),
  },
});

/** The booking the marketplace holds by its id; null when there is none. */
export async function bookingById(db: Database, bookingId: number): Promise<BookingState | null> {
  const row = await db.maybeOne<StateRow>(`${BOOKING_STATE} WHERE b.booking_id = $1`, [bookingId]);
  return row ? stateOf(row) : null;
}

/** A booking of the property; null when the property has no such booking. */
export async function bookingOf(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<BookingState | null> {
  const row = await db.maybeOne<StateRow>(`${BOOKING_STATE} WHERE b.hotel_id = $1 AND b.booking_id = $2`, [
    hotelId,
    bookingId,
  ]);
  return row ? stateOf(row) : null;
}

/** The booking's requests, the oldest first. */
export async function list(db: Database, hotelId: number, bookingId: number): Promise<SpecialRequest[]> {
  const rows = await db.query<RequestRow>(
    `SELECT ${COLS} FROM booking_special_requests r WHERE r.hotel_id = $1 AND r.booking_id = $2
      ORDER BY r.special_request_id`,
    [hotelId, bookingId],
  );
  return rows.map(requestOf);
}

/** One request of a booking of the property; null when there is none. */
export async function find(
  db: Database,
  hotelId: number,
  bookingId: number,
  requestId: number,
): Promise<SpecialRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `SELECT ${COLS} FROM booking_special_requests r
      WHERE r.hotel_id = $1 AND r.booking_id = $2 AND r.special_request_id = $3`,
    [hotelId, bookingId, requestId],
  );
  return row ? requestOf(row) : null;
}

/** The request added with `key` to the booking; null when there is none. */
export async function findByKey(db: Database, b: BookingState, key: string): Promise<SpecialRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `SELECT ${COLS} FROM booking_special_requests r WHERE r.hotel_id = $1 AND r.booking_id = $2 AND r.request_key = $3`,
    [b.hotelId, b.bookingId, key],
  );
  return row ? requestOf(row) : null;
}

/**
 * Adds a request sent after the booking, pending, with its mails to the property (bookingMailSql, the same
 * statement); null when the booking already has a request of this key (nothing is written then).
 */
export async function add(
  db: Database,
  b: BookingState,
  r: { text: string; key: string | null; at: Date; mail: string },
): Promise<SpecialRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `WITH added AS (
       INSERT INTO booking_special_requests AS r (hotel_id, booking_id, text, source, created_at, request_key)
       VALUES ($1, $2, $3, 'LATER', $4, $5)
       ON CONFLICT (hotel_id, booking_id, request_key) WHERE request_key IS NOT NULL DO NOTHING
       RETURNING ${COLS}
     ), one AS (
       SELECT b.hotel_id, b.booking_id, b.room_id, b.rate_plan_id FROM bookings b
        WHERE b.hotel_id = $1 AND b.booking_id = $2 AND EXISTS (SELECT 1 FROM added)
     ), mails AS (
       ${bookingMailSql('one', 'SPECIAL_REQUEST', '$6')}
     )
     SELECT * FROM added`,
    [b.hotelId, b.bookingId, r.text, r.at.toISOString(), r.key, r.mail],
  );
  return row ? requestOf(row) : null;
}

/**
 * Answers a pending request, only while it is pending and its booking confirmed (one statement, so of two
 * answers at once one writes and the other finds it answered); null when it was not written.
 */
export async function answer(
  db: Database,
  a: {
    hotelId: number;
    bookingId: number;
    requestId: number;
    status: 'CONFIRMED' | 'DECLINED';
    note: string | null;
    accountId: number;
    at: Date;
  },
): Promise<SpecialRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `UPDATE booking_special_requests r SET status = $4, note = $5, answered_by = $6, answered_at = $7
       FROM bookings b
      WHERE r.hotel_id = $1 AND r.booking_id = $2 AND r.special_request_id = $3 AND r.status = 'PENDING'
        AND b.hotel_id = r.hotel_id AND b.booking_id = r.booking_id AND b.status = 'CONFIRMED'
     RETURNING ${COLS}`,
    [a.hotelId, a.bookingId, a.requestId, a.status, a.note, a.accountId, a.at.toISOString()],
  );
  return row ? requestOf(row) : null;
}

/** Pending requests of the property's confirmed bookings whose check-out is `today` or later. */
export async function pendingCount(db: Database, hotelId: number, today: string): Promise<number> {
  const row = await db.one<{ n: number | string }>(
    `SELECT count(*) AS n FROM booking_special_requests r
       JOIN bookings b ON b.hotel_id = r.hotel_id AND b.booking_id = r.booking_id
      WHERE r.hotel_id = $1 AND r.status = 'PENDING' AND b.status = 'CONFIRMED' AND b.check_out >= $2::date`,
    [hotelId, today],
  );
  return Number(row.n);
}

/** The property's time zone; null when there is no such property. */
export async function timeZone(db: Database, hotelId: number): Promise<string | null> {
  const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return row?.time_zone ?? null;
}
