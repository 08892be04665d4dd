/**
 * The intake's record of the booking requests it refused (table has_error_bookings, migration 0670; read by the
 * has-error-bookings module, docs/decisions/bookings.md). Only the refusal path writes here; the booking
 * statement resolves an entry in the same statement (RESOLVED_SQL), with no extra round trip.
 */
import { unavailableReasons } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import type { BookingKey, Stay } from './repository.js';
import { KEEPS_READ_CACHE } from '../../db/read-cache.js';

/**
 * A CTE of the booking statement (BOOK_SQL: `booking` the inserted row, $1 property, $4 marketplace, $14 key):
 * the refusals of the same key are resolved by the booking it placed.
 */
export const RESOLVED_SQL = `, resolved AS (
    UPDATE has_error_bookings e SET booking_id = b.booking_id, resolved_at = b.created_at
      FROM booking b
     WHERE e.hotel_id = $1 AND e.marketplace = $4 AND e.idempotency_key = $14 AND e.booking_id IS NULL
  )`;

/**
 * Records a refused booking request, one row per marketplace and key: a retry refreshes its reasons, stay and
 * guest and counts an attempt (the first time and a staff member's "handled" stay). A key already resolved by a
 * booking is left alone.
 */
export async function recordRefusal(
  db: Database,
  r: {
    stay: Stay;
    key: BookingKey;
    itineraryId: string;
    guestName: string;
    reasons: readonly string[];
    at: Date;
  },
): Promise<void> {
  await db.query(
    `${KEEPS_READ_CACHE}INSERT INTO has_error_bookings AS e (hotel_id, marketplace, idempotency_key, itinerary_id, guest_name, room_id,
       rate_plan_id, check_in, check_out, adults, children, reasons, created_at, last_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10, $11, $12::text[], $13, $13)
     ON CONFLICT (hotel_id, marketplace, idempotency_key) DO UPDATE
       SET itinerary_id = EXCLUDED.itinerary_id, guest_name = EXCLUDED.guest_name, room_id = EXCLUDED.room_id,
           rate_plan_id = EXCLUDED.rate_plan_id, check_in = EXCLUDED.check_in, check_out = EXCLUDED.check_out,
           adults = EXCLUDED.adults, children = EXCLUDED.children, reasons = EXCLUDED.reasons,
           attempts = e.attempts + 1, last_attempt_at = EXCLUDED.last_attempt_at
       WHERE e.booking_id IS NULL`,
    [
      r.stay.hotelId,
      r.key.marketplace,
      r.key.key,
      r.itineraryId,
      r.guestName,
      r.stay.roomId,
      r.stay.ratePlanId,
      r.stay.checkIn,
      r.stay.checkOut,
      r.stay.adults,
      r.stay.children,
      unavailableReasons(r.reasons),
      r.at.toISOString(),
    ],
  );
}
