/**
 * Commission (docs/decisions/commission-and-tax.md): the property's values in force, its change request (the
 * owner drafts and submits, a market manager approves or rejects) and the log of every change and decision.
 * Rules come from @extranet/domain (commissionTransition, commissionTotal, sameCommission) and
 * @extranet/validation (validateCommissionProposal, validateCommissionDecision, the validators the form runs
 * too). Every transition runs in a transaction serialised per property and is logged with who and when.
 */
import {
  COMMISSION_LOG_PAGE_SIZE,
  commissionTotal,
  commissionTransition,
  roundPercent,
  sameCommission,
  type Clock,
  type CommissionEvent,
  type CommissionValues,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { fieldError, validateCommissionDecision, validateCommissionProposal } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Schemas } from '@extranet/api/operations';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

type Commission = Res<'listCommissions'>;
type RequestView = Schemas['CommissionRequest'];

export interface Caller {
  accountId: number;
  lang: Language;
}

export function presentValues(v: CommissionValues): Schemas['CommissionValues'] {
  return {
    propertyPercentage: roundPercent(v.propertyPercent),
    preferredPartnerPercentage: roundPercent(v.preferredPartnerPercent),
    totalPercentage: commissionTotal(v),
    addOnsPercentage: roundPercent(v.addOnsPercent),
    calculationMode: v.calculationMode,
  };
}

function presentRequest(r: repo.StoredRequest): RequestView {
  return {
    requestId: r.requestId,
    hotelId: r.hotelId,
    state: r.state,
    current: presentValues(r.current),
    proposed: presentValues(r.proposed),
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
    reason: r.reason,
  };
}

/** The commission page: values in force, the open request and the last decision. */
export async function getCommission(db: Database, hotelId: number): Promise<Commission> {
  const [current, open, decided] = await Promise.all([
    repo.currentValues(db, hotelId),
    repo.openRequest(db, hotelId),
    repo.lastDecided(db, hotelId),
  ]);
  return {
    current: presentValues(current.values),
    openRequest: open ? presentRequest(open) : null,
    lastDecision: decided ? presentRequest(decided) : null,
    updatedAt: current.updatedAt?.toISOString() ?? null,
  };
}

export async function getDraft(db: Database, hotelId: number): Promise<Res<'getCommissionDraft'>> {
  const open = await repo.openRequest(db, hotelId);
  return { draft: open && open.state === 'DRAFT' ? presentRequest(open) : null };
}

/** 409 with the domain's refusal, or the state the event leads to. */
function transition(open: repo.StoredRequest | null, event: CommissionEvent) {
  const state = open && (open.state === 'DRAFT' || open.state === 'REQUESTED') ? open.state : null;
  const result = commissionTransition(state, event);
  if (!result.ok) throw new AppError(409, result.refusal);
  return result.to;
}

function proposalOf(body: Req<'requestCommissionChanges'>['body']): CommissionValues {
  return {
    propertyPercent: roundPercent(body.propertyPercentage),
    preferredPartnerPercent: roundPercent(body.preferredPartnerPercentage),
    addOnsPercent: roundPercent(body.addOnsPercentage),
    calculationMode: body.calculationMode,
  };
}

/** Saves the proposed values as the property's draft (creates it or replaces its values). */
export async function saveDraft(
  db: Database,
  hotelId: number,
  body: Req<'requestCommissionChanges'>['body'],
  caller: Caller,
  clock: Clock,
): Promise<Commission> {
  const invalid = validationErrorFrom(validateCommissionProposal(body), caller.lang);
  if (invalid) throw invalid;
  const proposed = proposalOf(body);
  await db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const open = await repo.openRequest(tx, hotelId, true);
    transition(open, 'DRAFT');
    const { values: current } = await repo.currentValues(tx, hotelId);
    if (sameCommission(current, proposed))
      throw validationErrorFrom([fieldError('propertyPercentage', 'commission.unchanged')], caller.lang)!;
    const now = clock();
    let requestId: number;
    if (open) {
      requestId = open.requestId;
      await repo.updateDraft(tx, hotelId, requestId, current, proposed, caller.accountId, now);
    } else {
      requestId = await repo.insertDraft(tx, hotelId, current, proposed, caller.accountId, now);
    }
    await repo.logEvent(tx, hotelId, {
      requestId,
      event: 'DRAFT',
      accountId: caller.accountId,
      at: now,
      values: proposed,
      reason: null,
    });
  });
  return getCommission(db, hotelId);
}

