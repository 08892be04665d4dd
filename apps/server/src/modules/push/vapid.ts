/**
 * The server's VAPID key pair (RFC 8292): the browser subscribes with its public key, and every push is signed
 * with its private key. Like the token-signing secret (http/access-token.ts resolveSessionSecret): the
 * environment's pair when set, else one generated on first start and kept in `settings` (`vapid_keys`), shared
 * by every process (the first insert wins). The private key is sealed with the server's secret
 * (db/secret-box.ts), so a copy of the database alone does not let anyone push as this server when JWT_SECRET
 * is set. A kept pair that no longer opens (JWT_SECRET changed) is replaced: subscriptions made with the old key
 * stop working, and browsers subscribe again with the new one (packages/api push.ts compares the key).
 */
import webpush from 'web-push';
import type { Config } from '../../config.js';
import { open, seal } from '../../db/secret-box.js';
import type { Database } from '../../db/types.js';

export const VAPID_SEAL_PURPOSE = 'web-push-vapid';
const SETTING = 'vapid_keys';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

interface Kept {
  publicKey: string;
  sealedPrivateKey: string;
}

function fresh(secret: Uint8Array): { keys: VapidKeys; value: string } {
  const keys = webpush.generateVAPIDKeys();
  const kept: Kept = {
    publicKey: keys.publicKey,
    sealedPrivateKey: seal(secret, VAPID_SEAL_PURPOSE, keys.privateKey),
  };
  return { keys, value: JSON.stringify(kept) };
}

function openKept(secret: Uint8Array, value: string): VapidKeys | null {
  try {
    const kept = JSON.parse(value) as Kept;
    if (typeof kept.publicKey !== 'string' || typeof kept.sealedPrivateKey !== 'string') return null;
    return { publicKey: kept.publicKey, privateKey: open(secret, VAPID_SEAL_PURPOSE, kept.sealedPrivateKey) };
  } catch {
    return null;
  }
}

/** The configured pair, else the kept one, created (or replaced when unreadable) here. */
export async function resolveVapidKeys(
  db: Database,
  config: Pick<Config, 'vapidKeys'>,
  secret: Uint8Array,
  log?: { warn(obj: object, msg?: string): void },
): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const first = fresh(secret);
  await db.query(`INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
    SETTING,
    first.value,
  ]);
  const row = await db.one<{ value: string }>(`SELECT value FROM settings WHERE key = $1`, [SETTING]);
  const kept = openKept(secret, row.value);
  if (kept) return kept;
  log?.warn({ event: 'vapid_keys_replaced' }, 'the kept VAPID keys do not open with this secret: new keys');
  const next = fresh(secret);
  // Only over the value read: of processes replacing it at once, one wins and the others read its pair.
  await db.query(`UPDATE settings SET value = $3 WHERE key = $1 AND value = $2`, [
    SETTING,
    row.value,
    next.value,
  ]);
  const now = await db.one<{ value: string }>(`SELECT value FROM settings WHERE key = $1`, [SETTING]);
  const replaced = openKept(secret, now.value);
  if (!replaced) throw new Error('The VAPID keys kept in settings cannot be opened');
  return replaced;
}
