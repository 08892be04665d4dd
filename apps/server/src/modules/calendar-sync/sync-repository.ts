/**
 * The SQL of applying feeds (sync.ts): a feed's row and outcome, its blocks, the close-outs it sets and lifts on
 * the unit's rate plans, and the scheduled job's claim of due feeds (across properties). Every other statement
 * is scoped by the property (hotel_id).
 */
import type { Database } from '../../db/types.js';
import type { Block, Calendar, Feed } from './repository.js';

export async function findFeed(db: Database, hotelId: number, calendarId: number): Promise<Feed | null> {
  const row = await db.maybeOne<{
    hotel_id: number;
    calendar_id: number;
    room_id: number;
    name: string;
    link: string;
  }>(
    'SELECT hotel_id, calendar_id, room_id, name, link FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2',
    [hotelId, calendarId],
  );
  return row
    ? {
        hotelId: Number(row.hotel_id),
        calendarId: Number(row.calendar_id),
        roomId: Number(row.room_id),
        name: row.name,
        link: row.link,
      }
    : null;
}

/** Locks a feed's row (FOR UPDATE): syncs and removal of one feed are serialised. False when it is gone. */
export async function lockFeed(tx: Database, hotelId: number, calendarId: number): Promise<boolean> {
  const row = await tx.maybeOne(
    'SELECT calendar_id FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2 FOR UPDATE',
    [hotelId, calendarId],
  );
  return row !== null;
}

/** Records a failed fetch or parse on the feed; it is due again after `intervalMinutes`. */
export async function recordFeedError(
  db: Database,
  feed: Feed,
  error: { code: NonNullable<Calendar['errorCode']>; detail: string },
  intervalMinutes: number,
): Promise<void> {
  await db.query(
    `UPDATE calendar_feeds SET last_status = 'ERROR', last_sync_at = now(), last_error_code = $3,
            last_error_detail = $4, next_sync_at = now() + make_interval(mins => $5)
      WHERE hotel_id = $1 AND calendar_id = $2`,
    [feed.hotelId, feed.calendarId, error.code, error.detail, intervalMinutes],
  );
}

/** Records a good sync on the feed; it is due again after `intervalMinutes`. */
export async function recordFeedSynced(
  tx: Database,
  feed: { hotelId: number; calendarId: number },
  events: number,
  intervalMinutes: number,
): Promise<void> {
  await tx.query(
    `UPDATE calendar_feeds SET last_status = 'OK', last_sync_at = now(), last_error_code = NULL,
            last_error_detail = NULL, last_event_count = $3, next_sync_at = now() + make_interval(mins => $4)
      WHERE hotel_id = $1 AND calendar_id = $2`,
    [feed.hotelId, feed.calendarId, events, intervalMinutes],
  );
}

export async function deleteFeedRow(tx: Database, hotelId: number, calendarId: number): Promise<void> {
  await tx.query('DELETE FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2', [
    hotelId,
    calendarId,
  ]);
}

type BlockRow = { date: string; status: Block['status']; summary: string; closed_plan_ids: number[] | null };
const blockOf = (b: BlockRow): Block => ({
  date: b.date,
  status: b.status,
  summary: b.summary,
  closedPlanIds: (b.closed_plan_ids ?? []).map(Number),
});

/** A feed's blocks of a unit from `from` on. */
export async function unitBlocksFrom(
  tx: Database,
  feed: { hotelId: number; calendarId: number; roomId: number },
  from: string,
): Promise<Block[]> {
  const rows = await tx.query<BlockRow>(
    `SELECT date, status, summary, closed_plan_ids FROM calendar_sync_blocks
      WHERE hotel_id = $1 AND calendar_id = $2 AND room_id = $3 AND date >= $4`,
    [feed.hotelId, feed.calendarId, feed.roomId, from],
  );
  return rows.map(blockOf);
}

/** Every block of a feed, with its unit. */
export async function allBlocks(
  tx: Database,
  hotelId: number,
  calendarId: number,
): Promise<(Block & { roomId: number })[]> {
  const rows = await tx.query<BlockRow & { room_id: number }>(
    `SELECT room_id, date::text AS date, status, summary, closed_plan_ids FROM calendar_sync_blocks
      WHERE hotel_id = $1 AND calendar_id = $2`,
    [hotelId, calendarId],
  );
  return rows.map((b) => ({ ...blockOf(b), roomId: Number(b.room_id) }));
}

export async function deleteBlock(
  tx: Database,
  feed: { hotelId: number; roomId: number; calendarId: number },
  date: string,
): Promise<void> {
  await tx.query(
    'DELETE FROM calendar_sync_blocks WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND calendar_id = $4',
    [feed.hotelId, feed.roomId, date, feed.calendarId],
  );
}

/**
 * Hands the plans to reopen over to another feed's APPLIED block of the date, if any (it reopens them when it
 * lets go). True when one took them.
 */
