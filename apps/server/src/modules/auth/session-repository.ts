import type { Database } from '../../db/index.js';

/** Refresh-token families: one per sign-in; every refresh spends a token and adds the next one to the family. */
export interface FamilyRow {
  family_id: string;
  account_id: string | number;
  current_hotel_id: string | number | null;
  revoked_at: Date | string | null;
}

export interface RefreshTokenLookup {
  familyId: string;
  accountId: number;
  currentHotelId: number | null;
  familyRevoked: boolean;
  spent: boolean;
  /** Seconds since the token was spent (null when unspent). */
  spentSecondsAgo: number | null;
  expired: boolean;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

export async function createFamily(
  db: Database,
  familyId: string,
  accountId: number,
  currentHotelId: number | null,
  channelId: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_families (family_id, account_id, current_hotel_id, channel_id) VALUES ($1, $2, $3, $4)`,
    [familyId, accountId, currentHotelId, channelId],
  );
}

export async function insertRefreshToken(
  db: Database,
  tokenHash: string,
  familyId: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, familyId, ttlSeconds],
  );
}

/** Finds a refresh token and locks it, so two concurrent refreshes cannot both spend it. */
export async function lockRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenLookup | null> {
  const row = await db.maybeOne<{
    family_id: string;
    account_id: string | number;
    current_hotel_id: string | number | null;
    family_revoked: boolean;
    spent: boolean;
    spent_seconds_ago: number | null;
    expired: boolean;
  }>(
    `SELECT t.family_id, f.account_id, f.current_hotel_id, f.revoked_at IS NOT NULL AS family_revoked,
            t.spent_at IS NOT NULL AS spent, extract(epoch FROM now() - t.spent_at)::float8 AS spent_seconds_ago,
            t.expires_at <= now() AS expired
     FROM refresh_tokens t JOIN refresh_families f ON f.family_id = t.family_id
     WHERE t.token_hash = $1
     FOR UPDATE OF t`,
    [tokenHash],
  );
  if (!row) return null;
  return {
    familyId: row.family_id,
    accountId: Number(row.account_id),
    currentHotelId: num(row.current_hotel_id),
    familyRevoked: row.family_revoked,
    spent: row.spent,
    spentSecondsAgo: row.spent_seconds_ago === null ? null : Number(row.spent_seconds_ago),
    expired: row.expired,
  };
}

export async function spendRefreshToken(db: Database, tokenHash: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET spent_at = now() WHERE token_hash = $1`, [tokenHash]);
}

export async function revokeFamily(db: Database, familyId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE refresh_families SET revoked_at = now(), revoked_reason = $2 WHERE family_id = $1 AND revoked_at IS NULL`,
    [familyId, reason],
  );
}

export async function revokeAllFamilies(db: Database, accountId: number, reason: string): Promise<void> {
  await db.query(
    `UPDATE refresh_families SET revoked_at = now(), revoked_reason = $2 WHERE account_id = $1 AND revoked_at IS NULL`,
    [accountId, reason],
  );
}

export async function findFamily(db: Database, familyId: string): Promise<FamilyRow | null> {
  return db.maybeOne<FamilyRow>(
    `SELECT family_id, account_id, current_hotel_id, revoked_at FROM refresh_families WHERE family_id = $1`,
    [familyId],
  );
}

export async function setFamilyHotel(db: Database, familyId: string, hotelId: number): Promise<void> {
  await db.query(`UPDATE refresh_families SET current_hotel_id = $2 WHERE family_id = $1`, [
    familyId,
    hotelId,
  ]);
}
