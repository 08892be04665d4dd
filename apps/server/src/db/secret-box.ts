/**
 * Encryption at rest of the few secrets the database keeps for others (a booking's virtual card): AES-256-GCM
 * with a key derived by HKDF-SHA256 from the server's secret (JWT_SECRET, else the one kept in the settings
 * table, `ctx.sessionKey`) and a purpose, so a purpose's key is never the token-signing key itself. A sealed
 * value is `v1.<base64url of iv | tag | ciphertext>`; opening a value sealed under another secret throws.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The purpose (key) of bookings' virtual cards. */
export const VCC_SEAL_PURPOSE = 'booking-vcc';

function keyOf(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `extranet/${purpose}`, 32));
}

export function seal(secret: Uint8Array, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function open(secret: Uint8Array, purpose: string, sealed: string): string {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) throw new Error('Unknown sealed value');
  const raw = Buffer.from(data, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
