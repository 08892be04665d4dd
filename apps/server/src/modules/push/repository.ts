/**
 * Push tokens (migration 0990): one row per device (push endpoint) and property (business_id, '' without one).
 * Account data, keyed by the device; the recipients of a property's push are read through its memberships, so an
 * account that left the property, or turned its notifications off, gets nothing.
 */
import type { Database } from '../../db/types.js';

export interface PushRecipient {
  readonly accountId: number;
  readonly roles: readonly number[];
  readonly endpoint: string;
  readonly token: string;
}

/**
 * Keeps the device for the account at a property. An endpoint belongs to the account that registered it last:
 * a browser signed in by someone else no longer gets the previous account's pushes, at any property.
 */
export async function saveToken(
  db: Database,
  row: { accountId: number; businessId: string; endpoint: string; token: string; channelId: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM push_tokens WHERE endpoint = $1 AND account_id <> $2`, [
      row.endpoint,
      row.accountId,
    ]);
    await tx.query(
      `INSERT INTO push_tokens (account_id, business_id, endpoint, firebase_token, channel_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (business_id, endpoint) DO UPDATE SET
         account_id = EXCLUDED.account_id, firebase_token = EXCLUDED.firebase_token,
         channel_id = EXCLUDED.channel_id, updated_at = now()`,
      [row.accountId, row.businessId, row.endpoint, row.token, row.channelId],
    );
  });
}

/** The devices registered at the property by its users who allow notifications, with their roles there. */
export async function recipients(db: Database, hotelId: number): Promise<PushRecipient[]> {
  const rows = await db.query<{
    account_id: string | number;
    roles: number[];
    endpoint: string;
    token: string;
  }>(
    `SELECT pt.account_id, hu.roles, pt.endpoint, pt.firebase_token AS token
       FROM push_tokens pt
       JOIN hotel_users hu ON hu.hotel_id = $1 AND hu.account_id = pt.account_id
      WHERE pt.business_id = $2 AND hu.notification_allowed
      ORDER BY pt.account_id, pt.endpoint`,
    [hotelId, String(hotelId)],
  );
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    roles: r.roles.map(Number),
    endpoint: r.endpoint,
    token: r.token,
  }));
}

/** A subscription its push service says is gone (404/410): dropped at every property. */
export async function dropEndpoint(db: Database, endpoint: string): Promise<number> {
  const rows = await db.query(`DELETE FROM push_tokens WHERE endpoint = $1 RETURNING 1`, [endpoint]);
  return rows.length;
}
