/**
 * SQL of the activity log (migration 0930, docs/decisions/activity-log.md). Every statement is scoped by hotel_id.
 */
import { KEEPS_READ_CACHE } from '../../db/read-cache.js';
import type { Database } from '../../db/types.js';
import type { Schemas } from '@extranet/api/operations';

export interface Activity {
  hotelId: number;
  accountId: number;
  operation: string;
  subject: Record<string, string>;
  at: Date;
}

/** Records one change (no cached read holds the log). */
export async function record(db: Database, a: Activity): Promise<void> {
  await db.query(
    `${KEEPS_READ_CACHE}INSERT INTO activity_log (hotel_id, account_id, operation, subject, at)
     VALUES ($1, $2, $3, $4::jsonb, $5)`,
    [a.hotelId, a.accountId, a.operation, JSON.stringify(a.subject), a.at],
  );
}

interface Row {
  activity_id: string | number;
  at: Date | string;
  account_id: string | number | null;
  name: string | null;
  email: string | null;
  operation: string;
  subject: Record<string, string>;
}

/**
 * A page of the log between two instants (`from` included, `to` excluded), newest first, after the `before`
 * cursor, one more than `limit` (to know whether a page follows).
 */
export async function page(
  db: Database,
  q: {
    hotelId: number;
    from: Date;
    to: Date;
    accountId: number | null;
    before: number | null;
    limit: number;
  },
): Promise<Schemas['ActivityEntry'][]> {
  const rows = await db.query<Row>(
    `SELECT l.activity_id, l.at, l.account_id, a.name, a.email, l.operation, l.subject
       FROM activity_log l
       LEFT JOIN accounts a ON a.id = l.account_id
      WHERE l.hotel_id = $1 AND l.at >= $2 AND l.at < $3
        AND ($4::bigint IS NULL OR l.account_id = $4)
        AND ($5::bigint IS NULL OR (l.at, l.activity_id) < (SELECT c.at, c.activity_id FROM activity_log c
                                                           WHERE c.hotel_id = $1 AND c.activity_id = $5))
      ORDER BY l.at DESC, l.activity_id DESC
      LIMIT $6`,
    [q.hotelId, q.from, q.to, q.accountId, q.before, q.limit + 1],
  );
  return rows.map((r) => ({
    activityId: Number(r.activity_id),
    at: new Date(r.at).toISOString(),
    accountId: r.account_id === null ? null : Number(r.account_id),
    name: r.name,
    email: r.email,
    operation: r.operation,
    subject: r.subject,
  }));
}

/** The property's users, by name, for the filter. */
export async function members(db: Database, hotelId: number): Promise<Schemas['ActivityLog']['members']> {
  const rows = await db.query<{ account_id: string | number; name: string }>(
    `SELECT a.id AS account_id, a.name
       FROM hotel_users u JOIN accounts a ON a.id = u.account_id
      WHERE u.hotel_id = $1
      ORDER BY lower(a.name), a.id`,
    [hotelId],
  );
  return rows.map((r) => ({ accountId: Number(r.account_id), name: r.name }));
}