export async function handOverPlans(
  tx: Database,
  unit: { hotelId: number; roomId: number },
  date: string,
  planIds: readonly number[],
): Promise<boolean> {
  const other = await tx.query<{ calendar_id: number }>(
    `UPDATE calendar_sync_blocks
        SET closed_plan_ids = ARRAY(SELECT DISTINCT unnest(closed_plan_ids || $4::bigint[]))
      WHERE (hotel_id, room_id, date, calendar_id) = (
        SELECT hotel_id, room_id, date, calendar_id FROM calendar_sync_blocks
         WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND status = 'APPLIED'
         ORDER BY calendar_id LIMIT 1)
      RETURNING calendar_id`,
    [unit.hotelId, unit.roomId, date, planIds],
  );
  return other.length > 0;
}

/** Reopens the given plans of a date where they are closed; returns those reopened. */
export async function reopenPlans(
  tx: Database,
  unit: { hotelId: number; roomId: number },
  date: string,
  planIds: readonly number[],
): Promise<number[]> {
  const rows = await tx.query<{ rate_plan_id: number }>(
    `UPDATE rate_plan_ari SET close_out = false, updated_at = now()
      WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND rate_plan_id = ANY($4::bigint[]) AND close_out
      RETURNING rate_plan_id`,
    [unit.hotelId, unit.roomId, date, planIds],
  );
  return rows.map((r) => Number(r.rate_plan_id));
}

/** Closes every open rate plan of a unit on the dates; returns the cells closed. */
export async function closePlans(
  tx: Database,
  unit: { hotelId: number; roomId: number },
  dates: readonly string[],
): Promise<{ ratePlanId: number; date: string }[]> {
  const rows = await tx.query<{ rate_plan_id: number; date: string }>(
    `UPDATE rate_plan_ari SET close_out = true, updated_at = now()
      WHERE hotel_id = $1 AND room_id = $2 AND date = ANY($3::date[]) AND NOT close_out
      RETURNING rate_plan_id, date::text AS date`,
    [unit.hotelId, unit.roomId, dates],
  );
  return rows.map((r) => ({ ratePlanId: Number(r.rate_plan_id), date: r.date }));
}

/** The first confirmed marketplace booking staying on each of the dates, by date. */
export async function bookingsOn(
  tx: Database,
  unit: { hotelId: number; roomId: number },
  dates: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ date: string; booking_id: number }>(
    `SELECT DISTINCT ON (d.date) d.date::text AS date, b.booking_id
       FROM unnest($3::date[]) AS d(date)
       JOIN bookings b ON b.hotel_id = $1 AND b.room_id = $2 AND b.status = 'CONFIRMED'
                      AND b.check_in <= d.date AND b.check_out > d.date
      ORDER BY d.date, b.booking_id`,
    [unit.hotelId, unit.roomId, dates],
  );
  return new Map(rows.map((b) => [b.date, Number(b.booking_id)]));
}

/** Writes a feed's blocks (insert or update by date). */
export async function upsertBlocks(
  tx: Database,
  feed: { hotelId: number; roomId: number; calendarId: number },
  rows: readonly {
    date: string;
    summary: string;
    status: Block['status'];
    bookingId: number | null;
    plans: number[];
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO calendar_sync_blocks (hotel_id, room_id, date, calendar_id, summary, status, booking_id,
                                       closed_plan_ids, synced_at)
     SELECT $1, $2, k.date, $3, k.summary, k.status, k.booking_id, k.plans::bigint[], now()
       FROM unnest($4::date[], $5::text[], $6::text[], $7::bigint[], $8::text[])
         AS k(date, summary, status, booking_id, plans)
     ON CONFLICT (hotel_id, room_id, date, calendar_id) DO UPDATE
       SET summary = EXCLUDED.summary, status = EXCLUDED.status, booking_id = EXCLUDED.booking_id,
           closed_plan_ids = EXCLUDED.closed_plan_ids, synced_at = now()`,
    [
      feed.hotelId,
      feed.roomId,
      feed.calendarId,
      rows.map((r) => r.date),
      rows.map((r) => r.summary),
      rows.map((r) => r.status),
      rows.map((r) => r.bookingId),
      rows.map((r) => `{${r.plans.join(',')}}`),
    ],
  );
}

/**
 * Claims the feeds due for a scheduled sync (several processes: each row goes to one of them; the claim moves
 * next_sync_at forward so a crashed process only delays a feed by one interval).
 */
export async function claimDueFeeds(
  db: Database,
  limit: number,
  intervalMinutes: number,
): Promise<{ hotelId: number; calendarId: number }[]> {
  const rows = await db.transaction((tx) =>
    tx.query<{ hotel_id: number; calendar_id: number }>(
      `UPDATE calendar_feeds f SET next_sync_at = now() + make_interval(mins => $2)
        WHERE (f.hotel_id, f.calendar_id) IN (
          SELECT hotel_id, calendar_id FROM calendar_feeds WHERE next_sync_at <= now()
           ORDER BY next_sync_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING f.hotel_id, f.calendar_id`,
      [limit, intervalMinutes],
    ),
  );
  return rows.map((f) => ({ hotelId: Number(f.hotel_id), calendarId: Number(f.calendar_id) }));
}
