import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/types.js';
import { ariWindow } from '../ari/dates.js';
import { createBatch, lockHotelAri, logChanges, type CellChange } from '../ari/repository.js';
import { blockedAddressOf, guardedFetch } from './guarded-fetch.js';
import { blockedDates, FeedParseError } from './ical.js';

/** How often a feed is fetched by the scheduled job. */
export const SYNC_INTERVAL_MINUTES = 30;
const FETCH_TIMEOUT_MS = 20_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export type SyncErrorCode =
  'FETCH_FAILED' | 'BLOCKED_ADDRESS' | 'TIMEOUT' | 'HTTP_STATUS' | 'TOO_LARGE' | 'NOT_ICALENDAR';

export interface SyncOptions {
  /** Allow links to loopback and private addresses (tests; see CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS). */
  readonly allowPrivateHosts?: boolean;
}

export class FeedError extends Error {
  override name = 'FeedError';
  constructor(
    readonly code: SyncErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** webcal(s):// is https:// (what every calendar app does). */
export function fetchableUrl(link: string): string {
  return link.trim().replace(/^webcals?:\/\//i, 'https://');
}

/** Downloads a feed: public addresses only (unless allowed), 20 s timeout, at most 5 MiB, a 2xx answer. */
export async function fetchFeed(link: string, options: SyncOptions = {}): Promise<string> {
  let response: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    response = await guardedFetch(
      fetchableUrl(link),
      {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'user-agent': 'Extranet-CalendarSync/1',
        },
      },
      options.allowPrivateHosts === true,
    );
  } catch (error) {
    const blocked = blockedAddressOf(error);
    if (blocked) throw new FeedError('BLOCKED_ADDRESS', blocked.address);
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new FeedError('TIMEOUT', `${FETCH_TIMEOUT_MS} ms`);
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new FeedError('FETCH_FAILED', cause.slice(0, 300));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError('HTTP_STATUS', String(response.status));
  }
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > MAX_FEED_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError('TOO_LARGE', String(length));
  }
  const buffer = await response.arrayBuffer();
  if (buffer.byteLength > MAX_FEED_BYTES) throw new FeedError('TOO_LARGE', String(buffer.byteLength));
  return new TextDecoder('utf-8').decode(buffer);
}

export interface FeedRow {
  hotel_id: number;
  calendar_id: number;
  room_id: number;
  name: string;
  link: string;
}

interface BlockRow {
  date: string;
  status: 'APPLIED' | 'CONFLICT';
  summary: string;
  closed_plan_ids: number[];
}

export interface SyncOutcome {
  status: 'OK' | 'ERROR';
  closed: number;
  reopened: number;
  conflicts: number;
}

async function recordError(db: Database, feed: FeedRow, error: FeedError): Promise<void> {
  await db.query(
    `UPDATE calendar_feeds SET last_status = 'ERROR', last_sync_at = now(), last_error_code = $3,
            last_error_detail = $4, next_sync_at = now() + make_interval(mins => $5)
      WHERE hotel_id = $1 AND calendar_id = $2`,
    [feed.hotel_id, feed.calendar_id, error.code, error.detail, SYNC_INTERVAL_MINUTES],
  );
}

/**
 * Reopens the rate plans a removed block had closed, unless another feed still blocks that date (then that
 * block takes over the plans to reopen later). Returns the reopened cells.
 */
async function releaseBlocks(
  tx: Database,
  hotelId: number,
  roomId: number,
  calendarId: number,
  removed: readonly BlockRow[],
): Promise<CellChange[]> {
  const changes: CellChange[] = [];
  for (const block of removed) {
    await tx.query(
      'DELETE FROM calendar_sync_blocks WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND calendar_id = $4',
      [hotelId, roomId, block.date, calendarId],
    );
    if (block.status !== 'APPLIED' || block.closed_plan_ids.length === 0) continue;
    const other = await tx.query<{ calendar_id: number }>(
      `UPDATE calendar_sync_blocks
          SET closed_plan_ids = ARRAY(SELECT DISTINCT unnest(closed_plan_ids || $4::bigint[]))
        WHERE (hotel_id, room_id, date, calendar_id) = (
          SELECT hotel_id, room_id, date, calendar_id FROM calendar_sync_blocks
           WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND status = 'APPLIED'
           ORDER BY calendar_id LIMIT 1)
        RETURNING calendar_id`,
      [hotelId, roomId, block.date, block.closed_plan_ids],
    );
    if (other.length > 0) continue;
    const reopened = await tx.query<{ rate_plan_id: number }>(
      `UPDATE rate_plan_ari SET close_out = false, updated_at = now()
        WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND rate_plan_id = ANY($4::bigint[]) AND close_out
        RETURNING rate_plan_id`,
      [hotelId, roomId, block.date, block.closed_plan_ids],
    );
    for (const r of reopened) {
      changes.push({
        roomId,
        ratePlanId: Number(r.rate_plan_id),
        date: block.date,
        field: 'closeOut',
        before: true,
        after: false,
      });
    }
  }
  return changes;
}

