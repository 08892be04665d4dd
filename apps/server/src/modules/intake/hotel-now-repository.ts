/** The SQL of Hotel Now sales: a room's offer of a night, and the one-statement write of a Hotel Now booking. */
import type { Database } from '../../db/types.js';
import {
  BOOKED_SQL,
  bookingParams,
  COMMISSION_SQL,
  byKey,
  COLS,
  hotelNowBookingOf,
  type BookingKey,
  type BookingRow,
  type HotelNowBooking,
  type NewBooking,
} from './repository.js';
import { KEEPS_READ_CACHE } from '../../db/read-cache.js';

/**
 * The write of a Hotel Now booking, one statement like BOOK_SQL (repository.ts), on the one night:
 * - takes one room of the allotment (`room_inventory.sold + 1`, refused above the allotment by its CHECK), then,
 *   once that row is locked (EXISTS on `taken`: the locks are taken allotment first, then offer, the order of the
 *   owner's save), one room of the offer if it is open (`hotel_now_offers.sold + 1`, refused above its rooms by
 *   hotel_now_offers_sold_within_rooms, migration 0450). Concurrent bookings wait on the night's row lock and
 *   count what the others committed: the offer never sells more than min(rooms, unsold allotment);
 * - inserts the booking (channel HOTEL_NOW) only when both were taken, else the statement fails;
 * - writes the ARI change log of the allotment as an intake booking does (one INTAKE batch, one `sold` change).
 */
const HOTEL_NOW_BOOK_SQL = `${KEEPS_READ_CACHE}WITH taken AS (
    UPDATE room_inventory SET sold = sold + 1, updated_at = now()
     WHERE hotel_id = $1 AND room_id = $2 AND date = $5::date
    RETURNING date, sold
  ), offer AS (
    UPDATE hotel_now_offers SET sold = sold + 1
     WHERE hotel_id = $1 AND room_id = $2 AND date = $5::date AND open AND EXISTS (SELECT 1 FROM taken)
    RETURNING sold
  ), booking AS (
    INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
      check_out, adults, children, guest_name, guest_email, total_price, nightly_rates, cancellation, surcharges,
      children_ages, channel, children_charge, los_discount, commission_percent, guest_phone, created_at)
    SELECT $1, $3, $4, $14, $2, $7, $5, $6, $8, $9, $10, $11, $12, $13, $16::jsonb, $17::jsonb, $18::smallint[],
           'HOTEL_NOW', $19, $20, ${COMMISSION_SQL}, $22::text, $23::timestamptz
     WHERE intake_all_nights_taken(1, (SELECT count(*) FROM taken))
       AND hotel_now_offer_taken((SELECT count(*) FROM offer))
    RETURNING ${COLS}, channel
  ), batch AS (
    INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells)
    SELECT $1, $15, 'INTAKE', NULL,
           jsonb_build_object('booking', b.booking_id, 'action', 'BOOK', 'channel', 'HOTEL_NOW'),
           (SELECT count(*) FROM taken)
      FROM booking b
  ), log AS (
    INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
    SELECT $1, $15, 'INTAKE', NULL, $2, 0, t.date, 'sold', to_jsonb(t.sold - 1), to_jsonb(t.sold) FROM taken t
  )${BOOKED_SQL}
  SELECT * FROM booking`;

/** Records a Hotel Now booking of one night, taking a room of the allotment and of the offer (HOTEL_NOW_BOOK_SQL). */
export async function insertHotelNowBooking(db: Database, b: NewBooking): Promise<HotelNowBooking> {
  return hotelNowBookingOf(await db.one<BookingRow>(HOTEL_NOW_BOOK_SQL, bookingParams(b)));
}

/** A room's Hotel Now offer of a night (nulls when it has none) and the key's earlier booking, one round trip. */
export interface OfferRead {
  open: boolean | null;
  rooms: number | null;
  discountPercent: number | null;
  sold: number | null;
  replayOf: number | null;
}

export async function readOffer(
  db: Database,
  s: { hotelId: number; roomId: number },
  night: string,
  idempotency: BookingKey | null,
): Promise<OfferRead> {
  const row = await db.one<{
    open: boolean | null;
    rooms: number | null;
    discount_percent: number | null;
    sold: number | null;
    replay_of: number | null;
  }>(
    `SELECT o.open, o.rooms, o.discount_percent, o.sold,
            (SELECT k.booking_id FROM (${byKey('$5')}) k WHERE k.hotel_id = $1 AND k.marketplace = $4) AS replay_of
       FROM (SELECT 1) one
       LEFT JOIN hotel_now_offers o ON o.hotel_id = $1 AND o.room_id = $2 AND o.date = $3::date`,
    [s.hotelId, s.roomId, night, idempotency?.marketplace ?? null, idempotency?.key ?? null],
  );
  return {
    open: row.open,
    rooms: row.rooms === null ? null : Number(row.rooms),
    discountPercent: row.discount_percent === null ? null : Number(row.discount_percent),
    sold: row.sold === null ? null : Number(row.sold),
    replayOf: row.replay_of === null ? null : Number(row.replay_of),
  };
}
