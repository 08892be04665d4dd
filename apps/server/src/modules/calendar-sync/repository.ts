/**
 * All SQL of calendar sync: imported feeds and the dates they block (calendar_feeds, calendar_sync_blocks), the
 * close-outs a feed sets on the unit's rate plans, the export links and what an export shows. Every statement
 * is scoped by the property (hotel_id), except the public export's lookup by its secret token and the
 * scheduled job's claim of due feeds across properties.
 */
import type { Res } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

export type Calendar = Res<'createCalendar'>;

/** An imported calendar of a unit. */
export interface Feed {
  hotelId: number;
  calendarId: number;
  roomId: number;
  name: string;
  link: string;
}

/** A feed with the outcome of its last sync: the contract's calendar without what its blocks add. */
export type FeedState = Omit<Calendar, 'closedDates' | 'closedRanges' | 'conflicts'>;

/** A date a feed blocks: closed by it (APPLIED, with the plans it closed) or held by a booking (CONFLICT). */
export interface Block {
  date: string;
  status: 'APPLIED' | 'CONFLICT';
  summary: string;
  closedPlanIds: number[];
}

interface FeedStateRow {
  calendar_id: number;
  room_id: number;
  name: string;
  link: string;
  created_at: Date;
  last_sync_at: Date | null;
  last_status: Calendar['status'];
  last_error_code: Calendar['errorCode'];
  last_error_detail: string | null;
  last_event_count: number | null;
}

const FEED_COLUMNS = `calendar_id, room_id, name, link, created_at, last_sync_at, last_status, last_error_code,
  last_error_detail, last_event_count`;

const feedStateOf = (f: FeedStateRow): FeedState => ({
  calendarId: Number(f.calendar_id),
  roomId: Number(f.room_id),
  name: f.name,
  link: f.link,
  createdAt: f.created_at.toISOString(),
  lastSyncAt: f.last_sync_at ? f.last_sync_at.toISOString() : null,
  status: f.last_status,
  errorCode: f.last_error_code,
  errorDetail: f.last_error_detail,
  eventCount: f.last_event_count,
});

/** The property's feeds, by unit. */
export async function listFeeds(db: Database, hotelId: number): Promise<FeedState[]> {
  const rows = await db.query<FeedStateRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE hotel_id = $1 ORDER BY room_id, calendar_id`,
    [hotelId],
  );
  return rows.map(feedStateOf);
}

export async function findFeedState(
  db: Database,
  hotelId: number,
  calendarId: number,
): Promise<FeedState | null> {
  const row = await db.maybeOne<FeedStateRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2`,
    [hotelId, calendarId],
  );
  return row ? feedStateOf(row) : null;
}

/** The blocks of a feed from `from` on, by date. */
export async function blocksFrom(db: Database, hotelId: number, calendarId: number, from: string) {
  const rows = await db.query<{
    date: string;
    status: Block['status'];
    summary: string;
    booking_id: number | null;
  }>(
    `SELECT date::text AS date, status, summary, booking_id FROM calendar_sync_blocks
      WHERE hotel_id = $1 AND calendar_id = $2 AND date >= $3 ORDER BY date`,
    [hotelId, calendarId, from],
  );
  return rows.map((b) => ({
    date: b.date,
    status: b.status,
    summary: b.summary,
    bookingId: b.booking_id === null ? null : Number(b.booking_id),
  }));
}

/** The property's units with the token of their export link. Read-only: a unit has its link from its creation on. */
export async function listExportUnits(db: Database, hotelId: number) {
  const rows = await db.query<{ room_id: number; name: string; token: string }>(
    `SELECT r.room_id, r.name, e.token FROM rooms r
       JOIN calendar_exports e ON e.hotel_id = r.hotel_id AND e.room_id = r.room_id
      WHERE r.hotel_id = $1 ORDER BY r.room_id`,
    [hotelId],
  );
  return rows.map((r) => ({ roomId: Number(r.room_id), name: r.name, token: r.token }));
}

