/**
 * The mail outbox's one write, for every module: a mail is written in the transaction of the change that causes
 * it, and delivered later by the mail module (modules/mail/sender.ts).
 */
import type { Database } from './types.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. `otp.REGISTER`; lets a developer or a test find it. */
  kind: string;
  lang: string;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes the mail, so the mail
 * exists exactly when the change does; delivery happens later (modules/mail/sender.ts).
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const row = await db.one<{ id: string | number }>(
    `INSERT INTO mail_outbox (to_email, subject, text_body, html_body, kind, lang)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [mail.to.toLowerCase(), mail.subject, mail.text, mail.html ?? null, mail.kind, mail.lang],
  );
  return Number(row.id);
}
