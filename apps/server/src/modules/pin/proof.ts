/**
 * PIN proofs (docs/decisions/pin.md): what a correct PIN buys, a JWT (HS256) good for PIN_PROOF_TTL_SECONDS,
 * bound to its account and to the PIN's version (a PIN set again, cleared or blocked since makes it void). The
 * key is derived by HKDF from the server's secret for this purpose only, so a proof is never an access token and
 * an access token never a proof. Time is ctx.clock, for signing and for checking.
 *
 * `requirePinProof(ctx, accountId, proof)` is what an operation that needs the PIN calls (revealBookingVcc
 * does, with the `x-pin-proof` header): it throws 403 PIN_REQUIRED unless the proof is valid now.
 */
import { hkdfSync } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { PIN_PROOF_TTL_SECONDS, pinState } from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import * as repo from './repository.js';

const ALG = 'HS256';
const ISSUER = 'extranet';
const AUDIENCE = 'extranet/pin-proof';

const keys = new WeakMap<Uint8Array, Uint8Array>();

function proofKey(secret: Uint8Array): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, Buffer.alloc(0), 'extranet/pin-proof', 32));
    keys.set(secret, key);
  }
  return key;
}

/** 403 PIN_REQUIRED: enter the PIN (again) to continue. */
export const pinRequired = () => new AppError(403, 'PIN_REQUIRED');

export async function signPinProof(
  ctx: AppContext,
  accountId: number,
  version: number,
): Promise<{ proof: string; expiresAt: string }> {
  const iat = Math.floor(ctx.clock().getTime() / 1000);
  const exp = iat + PIN_PROOF_TTL_SECONDS;
  const proof = await new SignJWT({ pv: version })
    .setProtectedHeader({ alg: ALG })
    .setSubject(String(accountId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(proofKey(ctx.sessionKey));
  return { proof, expiresAt: new Date(exp * 1000).toISOString() };
}

/**
 * Throws 403 PIN_REQUIRED unless `proof` is a PIN proof of `accountId` (the caller, as the session says),
 * unexpired by ctx.clock, of the account's current PIN, which is still usable (not blocked, expired or reset).
 */
export async function requirePinProof(
  ctx: AppContext,
  accountId: number,
  proof: string | undefined | null,
): Promise<void> {
  if (!proof) throw pinRequired();
  let version: unknown;
  try {
    const { payload } = await jwtVerify(proof, proofKey(ctx.sessionKey), {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: ctx.clock(),
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.sub !== String(accountId)) throw pinRequired();
    version = payload.pv;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JOSEError) throw pinRequired();
    throw error;
  }
  const pin = await repo.pinOf(ctx.db, accountId);
  if (!pin || pin.version !== version || pinState(pin, ctx.clock()) !== 'ACTIVE') throw pinRequired();
}