/**
 * Fetches one feed and applies it: dates it blocks are closed (close-out on every rate plan of the unit),
 * dates it no longer blocks are reopened, dates held by a marketplace booking are recorded as conflicts and
 * left as they are. Changes are logged in the ARI change log with source SYNC (the batch request names the
 * feed). A fetch or parse error is recorded on the feed; its earlier blocks stay.
 */
export async function syncFeed(
  db: Database,
  hotelId: number,
  calendarId: number,
  options: SyncOptions = {},
): Promise<SyncOutcome | null> {
  const feed = await db.maybeOne<FeedRow>(
    'SELECT hotel_id, calendar_id, room_id, name, link FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2',
    [hotelId, calendarId],
  );
  if (!feed) return null;
  const { today, horizon } = ariWindow();
  let desired: Map<string, string>;
  let events: number;
  try {
    const text = await fetchFeed(feed.link, options);
    try {
      ({ dates: desired, events } = blockedDates(text, today, horizon));
    } catch (error) {
      if (error instanceof FeedParseError) throw new FeedError('NOT_ICALENDAR', error.message.slice(0, 300));
      throw error;
    }
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    await recordError(db, feed, error);
    return { status: 'ERROR', closed: 0, reopened: 0, conflicts: 0 };
  }

  return db.transaction(async (tx) => {
    // An ARI writer like a calendar save, a bulk update or an undo: serialised with them, so an undo's
    // "changed since" check and its write never interleave with a sync (taken before the feed's row, always).
    await lockHotelAri(tx, hotelId);
    // Serialises syncs of one feed (on demand, scheduled, several processes); stops if it was deleted meanwhile.
    const locked = await tx.maybeOne(
      'SELECT calendar_id FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2 FOR UPDATE',
      [hotelId, calendarId],
    );
    if (!locked) return null;
    const roomId = Number(feed.room_id);
    const existing = await tx.query<BlockRow>(
      `SELECT date, status, summary, closed_plan_ids FROM calendar_sync_blocks
        WHERE hotel_id = $1 AND calendar_id = $2 AND room_id = $3 AND date >= $4`,
      [hotelId, calendarId, roomId, today],
    );
    const removed = existing.filter((b) => !desired.has(b.date));
    const changes = await releaseBlocks(
      tx,
      hotelId,
      roomId,
      calendarId,
      removed.map((b) => ({ ...b, closed_plan_ids: (b.closed_plan_ids ?? []).map(Number) })),
    );
    const reopened = changes.length;

    const byDate = new Map(existing.map((b) => [b.date, b]));
    const dates = [...desired.keys()].sort();
    // A marketplace booking on a blocked date: reported, never overridden.
    const booked = await tx.query<{ date: string; booking_id: number }>(
      `SELECT DISTINCT ON (d.date) d.date::text AS date, b.booking_id
         FROM unnest($3::date[]) AS d(date)
         JOIN bookings b ON b.hotel_id = $1 AND b.room_id = $2 AND b.status = 'CONFIRMED'
                        AND b.check_in <= d.date AND b.check_out > d.date
        ORDER BY d.date, b.booking_id`,
      [hotelId, roomId, dates],
    );
    const bookingOn = new Map(booked.map((b) => [b.date, Number(b.booking_id)]));
    // Every blocked date without a booking is closed on every sync, not only when it is new: a date the owner
    // (or an undo) opened while the feed still blocks it would otherwise stay sellable, a double booking.
    const toClose = dates.filter((d) => !bookingOn.has(d));
    const closedRows = await tx.query<{ rate_plan_id: number; date: string }>(
      `UPDATE rate_plan_ari SET close_out = true, updated_at = now()
        WHERE hotel_id = $1 AND room_id = $2 AND date = ANY($3::date[]) AND NOT close_out
        RETURNING rate_plan_id, date::text AS date`,
      [hotelId, roomId, toClose],
    );
    const closedBy = new Map<string, number[]>();
    for (const r of closedRows) {
      closedBy.set(r.date, [...(closedBy.get(r.date) ?? []), Number(r.rate_plan_id)]);
      changes.push({
        roomId,
        ratePlanId: Number(r.rate_plan_id),
        date: r.date,
        field: 'closeOut',
        before: false,
        after: true,
      });
    }
    // Every desired date: kept as it was (APPLIED), newly closed (APPLIED) or held by a booking (CONFLICT).
    const rows = dates.map((d) => {
      const prior = byDate.get(d);
      const bookingId = bookingOn.get(d);
      if (prior?.status === 'APPLIED') {
        // The plans this feed closed before and those it closed again now: all reopen when it lets go.
        const plans = new Set([...(prior.closed_plan_ids ?? []).map(Number), ...(closedBy.get(d) ?? [])]);
        return { date: d, status: 'APPLIED', bookingId: null, plans: [...plans].sort((a, b) => a - b) };
      }
      if (bookingId !== undefined) return { date: d, status: 'CONFLICT', bookingId, plans: [] as number[] };
      return { date: d, status: 'APPLIED', bookingId: null, plans: closedBy.get(d) ?? [] };
    });
    if (rows.length > 0) {
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
          hotelId,
          roomId,
          calendarId,
          rows.map((r) => r.date),
          rows.map((r) => (desired.get(r.date) ?? '').slice(0, 200)),
          rows.map((r) => r.status),
          rows.map((r) => r.bookingId),
          rows.map((r) => `{${r.plans.join(',')}}`),
        ],
      );
    }
    if (changes.length > 0) {
      const batch = { batchId: randomUUID(), source: 'SYNC', accountId: null };
      await createBatch(tx, {
        hotelId,
        ...batch,
        request: { calendarId, name: feed.name, link: feed.link },
        cells: changes.length,
      });
      await logChanges(tx, hotelId, batch, changes);
    }
    await tx.query(
      `UPDATE calendar_feeds SET last_status = 'OK', last_sync_at = now(), last_error_code = NULL,
              last_error_detail = NULL, last_event_count = $3, next_sync_at = now() + make_interval(mins => $4)
        WHERE hotel_id = $1 AND calendar_id = $2`,
      [hotelId, calendarId, events, SYNC_INTERVAL_MINUTES],
    );
    return {
      status: 'OK' as const,
      closed: closedRows.length,
      reopened,
      conflicts: rows.filter((r) => r.status === 'CONFLICT').length,
    };
  });
}

