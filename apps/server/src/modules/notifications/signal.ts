/**
 * Tells the notification centre's listeners (NotificationHub, in every server process) that a property has new
 * entries, once the write that made them has committed. The intake's bookings and refusals write their entries
 * through triggers that do not NOTIFY (migration 0900): a NOTIFY inside a transaction takes PostgreSQL's one
 * global lock for notifying commits, and every booking would commit only after the one before it. Signals are
 * coalesced: at most one statement every SIGNAL_MS per database, naming each property once.
 */
import { KEEPS_READ_CACHE } from '../../db/read-cache.js';
import type { Database } from '../../db/types.js';
import { NOTIFICATION_CHANNEL } from './repository.js';

const SIGNAL_MS = 20;
const pending = new WeakMap<Database, Set<number>>();

/** Signals, within SIGNAL_MS, that `hotelId` has new notification entries; call it after the commit. */
export function signalNotifications(db: Database, hotelId: number): void {
  const hotels = pending.get(db);
  if (hotels) {
    hotels.add(hotelId);
    return;
  }
  const due = new Set([hotelId]);
  pending.set(db, due);
  setTimeout(() => {
    pending.delete(db);
    // A signal lost (the database away for a moment) is a stream that counts again at its next change.
    db.query(`${KEEPS_READ_CACHE}SELECT pg_notify($1, h::text) FROM unnest($2::bigint[]) h`, [
      NOTIFICATION_CHANNEL,
      [...due],
    ]).catch(() => undefined);
  }, SIGNAL_MS).unref();
}