/**
 * Submits the draft for a market manager's review (DRAFT -> REQUESTED). Kept as its own function: a guard (the
 * finance PIN) can be put in front of it without touching the draft.
 */
export async function submitChanges(
  db: Database,
  hotelId: number,
  caller: Caller,
  clock: Clock,
): Promise<Commission> {
  await db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const open = await repo.openRequest(tx, hotelId, true);
    transition(open, 'SUBMIT');
    const now = clock();
    await repo.markSubmitted(tx, hotelId, open!.requestId, now);
    await repo.logEvent(tx, hotelId, {
      requestId: open!.requestId,
      event: 'SUBMIT',
      accountId: caller.accountId,
      at: now,
      values: open!.proposed,
      reason: null,
    });
  });
  return getCommission(db, hotelId);
}

export async function logPage(
  db: Database,
  hotelId: number,
  query: Req<'listCommissionLog'>['query'],
): Promise<Res<'listCommissionLog'>> {
  const page = query.page ?? 0;
  const size = query.size ?? COMMISSION_LOG_PAGE_SIZE;
  const found = await repo.logPage(db, hotelId, page * size, size);
  return {
    items: found.items.map((e) => ({
      entryId: e.entryId,
      event: e.event,
      requestId: e.requestId,
      at: e.at.toISOString(),
      by: e.by,
      values: presentValues(e.values),
      reason: e.reason,
    })),
    pageInfo: { page, size, total: found.total },
  };
}

// ---------------------------------------------------------------- market managers

export async function listReviews(db: Database): Promise<Res<'listCommissionReviews'>> {
  const items = await repo.queue(db);
  return {
    items: items.map((r) => ({ hotelName: r.hotelName, city: r.city, request: presentRequest(r) })),
  };
}

export async function countReviews(db: Database): Promise<Res<'countCommissionReviews'>> {
  return { count: await repo.queueCount(db) };
}

/** APPROVE puts the proposed values in force; REJECT keeps the values in force (with a reason). */
export async function decide(
  db: Database,
  hotelId: number,
  requestId: number,
  body: Req<'decideCommissionChange'>['body'],
  caller: Caller,
  clock: Clock,
): Promise<Res<'decideCommissionChange'>> {
  const invalid = validationErrorFrom(validateCommissionDecision(body), caller.lang);
  if (invalid) throw invalid;
  const event: CommissionEvent = body.decision;
  const reason = event === 'REJECT' ? body.reason?.trim() || null : null;
  await db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const request = await repo.findRequest(tx, hotelId, requestId, true);
    if (!request) throw notFound();
    const open = request.state === 'DRAFT' || request.state === 'REQUESTED' ? request : null;
    const to = transition(open, event);
    const now = clock();
    if (to === 'APPROVED') await repo.saveValues(tx, hotelId, request.proposed, now);
    await repo.markDecided(
      tx,
      hotelId,
      requestId,
      to as 'APPROVED' | 'REJECTED',
      caller.accountId,
      reason,
      now,
    );
    await repo.logEvent(tx, hotelId, {
      requestId,
      event,
      accountId: caller.accountId,
      at: now,
      values: request.proposed,
      reason,
    });
  });
  const decided = await repo.findRequest(db, hotelId, requestId);
  return presentRequest(decided!);
}
