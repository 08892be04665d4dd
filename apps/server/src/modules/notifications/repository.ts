/**
 * SQL of the notification centre, every statement scoped by hotel_id and, for read state, by the caller's
 * account. Entries themselves are written by the database's triggers (migration 0640), never here.
 */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

/** The channel the triggers NOTIFY with the property's id when an entry is written or read state changes. */
export const NOTIFICATION_CHANNEL = 'extranet_notifications';

type Notification = Schemas['Notification'];

interface Row {
  notification_id: number;
  kind: Notification['kind'];
  params: Notification['params'];
  created_at: Date;
  read: boolean;
}

/** An entry is read for an account up to its mark ("mark all as read") or one by one after it. */
const READ_STATE = `
  LEFT JOIN notification_read_marks m ON m.hotel_id = n.hotel_id AND m.account_id = $2
  LEFT JOIN notification_reads r
    ON r.hotel_id = n.hotel_id AND r.account_id = $2 AND r.notification_id = n.notification_id`;
const IS_READ = `(n.notification_id <= COALESCE(m.read_through, 0) OR r.notification_id IS NOT NULL)`;

export async function list(
  db: Database,
  hotelId: number,
  accountId: number,
  page: { before: number | null; limit: number; unreadOnly: boolean },
  hidden: readonly string[],
): Promise<Notification[]> {
  const rows = await db.query<Row>(
    `SELECT n.notification_id, n.kind, n.params, n.created_at, ${IS_READ} AS read
       FROM notifications n ${READ_STATE}
      WHERE n.hotel_id = $1 AND ($3::bigint IS NULL OR n.notification_id < $3)
        AND (NOT $5::boolean OR NOT ${IS_READ}) AND NOT (n.kind = ANY ($6::text[]))
      ORDER BY n.notification_id DESC
      LIMIT $4`,
    [hotelId, accountId, page.before, page.limit, page.unreadOnly, hidden],
  );
  return rows.map((row) => ({
    notificationId: row.notification_id,
    kind: row.kind,
    params: row.params,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read,
  }));
}

/** The entries the account has not read, but for the kinds `hidden` from it (hiddenNotificationKinds). */
export async function unreadCount(
  db: Database,
  hotelId: number,
  accountId: number,
  hidden: readonly string[],
): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n ${READ_STATE}
      WHERE n.hotel_id = $1 AND NOT ${IS_READ} AND NOT (n.kind = ANY ($3::text[]))`,
    [hotelId, accountId, hidden],
  );
  return row.n;
}

/** Marks one entry read; false when the property has no such entry. Other open pages hear of it (NOTIFY). */
export async function markRead(
  db: Database,
  hotelId: number,
  accountId: number,
  notificationId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.one<{ found: number }>(
      `WITH target AS (
         SELECT notification_id FROM notifications WHERE hotel_id = $1 AND notification_id = $3
       ), marked AS (
         INSERT INTO notification_reads (hotel_id, account_id, notification_id)
         SELECT $1, $2, notification_id FROM target
         ON CONFLICT DO NOTHING
       )
       SELECT count(*)::int AS found FROM target`,
      [hotelId, accountId, notificationId],
    );
    if (row.found > 0) await tx.query(`SELECT pg_notify($1, $2)`, [NOTIFICATION_CHANNEL, String(hotelId)]);
    return row.found > 0;
  });
}

/** Marks every entry of the property read up to the newest one; the one-by-one reads below it are forgotten. */
export async function markAllRead(db: Database, hotelId: number, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const mark = await tx.one<{ read_through: number }>(
      `INSERT INTO notification_read_marks (hotel_id, account_id, read_through)
       SELECT $1, $2, COALESCE(max(notification_id), 0) FROM notifications WHERE hotel_id = $1
       ON CONFLICT (hotel_id, account_id)
         DO UPDATE SET read_through = GREATEST(notification_read_marks.read_through, EXCLUDED.read_through)
       RETURNING read_through`,
      [hotelId, accountId],
    );
    await tx.query(
      `DELETE FROM notification_reads WHERE hotel_id = $1 AND account_id = $2 AND notification_id <= $3`,
      [hotelId, accountId, mark.read_through],
    );
    await tx.query(`SELECT pg_notify($1, $2)`, [NOTIFICATION_CHANNEL, String(hotelId)]);
  });
}
