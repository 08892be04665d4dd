/** SQL of the Hotel Now module; every query is scoped by hotel_id. */
import type { Database } from '../../db/types.js';

interface OfferRow {
  room_id: number;
  date: string;
  allotment: number;
  sold: number;
  open: boolean;
  rooms: number | null;
  discount_percent: number | null;
  hotel_now_sold: number;
}

/** A room's night: its inventory and its saved offer. */
export interface Offer {
  roomId: number;
  date: string;
  allotment: number;
  sold: number;
  open: boolean;
  rooms: number | null;
  discountPercent: number | null;
  /** Rooms the marketplace sold through the offer (part of `sold`). */
  hotelNowSold: number;
}

/** Serialises Hotel Now writers of one property (two saves never check against each other's stale reads). */
export async function lockHotelNow(tx: Database, hotelId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(410, $1::integer)', [hotelId]);
}

export async function roomsOf(db: Database, hotelId: number): Promise<{ roomId: number; name: string }[]> {
  const rows = await db.query<{ room_id: number; name: string }>(
    'SELECT room_id, name FROM rooms WHERE hotel_id = $1 ORDER BY sort_order, room_id',
    [hotelId],
  );
  return rows.map((r) => ({ roomId: Number(r.room_id), name: r.name }));
}

/**
 * Allotment, sold and the saved offer of every room and night in [from, to]; rooms without an inventory row
 * that night have allotment 0. With `lock`, the inventory rows are locked against concurrent sales until the
 * transaction ends, then the offers (the order of a Hotel Now booking: allotment, then offer, so the two never
 * wait for each other in a cycle).
 */
export async function offersOf(
  db: Database,
  hotelId: number,
  from: string,
  to: string,
  options: { lock?: boolean } = {},
): Promise<Offer[]> {
  if (options.lock) {
    await db.query(
      `SELECT 1 FROM room_inventory WHERE hotel_id = $1 AND date BETWEEN $2 AND $3 ORDER BY room_id, date
        FOR SHARE`,
      [hotelId, from, to],
    );
    await db.query(
      `SELECT 1 FROM hotel_now_offers WHERE hotel_id = $1 AND date BETWEEN $2 AND $3 ORDER BY room_id, date
        FOR UPDATE`,
      [hotelId, from, to],
    );
  }
  const rows = await db.query<OfferRow>(
    `SELECT r.room_id, n.date::text AS date,
            COALESCE(i.allotment, 0) AS allotment, COALESCE(i.sold, 0) AS sold,
            COALESCE(o.open, false) AS open, o.rooms, o.discount_percent,
            COALESCE(o.sold, 0) AS hotel_now_sold
       FROM rooms r
       CROSS JOIN (SELECT g::date AS date FROM generate_series($2::date, $3::date, interval '1 day') AS g) AS n
       LEFT JOIN room_inventory i ON i.hotel_id = r.hotel_id AND i.room_id = r.room_id AND i.date = n.date
       LEFT JOIN hotel_now_offers o ON o.hotel_id = r.hotel_id AND o.room_id = r.room_id AND o.date = n.date
      WHERE r.hotel_id = $1
      ORDER BY r.room_id, n.date`,
    [hotelId, from, to],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    date: r.date,
    allotment: r.allotment,
    sold: r.sold,
    open: r.open,
    rooms: r.rooms,
    discountPercent: r.discount_percent,
    hotelNowSold: r.hotel_now_sold,
  }));
}

export interface OfferWrite {
  roomId: number;
  date: string;
  open: boolean;
  rooms: number | null;
  discountPercent: number | null;
}

/** Upserts offers in one statement; closing keeps the last rooms and discount unless new ones are given. */
export async function saveOffers(
  db: Database,
  hotelId: number,
  accountId: number,
  writes: readonly OfferWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  await db.query(
    `INSERT INTO hotel_now_offers (hotel_id, room_id, date, open, rooms, discount_percent, updated_by)
     SELECT $1, w.room_id, w.date, w.open, w.rooms, w.discount_percent, $2
       FROM unnest($3::bigint[], $4::date[], $5::boolean[], $6::integer[], $7::integer[])
         AS w(room_id, date, open, rooms, discount_percent)
     ON CONFLICT (hotel_id, room_id, date) DO UPDATE
       SET open = EXCLUDED.open,
           rooms = COALESCE(EXCLUDED.rooms, hotel_now_offers.rooms),
           discount_percent = COALESCE(EXCLUDED.discount_percent, hotel_now_offers.discount_percent),
           updated_at = now(),
           updated_by = EXCLUDED.updated_by`,
    [
      hotelId,
      accountId,
      writes.map((w) => w.roomId),
      writes.map((w) => w.date),
      writes.map((w) => w.open),
      writes.map((w) => w.rooms),
      writes.map((w) => w.discountPercent),
    ],
  );
}
