/** All SQL of the mail outbox: reading it, the sender's claims and outcomes (writing a mail: db/outbox.ts). */
import type { Res } from '@extranet/api/operations';
import type { Database } from '../../db/index.js';

/** A mail of the outbox as the developer outbox shows it. */
export type OutboxMail = Res<'getDevOutbox'>['mails'][number];

interface OutboxRow {
  id: string | number;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  lang: string;
  status: OutboxMail['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toMail(row: OutboxRow): OutboxMail {
  return {
    id: Number(row.id),
    to: row.to_email,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
    lang: row.lang,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at) ?? '',
    sentAt: iso(row.sent_at),
  };
}

/** The latest mails, newest first, optionally for one recipient. */
export async function listOutbox(
  db: Database,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 200);
  const rows = options.to
    ? await db.query<OutboxRow>(`SELECT * FROM mail_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT $2`, [
        options.to.trim().toLowerCase(),
        limit,
      ])
    : await db.query<OutboxRow>(`SELECT * FROM mail_outbox ORDER BY id DESC LIMIT $1`, [limit]);
  return rows.map(toMail);
}

/** Retries after a failed delivery wait 1, 2, 4, 8 minutes; the fifth failure gives up (status failed). */
export const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * Claims up to `limit` due mails for delivery. SKIP LOCKED plus a lease (next_attempt_at moved forward) lets
 * several processes send without sending a mail twice; a crashed sender's lease simply runs out.
 */
export async function claimDueMails(db: Database, limit: number, leaseSeconds = 120): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxRow>(
    `UPDATE mail_outbox SET status = 'sending', next_attempt_at = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
     )
     RETURNING *`,
    [limit, leaseSeconds],
  );
  return rows.map(toMail);
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [
    id,
  ]);
}

export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET attempts = attempts + 1, last_error = $2,
         status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + make_interval(secs => 60 * power(2, attempts)::int)
     WHERE id = $1`,
    [id, error.slice(0, 2000), MAX_DELIVERY_ATTEMPTS],
  );
}
