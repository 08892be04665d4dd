import type { Database } from '../../db/index.js';
import type { OtpPurpose as OtpRequestType } from './otp-rules.js';

/** The live OTP of one (e-mail, request type) pair; a new send replaces the code and keeps the send cycle. */
export interface OtpRow {
  code_hash: string | null;
  expires_at: Date | string;
  attempts: number;
  send_count: number;
  last_sent_at: Date | string;
  subject: string | null;
}

export interface OtpState {
  codeHash: string | null;
  expiresAt: Date;
  attempts: number;
  sendCount: number;
  lastSentAt: Date;
  /** What the code is for beyond its type (GUEST_CONTACT: the booking). */
  subject: string | null;
}

function toState(row: OtpRow): OtpState {
  return {
    codeHash: row.code_hash,
    expiresAt: new Date(row.expires_at),
    attempts: row.attempts,
    sendCount: row.send_count,
    lastSentAt: new Date(row.last_sent_at),
    subject: row.subject,
  };
}

export async function lockOtp(
  db: Database,
  email: string,
  requestType: OtpRequestType,
): Promise<OtpState | null> {
  const row = await db.maybeOne<OtpRow>(
    `SELECT code_hash, expires_at, attempts, send_count, last_sent_at, subject FROM otp_codes
     WHERE email = $1 AND request_type = $2 FOR UPDATE`,
    [email, requestType],
  );
  return row ? toState(row) : null;
}

export async function saveNewOtp(
  db: Database,
  email: string,
  requestType: OtpRequestType,
  codeHash: string,
  sentAt: Date,
  expiresAt: Date,
  sendCount: number,
  subject: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO otp_codes (email, request_type, code_hash, expires_at, attempts, send_count, last_sent_at, subject)
     VALUES ($1, $2, $3, $4, 0, $5, $6, $7)
     ON CONFLICT (email, request_type) DO UPDATE SET
       code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0,
       send_count = EXCLUDED.send_count, last_sent_at = EXCLUDED.last_sent_at, verified_at = NULL,
       subject = EXCLUDED.subject`,
    [email, requestType, codeHash, expiresAt, sendCount, sentAt, subject],
  );
}

export async function recordWrongAttempt(
  db: Database,
  email: string,
  requestType: OtpRequestType,
): Promise<number> {
  const row = await db.one<{ attempts: number }>(
    `UPDATE otp_codes SET attempts = attempts + 1 WHERE email = $1 AND request_type = $2 RETURNING attempts`,
    [email, requestType],
  );
  return row.attempts;
}

/** A verified code is spent: it cannot be verified twice. */
export async function consumeOtp(db: Database, email: string, requestType: OtpRequestType): Promise<void> {
  await db.query(
    `UPDATE otp_codes SET code_hash = NULL, verified_at = now() WHERE email = $1 AND request_type = $2`,
    [email, requestType],
  );
}

export async function insertResetToken(
  db: Database,
  tokenHash: string,
  accountId: number,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, account_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, accountId, ttlSeconds],
  );
}

/** Spends a reset token if it is valid; returns its account, or null when unknown, used or expired. */
export async function spendResetToken(db: Database, tokenHash: string): Promise<number | null> {
  const row = await db.maybeOne<{ account_id: string | number }>(
    `UPDATE password_reset_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING account_id`,
    [tokenHash],
  );
  return row ? Number(row.account_id) : null;
}
