/**
 * Applying an imported calendar to its unit (see README.md): the dates a feed blocks are closed on every rate
 * plan of the unit, dates it lets go are reopened, dates held by a marketplace booking are conflicts. Also the
 * removal of a feed and the scheduled job.
 */
import { randomUUID } from 'node:crypto';
import { ariWindow, DEFAULT_TIME_ZONE, systemClock, todayInZone, type Clock } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { createBatch, lockHotelAri, logChanges, type CellChange } from '../../db/ari-log.js';
import { FeedError, fetchFeed, type FetchOptions } from './feed-fetch.js';
import { blockedDates, FeedParseError } from './ical.js';
import type { Block } from './repository.js';
import * as repo from './sync-repository.js';

/** How often a feed is fetched by the scheduled job. */
export const SYNC_INTERVAL_MINUTES = 30;

export interface SyncOptions extends FetchOptions {
  /** The server's clock (ctx.clock): which dates are past (default the machine's). */
  readonly clock?: Clock;
}

export interface SyncOutcome {
  status: 'OK' | 'ERROR';
  closed: number;
  reopened: number;
  conflicts: number;
}

/**
 * Reopens the rate plans a removed block had closed, unless another feed still blocks that date (then that
 * block takes over the plans to reopen later). Returns the reopened cells.
 */
async function releaseBlocks(
  tx: Database,
  feed: { hotelId: number; roomId: number; calendarId: number },
  removed: readonly Block[],
): Promise<CellChange[]> {
  const changes: CellChange[] = [];
  for (const block of removed) {
    await repo.deleteBlock(tx, feed, block.date);
    if (block.status !== 'APPLIED' || block.closedPlanIds.length === 0) continue;
    if (await repo.handOverPlans(tx, feed, block.date, block.closedPlanIds)) continue;
    const reopened = await repo.reopenPlans(tx, feed, block.date, block.closedPlanIds);
    for (const ratePlanId of reopened) {
      changes.push({
        roomId: feed.roomId,
        ratePlanId,
        date: block.date,
        field: 'closeOut',
        before: true,
        after: false,
      });
    }
  }
  return changes;
}

/** Logs the changes of a sync or a removal as one SYNC batch of the ARI change log. */
async function logSyncChanges(
  tx: Database,
  hotelId: number,
  request: Record<string, unknown>,
  changes: CellChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const batch = { batchId: randomUUID(), source: 'SYNC', accountId: null };
  await createBatch(tx, { hotelId, ...batch, request, cells: changes.length });
  await logChanges(tx, hotelId, batch, changes);
}

