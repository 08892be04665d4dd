/** Access tokens: signing, verification (remembered until expiry) and the key they are signed with. */
import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { AppError, unauthenticated } from './errors.js';

export const ACCESS_TOKEN_COOKIE = 'access_token';
const ISSUER = 'extranet';
const AUDIENCE = 'extranet';
const ALG = 'HS256';

/** What an access token says. */
export interface AccessClaims {
  accountId: number;
  /** The session's current property (null for staff without one). */
  hotelId: number | null;
  /** Refresh-token family the token was issued with (lets logout and reuse detection find it). */
  sessionId?: string;
}

export type SessionInfo = AccessClaims;

export function sessionKeyFromSecret(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** JWT_SECRET when set; else the secret kept in settings, created on first start (shared by every process). */
export async function resolveSessionSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(48).toString('base64url');
  await db.query(`INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    fresh,
  ]);
  const row = await db.one<{ value: string }>(`SELECT value FROM settings WHERE key = 'jwt_secret'`);
  return row.value;
}

/** Signs an access token (HS256, 15 minutes unless ttlSeconds says otherwise). */
export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  options: { ttlSeconds?: number; now?: Date } = {},
): Promise<string> {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const jwt = new SignJWT({
    hid: claims.hotelId,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: ALG })
    .setSubject(String(claims.accountId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS));
  return jwt.sign(key);
}

/**
 * Tokens already verified with a key, until they expire: every request of a session carries the same token for
 * its 15 minutes, and checking the signature again is a good part of a small request's cost. Only the exact
 * token text hits, so nothing is trusted that was not verified with this key; revocation is not a property of
 * the token (requireSession checks the session), so nothing here delays it.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const VERIFIED_TOKENS_MAX = 10_000;

/** The claims of a token already verified with this key and not expired, else undefined. */
export function verifiedClaims(key: Uint8Array, token: string): AccessClaims | undefined {
  const hit = verifiedTokens.get(key)?.get(token);
  if (!hit) return undefined;
  if (hit.exp > Date.now() / 1000) return hit.claims;
  verifiedTokens.get(key)?.delete(token);
  return undefined;
}

/** Verifies an access token; throws AppError 401 UNAUTHENTICATED when it is invalid or expired. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims> {
  const verified = verifiedClaims(key, token);
  if (verified) return verified;
  let known = verifiedTokens.get(key);
  const { claims, exp } = await verifyAccessTokenSignature(key, token);
  if (!known) verifiedTokens.set(key, (known = new Map()));
  if (known.size >= VERIFIED_TOKENS_MAX) {
    const oldest = known.keys().next();
    if (!oldest.done) known.delete(oldest.value);
  }
  known.set(token, { claims: Object.freeze(claims), exp });
  return claims;
}

async function verifyAccessTokenSignature(
  key: Uint8Array,
  token: string,
): Promise<{ claims: AccessClaims; exp: number }> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const accountId = Number(payload.sub);
    const hid = payload.hid;
    if (!Number.isSafeInteger(accountId) || accountId <= 0) throw unauthenticated();
    const hotelId = typeof hid === 'number' && Number.isSafeInteger(hid) ? hid : null;
    // jwtVerify refused a token without a valid exp in the future, and signAccessToken always sets one.
    const exp = typeof payload.exp === 'number' ? payload.exp : 0;
    const claims: AccessClaims = {
      accountId,
      hotelId,
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    };
    return { claims, exp };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JOSEError) throw unauthenticated();
    throw error;
  }
}
