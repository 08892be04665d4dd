/**
 * All SQL of the bookings the intake could not place (has_error_bookings, migration 0670; written by the intake,
 * intake/refusals.ts). Every statement is scoped by the property (hotel_id): another property's entry finds
 * nothing. Rows leave as the contract's HasErrorBooking.
 */
import type { Schemas } from '@extranet/api/operations';
import {
  HAS_ERROR_LIST_MAX,
  hasErrorStatusOf,
  unavailableReasons,
  type HasErrorStatus,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';

export type HasErrorBooking = Schemas['HasErrorBooking'];

interface Row {
  has_error_id: number | string;
  itinerary_id: string;
  marketplace: string;
  idempotency_key: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  room_id: number | string;
  room_name: string | null;
  rate_plan_id: number | string;
  rate_plan_name: string | null;
  reasons: string[];
  attempts: number;
  created_at: Date | string;
  last_attempt_at: Date | string;
  booking_id: number | string | null;
  handled_at: Date | string | null;
  handled_by_name: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function entryOf(r: Row): HasErrorBooking {
  const bookingId = r.booking_id === null ? null : Number(r.booking_id);
  const handledAt = r.handled_at === null ? null : iso(r.handled_at);
  return {
    id: Number(r.has_error_id),
    status: hasErrorStatusOf({ bookingId, handledAt }),
    itineraryId: r.itinerary_id,
    marketplace: r.marketplace,
    idempotencyKey: r.idempotency_key,
    guestName: r.guest_name,
    checkIn: r.check_in,
    checkOut: r.check_out,
    adults: Number(r.adults),
    children: Number(r.children),
    roomId: Number(r.room_id),
    roomName: r.room_name,
    ratePlanId: Number(r.rate_plan_id),
    ratePlanName: r.rate_plan_name,
    reasons: unavailableReasons(r.reasons),
    attempts: Number(r.attempts),
    createdAt: iso(r.created_at),
    lastAttemptAt: iso(r.last_attempt_at),
    bookingId,
    handledAt,
    handledBy: handledAt === null ? null : r.handled_by_name,
  };
}

/** Dates as text: a cloned PGlite (tests) may lack the server's date parser. */
const SELECT = `SELECT e.has_error_id, e.itinerary_id, e.marketplace, e.idempotency_key, e.guest_name,
       e.check_in::text AS check_in, e.check_out::text AS check_out, e.adults, e.children, e.room_id,
       r.name AS room_name, e.rate_plan_id, p.name AS rate_plan_name, e.reasons, e.attempts, e.created_at,
       e.last_attempt_at, e.booking_id, e.handled_at, a.name AS handled_by_name
  FROM has_error_bookings e
  LEFT JOIN rooms r ON r.hotel_id = e.hotel_id AND r.room_id = e.room_id
  LEFT JOIN rate_plans p ON p.hotel_id = e.hotel_id AND p.rate_plan_id = e.rate_plan_id
  LEFT JOIN accounts a ON a.id = e.handled_by`;

const STATUS_SQL: Record<HasErrorStatus, string> = {
  OPEN: 'e.booking_id IS NULL AND e.handled_at IS NULL',
  HANDLED: 'e.booking_id IS NULL AND e.handled_at IS NOT NULL',
  RESOLVED: 'e.booking_id IS NOT NULL',
};

/** The property's entries of one status, newest attempt first, at most HAS_ERROR_LIST_MAX. */
export async function list(
  db: Database,
  hotelId: number,
  status: HasErrorStatus,
): Promise<HasErrorBooking[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE e.hotel_id = $1 AND ${STATUS_SQL[status]}
      ORDER BY e.last_attempt_at DESC, e.has_error_id DESC LIMIT ${HAS_ERROR_LIST_MAX}`,
    [hotelId],
  );
  return rows.map(entryOf);
}

/** How many of the property's entries need attention. */
export async function openCount(db: Database, hotelId: number): Promise<number> {
  const row = await db.one<{ n: number | string }>(
    `SELECT count(*) AS n FROM has_error_bookings e WHERE e.hotel_id = $1 AND ${STATUS_SQL.OPEN}`,
    [hotelId],
  );
  return Number(row.n);
}

/** One entry of the property; null when the property has none with this id. */
export async function find(db: Database, hotelId: number, id: number): Promise<HasErrorBooking | null> {
  const row = await db.maybeOne<Row>(`${SELECT} WHERE e.hotel_id = $1 AND e.has_error_id = $2`, [
    hotelId,
    id,
  ]);
  return row ? entryOf(row) : null;
}

/** Marks an entry handled unless it already is (the first who and when stay). */
export async function markHandled(
  db: Database,
  h: { hotelId: number; id: number; accountId: number; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE has_error_bookings SET handled_by = $3, handled_at = $4
      WHERE hotel_id = $1 AND has_error_id = $2 AND handled_at IS NULL`,
    [h.hotelId, h.id, h.accountId, h.at.toISOString()],
  );
}