/** The dates a feed blocks from today to the horizon, with their summaries, or the feed's error. */
async function readFeed(
  link: string,
  today: string,
  horizon: string,
  options: FetchOptions,
): Promise<{ dates: Map<string, string>; events: number } | FeedError> {
  try {
    const text = await fetchFeed(link, options);
    try {
      return blockedDates(text, today, horizon);
    } catch (error) {
      if (error instanceof FeedParseError) throw new FeedError('NOT_ICALENDAR', error.message.slice(0, 300));
      throw error;
    }
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return error;
  }
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
  const feed = await repo.findFeed(db, hotelId, calendarId);
  if (!feed) return null;
  const { today, horizon } = ariWindow(todayInZone(DEFAULT_TIME_ZONE, options.clock ?? systemClock));
  const read = await readFeed(feed.link, today, horizon, options);
  if (read instanceof FeedError) {
    await repo.recordFeedError(db, feed, read, SYNC_INTERVAL_MINUTES);
    return { status: 'ERROR', closed: 0, reopened: 0, conflicts: 0 };
  }
  const { dates: desired, events } = read;

  return db.transaction(async (tx) => {
    // An ARI writer like a calendar save, a bulk update or an undo: serialised with them, so an undo's
    // "changed since" check and its write never interleave with a sync (taken before the feed's row, always).
    await lockHotelAri(tx, hotelId);
    // Serialises syncs of one feed (on demand, scheduled, several processes); stops if it was deleted meanwhile.
    if (!(await repo.lockFeed(tx, hotelId, calendarId))) return null;
    const { roomId } = feed;
    const existing = await repo.unitBlocksFrom(tx, feed, today);
    const changes = await releaseBlocks(
      tx,
      feed,
      existing.filter((b) => !desired.has(b.date)),
    );
    const reopened = changes.length;

    const byDate = new Map(existing.map((b) => [b.date, b]));
    const dates = [...desired.keys()].sort();
    // A marketplace booking on a blocked date: reported, never overridden.
    const bookingOn = await repo.bookingsOn(tx, feed, dates);
    // Every blocked date without a booking is closed on every sync, not only when it is new: a date the owner
    // (or an undo) opened while the feed still blocks it would otherwise stay sellable, a double booking.
    const closed = await repo.closePlans(
      tx,
      feed,
      dates.filter((d) => !bookingOn.has(d)),
    );
    const closedBy = new Map<string, number[]>();
    for (const c of closed) {
      closedBy.set(c.date, [...(closedBy.get(c.date) ?? []), c.ratePlanId]);
      changes.push({
        roomId,
        ratePlanId: c.ratePlanId,
        date: c.date,
        field: 'closeOut',
        before: false,
        after: true,
      });
    }
    // Every desired date: kept as it was (APPLIED), newly closed (APPLIED) or held by a booking (CONFLICT).
    const rows = dates.map((d) => {
      const prior = byDate.get(d);
      const bookingId = bookingOn.get(d);
      const summary = (desired.get(d) ?? '').slice(0, 200);
      if (prior?.status === 'APPLIED') {
        // The plans this feed closed before and those it closed again now: all reopen when it lets go.
        const plans = new Set([...prior.closedPlanIds, ...(closedBy.get(d) ?? [])]);
        const sorted = [...plans].sort((a, b) => a - b);
        return { date: d, summary, status: 'APPLIED' as const, bookingId: null, plans: sorted };
      }
      if (bookingId !== undefined)
        return { date: d, summary, status: 'CONFLICT' as const, bookingId, plans: [] };
      return { date: d, summary, status: 'APPLIED' as const, bookingId: null, plans: closedBy.get(d) ?? [] };
    });
    await repo.upsertBlocks(tx, feed, rows);
    await logSyncChanges(tx, hotelId, { calendarId, name: feed.name, link: feed.link }, changes);
    await repo.recordFeedSynced(tx, feed, events, SYNC_INTERVAL_MINUTES);
    return {
      status: 'OK' as const,
      closed: closed.length,
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
    if (!(await repo.lockFeed(tx, hotelId, calendarId))) return false;
    await releaseFeed(tx, hotelId, calendarId);
    await repo.deleteFeedRow(tx, hotelId, calendarId);
    return true;
  });
}

/** Releases every block of a feed (before deleting it): dates only it closed are reopened. */
async function releaseFeed(tx: Database, hotelId: number, calendarId: number): Promise<void> {
  const blocks = await repo.allBlocks(tx, hotelId, calendarId);
  const first = blocks[0];
  if (!first) return;
  const changes = await releaseBlocks(tx, { hotelId, roomId: first.roomId, calendarId }, blocks);
  await logSyncChanges(tx, hotelId, { calendarId, deleted: true }, changes);
}

/** One run of the scheduled job: syncs every due feed, one at a time. Returns how many were synced. */
export async function runDueSyncs(
  db: Database,
  options: SyncOptions = {},
  onError?: (error: unknown) => void,
): Promise<number> {
  let count = 0;
  for (;;) {
    const due = await repo.claimDueFeeds(db, 20, SYNC_INTERVAL_MINUTES);
    if (due.length === 0) return count;
    for (const f of due) {
      try {
        await syncFeed(db, f.hotelId, f.calendarId, options);
        count++;
      } catch (error) {
        onError?.(error);
      }
    }
  }
}
