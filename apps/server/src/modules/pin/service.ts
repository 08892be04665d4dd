/**
 * The finance PIN (docs/decisions/pin.md; SPEC 4, 5, 7, 8, 9). Only the account itself acts on its PIN
 * (isOwnPin, else 403); market managers decide resets. PINs are argon2id hashes (as passwords); wrong entries are
 * counted on the server under a row lock, and the 5th blocks the PIN until a reset is approved. "Now" is
 * ctx.clock. Validators of @extranet/validation are the ones the PIN screens run.
 */
import type { Res, Req } from '@extranet/api/operations';
import {
  canRequestPinReset,
  isOwnPin,
  PIN_HISTORY,
  PIN_MAX_ATTEMPTS,
  pinAttemptsLeft,
  pinExpiresAt,
  pinState,
  type PinResetCause,
  type PinState,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import {
  fieldError,
  validateNewPin,
  validatePinChange,
  validatePinEntry,
  validatePinResetDecision,
} from '@extranet/validation';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { signPinProof } from './proof.js';
import * as repo from './repository.js';

/** The longest queue of resets answered at once. */
const QUEUE_MAX = 500;

export interface Caller {
  accountId: number;
  lang: Language;
}

function own(caller: Caller, accountId: number): void {
  if (!isOwnPin(caller.accountId, accountId)) throw forbidden();
}

const stateError = (state: PinState): AppError | null => {
  switch (state) {
    case 'NONE':
      return new AppError(409, 'PIN_NOT_SET');
    case 'BLOCKED':
      return new AppError(409, 'PIN_BLOCKED', { extra: { attemptsLeft: 0 } });
    case 'EXPIRED':
      return new AppError(409, 'PIN_EXPIRED');
    case 'ACTIVE':
      return null;
  }
};

async function statusOf(ctx: AppContext, db: Database, accountId: number): Promise<Res<'getPinStatus'>> {
  const [pin, reset] = await Promise.all([repo.pinOf(db, accountId), repo.latestReset(db, accountId)]);
  const state = pinState(pin, ctx.clock());
  return {
    accountId,
    state,
    attemptsLeft: state === 'NONE' ? PIN_MAX_ATTEMPTS : pinAttemptsLeft(pin?.failedAttempts ?? 0),
    maxAttempts: PIN_MAX_ATTEMPTS,
    setAt: pin?.setAt ? pin.setAt.toISOString() : null,
    expiresAt: pin?.setAt ? pinExpiresAt(pin.setAt).toISOString() : null,
    resetRequest: reset
      ? {
          requestId: reset.requestId,
          status: reset.status,
          cause: reset.cause,
          requestedAt: reset.requestedAt,
          decidedAt: reset.decidedAt,
          reason: reset.reason,
        }
      : null,
  };
}

export async function status(
  ctx: AppContext,
  accountId: number,
  caller: Caller,
): Promise<Res<'getPinStatus'>> {
  own(caller, accountId);
  return statusOf(ctx, ctx.db, accountId);
}

/** "New differs from old": the new PIN must match none of the last PIN_HISTORY PINs. */
async function refuseReused(tx: Database, accountId: number, pin: string, lang: Language): Promise<void> {
  for (const hash of await repo.recentHashes(tx, accountId, PIN_HISTORY)) {
    if (await verifyPassword(pin, hash)) {
      throw validationErrorFrom([fieldError('pin', 'pin.sameAsOld')], lang)!;
    }
  }
}

type Entry = { ok: true; version: number } | { ok: false; attemptsLeft: number };

/**
 * Checks an entered PIN against the stored one under the row's lock: a wrong one is counted (committed, so the
 * caller throws only after the transaction), a right one clears the count.
 */
async function enter(tx: Database, accountId: number, pin: string, hash: string, at: Date): Promise<Entry> {
  if (await verifyPassword(pin, hash)) {
    await repo.clearWrongEntries(tx, accountId);
    const fresh = await repo.pinOf(tx, accountId);
    return { ok: true, version: fresh?.version ?? 0 };
  }
  const failed = await repo.countWrongEntry(tx, accountId, PIN_MAX_ATTEMPTS, at);
  return { ok: false, attemptsLeft: pinAttemptsLeft(failed) };
}

function wrongPin(attemptsLeft: number, field: string): AppError {
  if (attemptsLeft === 0) return new AppError(409, 'PIN_BLOCKED', { extra: { attemptsLeft: 0 } });
  return new AppError(400, 'PIN_WRONG', {
    params: { attemptsLeft },
    extra: { attemptsLeft },
    errors: [{ field, code: 'PIN_WRONG', params: { attemptsLeft } }],
  });
}

export async function create(
  ctx: AppContext,
  accountId: number,
  body: Req<'createPin'>['body'],
  caller: Caller,
): Promise<Res<'createPin'>> {
  own(caller, accountId);
  const invalid = validationErrorFrom(validateNewPin(body), caller.lang);
  if (invalid) throw invalid;
  const hash = await hashPassword(body.pin);
  const at = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await repo.ensureRow(tx, accountId, at);
    const pin = await repo.pinOf(tx, accountId, true);
    if (pinState(pin, at) !== 'NONE') throw new AppError(409, 'PIN_EXISTS');
    await refuseReused(tx, accountId, body.pin, caller.lang);
    await repo.setPin(tx, accountId, hash, at);
    return statusOf(ctx, tx, accountId);
  });
}

