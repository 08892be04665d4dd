/**
 * Payment details (docs/decisions/finance-statements.md): the details in force with the account number masked,
 * the owner's change requests (SENT -> APPROVED | REJECTED) and the market managers' decisions. Membership and
 * the route rule (x-hotel-route: paymentDetails) are checked by the app before the property's operations; the
 * queue and the decisions need the staff role 20 (handlers). "Now" is ctx.clock.
 *
 * revealAccount and requestChange are guarded by the finance PIN (requirePinProof of module pin: a valid proof of
 * the caller's account, else 403 PIN_REQUIRED), before anything is read or written.
 */
import type { Schemas } from '@extranet/api/operations';
import { maskAccountNumber } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import {
  accountNumberDigits,
  validatePaymentDetailChange,
  validatePaymentDetailDecision,
} from '@extranet/validation';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import { requirePinProof } from '../pin/index.js';
import * as repo from './repository.js';

export interface Caller {
  accountId: number;
  lang: Language;
}

type View = Res<'getPaymentDetails'>;

function present(d: repo.Details): Schemas['PaymentDetails'] {
  const { accountNumber, ...rest } = d;
  return { ...rest, accountNumberMasked: accountNumber === null ? null : maskAccountNumber(accountNumber) };
}

function presentRequest(r: repo.ChangeRequest): Schemas['PaymentDetailRequest'] {
  return {
    requestId: r.requestId,
    state: r.state,
    details: present(r.details),
    requestedAt: r.requestedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    reason: r.reason,
  };
}

export async function getDetails(ctx: AppContext, hotelId: number): Promise<View> {
  const [current, pending, lastDecided] = await Promise.all([
    repo.current(ctx.db, hotelId),
    repo.pending(ctx.db, hotelId),
    repo.lastDecided(ctx.db, hotelId),
  ]);
  return {
    current: current && present(current),
    pending: pending && presentRequest(pending),
    lastDecided: lastDecided && presentRequest(lastDecided),
  };
}

/** The full account number in force, after the caller's PIN (403 PIN_REQUIRED without a valid proof). */
export async function revealAccount(
  ctx: AppContext,
  hotelId: number,
  accountId: number,
  pinProof: string | undefined,
): Promise<Res<'revealPaymentAccount'>> {
  await requirePinProof(ctx, accountId, pinProof);
  const current = await repo.current(ctx.db, hotelId);
  return { accountNumber: current?.accountNumber ?? null };
}

const clean = (v: string | undefined): string | null => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};

/**
 * Sends a change request after the caller's PIN (403 PIN_REQUIRED without a valid proof, checked first), then
 * validated; 409 while one is open.
 */
export async function requestChange(
  ctx: AppContext,
  hotelId: number,
  body: Req<'requestPaymentDetailChange'>['body'],
  caller: Caller,
  pinProof: string | undefined,
): Promise<View> {
  await requirePinProof(ctx, caller.accountId, pinProof);
  const invalid = validationErrorFrom(validatePaymentDetailChange(body), caller.lang);
  if (invalid) throw invalid;
  const account = clean(body.accountNumber);
  const details: repo.Details = {
    method: body.method,
    bankName: clean(body.bankName),
    branch: clean(body.branch),
    accountNumber: account === null ? null : accountNumberDigits(account),
    accountHolder: clean(body.accountHolder),
    swiftCode: clean(body.swiftCode)?.toUpperCase() ?? null,
    paymentPlan: body.paymentPlan,
    payoutCurrency: body.payoutCurrency,
    exchangeRateDate: body.exchangeRateDate,
  };
  const sent = await repo.insert(ctx.db, hotelId, details, caller.accountId, ctx.clock());
  if (!sent) throw new AppError(409, 'PAYMENT_DETAIL_CHANGE_PENDING');
  return getDetails(ctx, hotelId);
}

// ---------------------------------------------------------------- market managers

export async function listReviews(ctx: AppContext): Promise<Res<'listPaymentDetailReviews'>> {
  const queue = await repo.queue(ctx.db);
  const currents = await Promise.all(queue.map((q) => repo.current(ctx.db, q.hotelId)));
  return {
    items: queue.map((q, i) => ({
      hotelId: q.hotelId,
      hotelName: q.hotelName,
      requestId: q.requestId,
      requestedAt: q.requestedAt.toISOString(),
      requestedBy: q.requestedBy,
      current: currents[i] ? present(currents[i]) : null,
      requested: present(q.details),
      requestedAccountNumber: q.details.accountNumber,
    })),
  };
}

/** APPROVE puts the asked details in force; REJECT (with a reason) keeps the details in force. */
export async function decide(
  ctx: AppContext,
  hotelId: number,
  requestId: number,
  body: Req<'decidePaymentDetailChange'>['body'],
  caller: Caller,
): Promise<Res<'decidePaymentDetailChange'>> {
  const invalid = validationErrorFrom(validatePaymentDetailDecision(body), caller.lang);
  if (invalid) throw invalid;
  const reason = body.reason?.trim() || null;
  return ctx.db.transaction(async (tx) => {
    const found = await repo.find(tx, hotelId, requestId, true);
    if (!found) throw notFound();
    if (found.state !== 'SENT') throw new AppError(409, 'PAYMENT_DETAIL_ALREADY_DECIDED');
    const state = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    await repo.decide(tx, hotelId, requestId, state, reason, caller.accountId, ctx.clock());
    const decided = await repo.find(tx, hotelId, requestId);
    return presentRequest(decided!);
  });
}
