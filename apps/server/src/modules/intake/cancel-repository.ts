/**
 * The write of a cancellation, one statement (CANCEL_SQL): the booking with its fee, its nights given back, the
 * ARI change log, the booking's CANCELLED event and its mails. Scoped by the marketplace's booking id.
 */
import type { CancellationCharge } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { bookingMailSql } from './booking-mail.js';
import { bookingOf, COLS, type Booking, type BookingRow } from './repository.js';
import { KEEPS_READ_CACHE } from '../../db/read-cache.js';

/**
 * The same for a cancellation: the booking with the fee it incurs ($3 charge, $4 amount, $5 when), one room back
 * on every night that has one sold, the change log, the booking's CANCELLED event and its mails ($6).
 */
const CANCEL_SQL = `${KEEPS_READ_CACHE}WITH cancelled AS (
    UPDATE bookings SET status = 'CANCELLED', cancelled_at = $5::timestamptz, cancellation_charge = $3,
           cancellation_fee = $4
     WHERE booking_id = $1 AND status = 'CONFIRMED'
    RETURNING ${COLS}
  ), back AS (
    UPDATE room_inventory i SET sold = i.sold - 1, updated_at = now()
      FROM cancelled c
     WHERE i.hotel_id = c.hotel_id AND i.room_id = c.room_id AND i.date >= c.check_in::date
       AND i.date < c.check_out::date AND i.sold > 0
    RETURNING i.hotel_id, i.room_id, i.date, i.sold
  ), batch AS (
    INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells)
    SELECT c.hotel_id, $2, 'INTAKE', NULL, jsonb_build_object('booking', c.booking_id, 'action', 'CANCEL'),
           (SELECT count(*) FROM back)
      FROM cancelled c WHERE EXISTS (SELECT 1 FROM back)
  ), log AS (
    INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
    SELECT k.hotel_id, $2, 'INTAKE', NULL, k.room_id, 0, k.date, 'sold', to_jsonb(k.sold + 1), to_jsonb(k.sold)
      FROM back k
  ), event AS (
    INSERT INTO booking_events (hotel_id, booking_id, kind, at, detail)
    SELECT hotel_id, booking_id, 'CANCELLED', cancelled_at,
           CASE WHEN cancellation_charge IS NULL THEN '{}'::jsonb
                ELSE jsonb_build_object('charge', cancellation_charge, 'fee', cancellation_fee) END
      FROM cancelled
  ), mails AS (
    ${bookingMailSql('cancelled', 'CANCELLED', '$6')}
  )
  SELECT * FROM cancelled`;

/**
 * Cancels a confirmed booking at `at` with its fee, giving its nights back (CANCEL_SQL); null when it was no
 * longer confirmed.
 */
export async function cancelBooking(
  db: Database,
  c: {
    bookingId: number;
    batchId: string;
    fee: { charge: CancellationCharge; amount: number } | null;
    at: Date;
    /** The cancellation mail in every language (booking-mail.ts bookingMailTemplates). */
    mail: string;
  },
): Promise<Booking | null> {
  const row = await db.maybeOne<BookingRow>(CANCEL_SQL, [
    c.bookingId,
    c.batchId,
    c.fee?.charge ?? null,
    c.fee?.amount ?? null,
    c.at.toISOString(),
    c.mail,
  ]);
  return row ? bookingOf(row) : null;
}