/**
 * Deletes a feed; dates only it closed are reopened (an ARI write: under the property's ARI lock, taken before
 * the feed's row as a sync does). False when there is no such feed.
 */
export async function deleteFeed(db: Database, hotelId: number, calendarId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockHotelAri(tx, hotelId);
    const feed = await tx.maybeOne(
      'SELECT calendar_id FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2 FOR UPDATE',
      [hotelId, calendarId],
    );
    if (!feed) return false;
    await releaseFeed(tx, hotelId, calendarId);
    await tx.query('DELETE FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2', [
      hotelId,
      calendarId,
    ]);
    return true;
  });
}

/** Releases every block of a feed (before deleting it): dates only it closed are reopened. */
async function releaseFeed(tx: Database, hotelId: number, calendarId: number): Promise<number> {
  const blocks = await tx.query<BlockRow & { room_id: number }>(
    `SELECT room_id, date::text AS date, status, summary, closed_plan_ids FROM calendar_sync_blocks
      WHERE hotel_id = $1 AND calendar_id = $2`,
    [hotelId, calendarId],
  );
  if (blocks.length === 0) return 0;
  const roomId = Number(blocks[0]?.room_id);
  const changes = await releaseBlocks(
    tx,
    hotelId,
    roomId,
    calendarId,
    blocks.map((b) => ({ ...b, closed_plan_ids: (b.closed_plan_ids ?? []).map(Number) })),
  );
  if (changes.length > 0) {
    const batch = { batchId: randomUUID(), source: 'SYNC', accountId: null };
    await createBatch(tx, {
      hotelId,
      ...batch,
      request: { calendarId, deleted: true },
      cells: changes.length,
    });
    await logChanges(tx, hotelId, batch, changes);
  }
  return changes.length;
}

/**
 * Claims the feeds due for a scheduled sync (several processes: each row goes to one of them; the claim moves
 * next_sync_at forward so a crashed process only delays a feed by one interval).
 */
export async function claimDueFeeds(
  db: Database,
  limit = 20,
): Promise<{ hotel_id: number; calendar_id: number }[]> {
  return db.transaction((tx) =>
    tx.query<{ hotel_id: number; calendar_id: number }>(
      `UPDATE calendar_feeds f SET next_sync_at = now() + make_interval(mins => $2)
        WHERE (f.hotel_id, f.calendar_id) IN (
          SELECT hotel_id, calendar_id FROM calendar_feeds WHERE next_sync_at <= now()
           ORDER BY next_sync_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING f.hotel_id, f.calendar_id`,
      [limit, SYNC_INTERVAL_MINUTES],
    ),
  );
}

/** One run of the scheduled job: syncs every due feed, one at a time. Returns how many were synced. */
export async function runDueSyncs(
  db: Database,
  options: SyncOptions = {},
  onError?: (error: unknown) => void,
): Promise<number> {
  let count = 0;
  for (;;) {
    const due = await claimDueFeeds(db);
    if (due.length === 0) return count;
    for (const f of due) {
      try {
        await syncFeed(db, Number(f.hotel_id), Number(f.calendar_id), options);
        count++;
      } catch (error) {
        onError?.(error);
      }
    }
  }
}