export async function roomExists(db: Database, hotelId: number, roomId: number): Promise<boolean> {
  const row = await db.maybeOne('SELECT room_id FROM rooms WHERE hotel_id = $1 AND room_id = $2', [
    hotelId,
    roomId,
  ]);
  return row !== null;
}

/** Adds a feed to a unit; returns its id. */
export async function insertFeed(
  db: Database,
  hotelId: number,
  feed: { roomId: number; name: string; link: string },
): Promise<number> {
  const row = await db.one<{ calendar_id: number }>(
    `INSERT INTO calendar_feeds (hotel_id, room_id, name, link) VALUES ($1, $2, $3, $4) RETURNING calendar_id`,
    [hotelId, feed.roomId, feed.name, feed.link],
  );
  return Number(row.calendar_id);
}

/** A new secret token for a unit's export link; null when the unit is not this property's. */
export async function rotateExportToken(
  db: Database,
  hotelId: number,
  roomId: number,
): Promise<string | null> {
  const row = await db.maybeOne<{ token: string }>(
    `INSERT INTO calendar_exports (hotel_id, room_id, token)
     SELECT hotel_id, room_id, calendar_export_token() FROM rooms WHERE hotel_id = $1 AND room_id = $2
     ON CONFLICT (hotel_id, room_id) DO UPDATE SET token = EXCLUDED.token, rotated_at = now()
     RETURNING token`,
    [hotelId, roomId],
  );
  return row?.token ?? null;
}

/** The unit of an export token, with its property's name. */
export async function findExportUnit(db: Database, token: string) {
  const row = await db.maybeOne<{ hotel_id: number; room_id: number; name: string; hotel_name: string }>(
    `SELECT e.hotel_id, e.room_id, r.name, h.name AS hotel_name
       FROM calendar_exports e
       JOIN rooms r ON r.hotel_id = e.hotel_id AND r.room_id = e.room_id
       JOIN hotels h ON h.hotel_id = e.hotel_id
      WHERE e.token = $1`,
    [token],
  );
  return row
    ? {
        hotelId: Number(row.hotel_id),
        roomId: Number(row.room_id),
        name: row.name,
        hotelName: row.hotel_name,
      }
    : null;
}

/** A unit's confirmed bookings staying between `from` and `to`. */
export async function confirmedStays(
  db: Database,
  hotelId: number,
  roomId: number,
  from: string,
  to: string,
) {
  const rows = await db.query<{ booking_id: number; check_in: string; check_out: string }>(
    `SELECT booking_id, check_in::text AS check_in, check_out::text AS check_out FROM bookings
      WHERE hotel_id = $1 AND room_id = $2 AND status = 'CONFIRMED' AND check_out > $3 AND check_in <= $4
      ORDER BY check_in, booking_id`,
    [hotelId, roomId, from, to],
  );
  return rows.map((b) => ({ bookingId: Number(b.booking_id), checkIn: b.check_in, checkOut: b.check_out }));
}

/** A unit's closed dates: every rate plan of the unit closed, or no allotment left (nothing to sell). */
export async function closedDates(
  db: Database,
  hotelId: number,
  roomId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db.query<{ date: string }>(
    `SELECT d.date::text AS date FROM (
       SELECT date FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4
        GROUP BY date HAVING bool_and(close_out)
       UNION
       SELECT date FROM room_inventory WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4
          AND allotment - sold <= 0 AND NOT EXISTS (
            SELECT 1 FROM bookings b WHERE b.hotel_id = $1 AND b.room_id = $2 AND b.status = 'CONFIRMED'
               AND b.check_in <= room_inventory.date AND b.check_out > room_inventory.date)
     ) d ORDER BY 1`,
    [hotelId, roomId, from, to],
  );
  return rows.map((r) => r.date);
}
