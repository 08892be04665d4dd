/**
 * All SQL of the finance PIN (migration 0840). A PIN belongs to an account, not a property: every statement is
 * scoped by account_id (the caller's own, checked by the service), so another account's PIN is never touched.
 * Hashes never leave this file except to the service that verifies them.
 */
import type { PinResetCause, PinResetStatus } from '@extranet/domain';
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

export interface StoredPin {
  hash: string | null;
  setAt: Date | null;
  failedAttempts: number;
  version: number;
}

interface PinRow {
  pin_hash: string | null;
  set_at: Date | string | null;
  failed_attempts: number;
  version: number;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const iso = (v: Date | string) => date(v).toISOString();

const pinOfRow = (r: PinRow): StoredPin => ({
  hash: r.pin_hash,
  setAt: r.set_at === null ? null : date(r.set_at),
  failedAttempts: Number(r.failed_attempts),
  version: Number(r.version),
});

const PIN_COLUMNS = 'pin_hash, set_at, failed_attempts, version';

/** The account's PIN row (null when it never had one). `lock` holds it until the transaction ends. */
export async function pinOf(db: Database, accountId: number, lock = false): Promise<StoredPin | null> {
  const row = await db.maybeOne<PinRow>(
    `SELECT ${PIN_COLUMNS} FROM account_pins WHERE account_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [accountId],
  );
  return row ? pinOfRow(row) : null;
}

/** Makes sure the account has a row to lock (a PIN being created for the first time). */
export async function ensureRow(db: Database, accountId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO account_pins (account_id, updated_at) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING`,
    [accountId, at],
  );
}

/** Sets the PIN (its attempts cleared, a new version) and records it in the history. */
export async function setPin(db: Database, accountId: number, hash: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE account_pins
        SET pin_hash = $2, set_at = $3, failed_attempts = 0, blocked_at = NULL, version = version + 1, updated_at = $3
      WHERE account_id = $1`,
    [accountId, hash, at],
  );
  await db.query(`INSERT INTO account_pin_history (account_id, pin_hash, set_at) VALUES ($1, $2, $3)`, [
    accountId,
    hash,
    at,
  ]);
}

/** The hashes of the account's last `count` PINs, newest first. */
export async function recentHashes(db: Database, accountId: number, count: number): Promise<string[]> {
  const rows = await db.query<{ pin_hash: string }>(
    `SELECT pin_hash FROM account_pin_history WHERE account_id = $1 ORDER BY history_id DESC LIMIT $2`,
    [accountId, count],
  );
  return rows.map((r) => r.pin_hash);
}

/** Counts a wrong entry; the 5th blocks the PIN. Answers the wrong entries counted so far. */
export async function countWrongEntry(
  db: Database,
  accountId: number,
  max: number,
  at: Date,
): Promise<number> {
  const row = await db.one<{ failed_attempts: number }>(
    `UPDATE account_pins
        SET failed_attempts = LEAST(failed_attempts + 1, $2),
            blocked_at = CASE WHEN failed_attempts + 1 >= $2 THEN $3 ELSE blocked_at END,
            updated_at = $3
      WHERE account_id = $1
  RETURNING failed_attempts`,
    [accountId, max, at],
  );
  return Number(row.failed_attempts);
}

/** A correct entry: the wrong ones are forgotten. */
export async function clearWrongEntries(db: Database, accountId: number): Promise<void> {
  await db.query(
    `UPDATE account_pins SET failed_attempts = 0 WHERE account_id = $1 AND failed_attempts > 0`,
    [accountId],
  );
}

/** An approved reset: no PIN any more (a new version, so earlier proofs stop counting). */
export async function clearPin(db: Database, accountId: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE account_pins
        SET pin_hash = NULL, set_at = NULL, failed_attempts = 0, blocked_at = NULL, version = version + 1,
            updated_at = $2
      WHERE account_id = $1`,
    [accountId, at],
  );
}

// ---------------------------------------------------------------- reset requests

interface ResetRow {
  request_id: string | number;
  account_id: string | number;
  status: PinResetStatus;
  cause: PinResetCause;
  requested_at: Date | string;
  decided_at: Date | string | null;
  reason: string | null;
}

export type ResetRequest = Schemas['PinResetRequest'] & { accountId: number };

const resetOf = (r: ResetRow): ResetRequest => ({
  requestId: Number(r.request_id),
  accountId: Number(r.account_id),
  status: r.status,
  cause: r.cause,
  requestedAt: iso(r.requested_at),
  decidedAt: r.decided_at === null ? null : iso(r.decided_at),
  reason: r.reason,
});

const RESET_COLUMNS = 'request_id, account_id, status, cause, requested_at, decided_at, reason';

/** The account's latest reset request. */
export async function latestReset(db: Database, accountId: number): Promise<ResetRequest | null> {
  const row = await db.maybeOne<ResetRow>(
    `SELECT ${RESET_COLUMNS} FROM pin_reset_requests WHERE account_id = $1 ORDER BY request_id DESC LIMIT 1`,
    [accountId],
  );
  return row ? resetOf(row) : null;
}

export async function insertReset(
  db: Database,
  accountId: number,
  cause: PinResetCause,
  at: Date,
): Promise<ResetRequest> {
  const row = await db.one<ResetRow>(
    `INSERT INTO pin_reset_requests (account_id, cause, requested_at) VALUES ($1, $2, $3)
     RETURNING ${RESET_COLUMNS}`,
    [accountId, cause, at],
  );
  return resetOf(row);
}

/** A reset request by its id (the market managers' queue spans every account), locked for the decision. */
export async function resetForDecision(db: Database, requestId: number): Promise<ResetRequest | null> {
  const row = await db.maybeOne<ResetRow>(
    `SELECT ${RESET_COLUMNS} FROM pin_reset_requests WHERE request_id = $1 FOR UPDATE`,
    [requestId],
  );
  return row ? resetOf(row) : null;
}

export async function decideReset(
  db: Database,
  requestId: number,
  decision: { status: 'APPROVED' | 'REJECTED'; by: number; at: Date; reason: string | null },
): Promise<ResetRequest> {
  const row = await db.one<ResetRow>(
    `UPDATE pin_reset_requests SET status = $2, decided_by = $3, decided_at = $4, reason = $5
      WHERE request_id = $1
  RETURNING ${RESET_COLUMNS}`,
    [requestId, decision.status, decision.by, decision.at, decision.reason],
  );
  return resetOf(row);
}

/** The pending requests with who asked, oldest first. */
export async function pendingResets(db: Database, limit: number): Promise<Schemas['PinResetQueueItem'][]> {
  const rows = await db.query<{
    request_id: string | number;
    account_id: string | number;
    name: string;
    email: string;
    cause: PinResetCause;
    requested_at: Date | string;
  }>(
    `SELECT r.request_id, r.account_id, a.name, a.email, r.cause, r.requested_at
       FROM pin_reset_requests r JOIN accounts a ON a.id = r.account_id
      WHERE r.status = 'REQUESTED'
      ORDER BY r.requested_at, r.request_id
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    requestId: Number(r.request_id),
    accountId: Number(r.account_id),
    name: r.name,
    email: r.email,
    cause: r.cause,
    requestedAt: iso(r.requested_at),
  }));
}