export async function update(
  ctx: AppContext,
  accountId: number,
  body: Req<'updatePin'>['body'],
  caller: Caller,
): Promise<Res<'updatePin'>> {
  own(caller, accountId);
  const invalid = validationErrorFrom(validatePinChange(body), caller.lang);
  if (invalid) throw invalid;
  const at = ctx.clock();
  const hash = await hashPassword(body.pin);
  const outcome = await ctx.db.transaction(async (tx) => {
    const pin = await repo.pinOf(tx, accountId, true);
    const state = pinState(pin, at);
    // An expired PIN may be changed: knowing it is the proof.
    if (state === 'NONE' || state === 'BLOCKED') throw stateError(state)!;
    const entry = await enter(tx, accountId, body.currentPin, pin!.hash!, at);
    if (!entry.ok) return entry;
    await refuseReused(tx, accountId, body.pin, caller.lang);
    await repo.setPin(tx, accountId, hash, at);
    return { ok: true as const, status: await statusOf(ctx, tx, accountId) };
  });
  if (!outcome.ok) throw wrongPin(outcome.attemptsLeft, 'currentPin');
  return outcome.status;
}

export async function verify(
  ctx: AppContext,
  accountId: number,
  body: Req<'verifyPin'>['body'],
  caller: Caller,
): Promise<Res<'verifyPin'>> {
  own(caller, accountId);
  const invalid = validationErrorFrom(validatePinEntry(body.pin), caller.lang);
  if (invalid) throw invalid;
  const at = ctx.clock();
  const entry = await ctx.db.transaction(async (tx) => {
    const pin = await repo.pinOf(tx, accountId, true);
    const refused = stateError(pinState(pin, at));
    if (refused) throw refused;
    return enter(tx, accountId, body.pin, pin!.hash!, at);
  });
  if (!entry.ok) throw wrongPin(entry.attemptsLeft, 'pin');
  return signPinProof(ctx, accountId, entry.version);
}

/** Asks a market manager to reset the PIN: cause BLOCKED when it is blocked, else `cause`. */
export async function requestReset(
  ctx: AppContext,
  accountId: number,
  cause: PinResetCause,
  caller: Caller,
): Promise<Res<'requestPinReset'>> {
  own(caller, accountId);
  const at = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const pin = await repo.pinOf(tx, accountId, true);
    const state = pinState(pin, at);
    const pending = (await repo.latestReset(tx, accountId))?.status === 'REQUESTED';
    if (!canRequestPinReset(state, pending))
      throw new AppError(409, pending ? 'PIN_RESET_PENDING' : 'PIN_NOT_SET');
    await repo.insertReset(tx, accountId, state === 'BLOCKED' ? 'BLOCKED' : cause, at);
    return statusOf(ctx, tx, accountId);
  });
}

export async function listResets(ctx: AppContext): Promise<Res<'listPinResets'>> {
  return { items: await repo.pendingResets(ctx.db, QUEUE_MAX) };
}

/** A market manager's decision: APPROVE clears the PIN (a new one must be created), REJECT keeps it. */
export async function decide(
  ctx: AppContext,
  body: Req<'decidePinReset'>['body'],
  caller: Caller,
): Promise<Res<'decidePinReset'>> {
  const invalid = validationErrorFrom(validatePinResetDecision(body), caller.lang);
  if (invalid) throw invalid;
  const at = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const request = await repo.resetForDecision(tx, body.requestId);
    if (!request) throw notFound();
    if (request.status !== 'REQUESTED') throw new AppError(409, 'PIN_RESET_NOT_PENDING');
    if (request.accountId === caller.accountId)
      throw validationError([{ field: 'requestId', code: 'PIN_OWN_RESET' }]);
    const approve = body.decision === 'APPROVE';
    if (approve) await repo.clearPin(tx, request.accountId, at);
    const decided = await repo.decideReset(tx, body.requestId, {
      status: approve ? 'APPROVED' : 'REJECTED',
      by: caller.accountId,
      at,
      reason: approve ? null : (body.reason ?? '').trim(),
    });
    const { accountId: _ignored, ...answer } = decided;
    return answer;
  });
}
