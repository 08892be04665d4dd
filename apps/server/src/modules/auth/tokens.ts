import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@extranet/domain';

/** SPEC 9: the session cookie (and the refresh token behind it) lives 15 days. */
export const REFRESH_TOKEN_TTL_SECONDS = SESSION_COOKIE_MAX_AGE_SECONDS;

/** Opaque, 256 bits of randomness; only its SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newFamilyId(): string {
  return randomUUID();
}

/**
 * Two tabs of one browser share the refresh cookie and may refresh at the same moment: the second request
 * then presents a token the first has just spent. Within this many seconds that is taken as such a race (the
 * second gets a token of its own in the same family); later, it is reuse of a copied token.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
