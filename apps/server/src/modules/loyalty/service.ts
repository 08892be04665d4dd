/**
 * Loyalty: eligibility from the guest reviews, the property's transitions (join, ask a change, unjoin) and the
 * market managers' decisions. Rules come from @extranet/domain (loyaltyEligibility, loyaltyTransition) and
 * @extranet/validation (the selection and decision validators the page runs too). Every transition runs in a
 * transaction serialised per property and is logged with who made it and when.
 */
import {
  DEFAULT_TIME_ZONE,
  LOYALTY_DISCOUNT_PERCENT,
  averageScore,
  isParticipating,
  loyaltyEligibility,
  loyaltyEvents,
  loyaltyReviewWindowStart,
  loyaltyState,
  loyaltyTransition,
  normalizePairs,
  samePairs,
  todayInZone,
  type Clock,
  type LoyaltyEligibility,
  type LoyaltyEvent,
  type LoyaltyPair,
  type LoyaltyState,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { fieldError, validateLoyaltyDecision, validateLoyaltySelection } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

type Loyalty = Res<'getLoyalty'>;
const HISTORY_LIMIT = 50;

/** Eligibility of the property today (its own day, by the injected clock), from its guest reviews. */
export async function eligibility(db: Database, hotelId: number, clock: Clock): Promise<LoyaltyEligibility> {
  const timeZone = (await repo.hotelTimeZone(db, hotelId)) ?? DEFAULT_TIME_ZONE;
  const today = todayInZone(timeZone, clock);
  const facts = await repo.reviewFacts(db, hotelId, loyaltyReviewWindowStart(today), timeZone);
  return loyaltyEligibility(
    { averageScore: averageScore(facts.scoreSum, facts.count), recentReviews: facts.recent },
    today,
  );
}

function presentEligibility(e: LoyaltyEligibility): Res<'getLoyaltyEligibility'> {
  return {
    eligible: e.eligible,
    reasons: [...e.reasons],
    averageScore: e.averageScore,
    recentReviews: e.recentReviews,
    since: e.since,
    minRating: e.minRating,
    minRecentReviews: e.minRecentReviews,
    windowMonths: e.windowMonths,
  };
}

export async function getEligibility(
  db: Database,
  hotelId: number,
  clock: Clock,
): Promise<Res<'getLoyaltyEligibility'>> {
  return presentEligibility(await eligibility(db, hotelId, clock));
}

/** The whole loyalty page of the property. */
export async function getLoyalty(db: Database, hotelId: number, clock: Clock): Promise<Loyalty> {
  const elig = await eligibility(db, hotelId, clock);
  const participation = await repo.findParticipation(db, hotelId);
  const state = loyaltyState(participation?.state ?? null, elig.eligible);
  const [pairs, draft, decided, offered, history] = await Promise.all([
    repo.pairsInForce(db, hotelId),
    repo.pendingDraft(db, hotelId),
    repo.lastDecision(db, hotelId),
    repo.offered(db, hotelId),
    repo.history(db, hotelId, HISTORY_LIMIT),
  ]);
  return {
    state,
    discountPercent: participation?.discountPercent ?? LOYALTY_DISCOUNT_PERCENT,
    eligibility: presentEligibility(elig),
    participation:
      participation && isParticipating(state) ? { pairs, since: participation.since.toISOString() } : null,
    draft: draft
      ? {
          draftId: draft.draftId,
          pairs: await repo.namePairs(db, hotelId, draft.pairs),
          requestedAt: draft.requestedAt.toISOString(),
          requestedBy: draft.requestedBy,
        }
      : null,
    lastDecision:
      decided && decided.decidedAt
        ? {
            decision: decided.status === 'APPROVED' ? 'APPROVE' : 'REJECT',
            reason: decided.reason,
            at: decided.decidedAt.toISOString(),
            by: decided.decidedBy,
          }
        : null,
    offered,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    events: loyaltyEvents(state, elig.eligible).filter((e) => e !== 'APPROVE' && e !== 'REJECT'),
  };
}

/** 409 with the domain's refusal, or the state the event leads to. */
function transition(state: LoyaltyState, event: LoyaltyEvent, eligible: boolean) {
  const result = loyaltyTransition(state, event, { eligible });
  if (!result.ok) throw new AppError(409, result.refusal);
  return result.to;
}

/** The selection checked against what the property sells (field errors `pairs`, `pairs.<i>`). */
async function checkedSelection(
  db: Database,
  hotelId: number,
  body: Req<'joinLoyalty'>['body'],
  lang: Language,
): Promise<LoyaltyPair[]> {
  const offered = (await repo.offered(db, hotelId)).flatMap((room) =>
    room.ratePlans.map((p) => ({ roomId: room.roomId, ratePlanId: p.ratePlanId })),
  );
  const invalid = validationErrorFrom(validateLoyaltySelection(body, offered), lang);
  if (invalid) throw invalid;
  return normalizePairs(body.pairs);
}

interface Caller {
  accountId: number;
}

/** INVITED or UNJOINED -> JOINED with the chosen pairs, at the programme's discount. */
export async function join(
  db: Database,
  hotelId: number,
  body: Req<'joinLoyalty'>['body'],
  caller: Caller,
  clock: Clock,
  lang: Language,
): Promise<Loyalty> {
  await db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const elig = await eligibility(tx, hotelId, clock);
    const stored = await repo.findParticipation(tx, hotelId, true);
    const from = loyaltyState(stored?.state ?? null, elig.eligible);
    const to = transition(from, 'JOIN', elig.eligible);
    const pairs = await checkedSelection(tx, hotelId, body, lang);
    const now = clock();
    await repo.saveParticipation(
      tx,
      hotelId,
      { state: to, discountPercent: LOYALTY_DISCOUNT_PERCENT, since: now },
      now,
    );
    const count = await repo.replacePairs(tx, hotelId, pairs);
    await repo.logEvent(tx, hotelId, {
      event: 'JOIN',
      from,
      to,
      accountId: caller.accountId,
      at: now,
      draftId: null,
      pairCount: count,
      reason: null,
    });
  });
  return getLoyalty(db, hotelId, clock);
}

/** Asks for a change of the pairs: a draft for a market manager (-> CHANGE_PENDING); the pairs in force stay. */
export async function requestChange(
  db: Database,
  hotelId: number,
  body: Req<'requestLoyaltyChange'>['body'],
  caller: Caller,
  clock: Clock,
  lang: Language,
): Promise<Loyalty> {
  await db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const elig = await eligibility(tx, hotelId, clock);
    const stored = await repo.findParticipation(tx, hotelId, true);
    const from = loyaltyState(stored?.state ?? null, elig.eligible);
    const to = transition(from, 'REQUEST_CHANGE', elig.eligible);
    const pairs = await checkedSelection(tx, hotelId, body, lang);
    const current = await repo.pairsInForce(tx, hotelId);
    if (samePairs(pairs, current))
      throw validationErrorFrom([fieldError('pairs', 'loyalty.unchanged')], lang)!;
    const now = clock();
    const draftId = await repo.insertDraft(tx, hotelId, pairs, caller.accountId, now);
    await repo.saveParticipation(
      tx,
      hotelId,
      { state: to, discountPercent: stored!.discountPercent, since: null },
      now,
    );
    await repo.logEvent(tx, hotelId, {
      event: 'REQUEST_CHANGE',
      from,
      to,
      accountId: caller.accountId,
      at: now,
      draftId,
      pairCount: pairs.length,
      reason: null,
    });
  });
  return getLoyalty(db, hotelId, clock);
}

/** Leaves the programme: the pairs stop, a pending draft is dropped (-> UNJOINED). */
export async function unjoin(db: Database, hotelId: number, caller: Caller, clock: Clock): Promise<Loyalty> {
  await db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const elig = await eligibility(tx, hotelId, clock);
    const stored = await repo.findParticipation(tx, hotelId, true);
    const from = loyaltyState(stored?.state ?? null, elig.eligible);
    const to = transition(from, 'UNJOIN', elig.eligible);
    const now = clock();
    const draft = await repo.pendingDraft(tx, hotelId);
    if (draft) await repo.closeDraft(tx, hotelId, draft.draftId, 'DROPPED', caller.accountId, null, now);
    await repo.clearPairs(tx, hotelId);
    await repo.saveParticipation(
      tx,
      hotelId,
      { state: to, discountPercent: stored!.discountPercent, since: null },
      now,
    );
    await repo.logEvent(tx, hotelId, {
      event: 'UNJOIN',
      from,
      to,
      accountId: caller.accountId,
      at: now,
      draftId: draft?.draftId ?? null,
      pairCount: 0,
      reason: null,
    });
  });
  return getLoyalty(db, hotelId, clock);
}

// ---------------------------------------------------------------- market managers

/** Every pending change, oldest first, with what is in force and what is asked. */
export async function listReviews(db: Database, clock: Clock): Promise<Res<'listLoyaltyReviews'>> {
  const queue = await repo.pendingQueue(db);
  const items = [];
  for (const d of queue) {
    const [current, requested, elig] = await Promise.all([
      repo.pairsInForce(db, d.hotelId),
      repo.namePairs(db, d.hotelId, d.pairs),
      eligibility(db, d.hotelId, clock),
    ]);
    items.push({
      hotelId: d.hotelId,
      hotelName: d.hotelName,
      city: d.city,
      draftId: d.draftId,
      requestedAt: d.requestedAt.toISOString(),
      requestedBy: d.requestedBy,
      current,
      requested,
      eligibility: presentEligibility(elig),
    });
  }
  return { items };
}

/** APPROVE puts the draft's pairs in force; REJECT keeps the pairs in force (with a reason). */
export async function decide(
  db: Database,
  hotelId: number,
  draftId: number,
  body: Req<'decideLoyaltyChange'>['body'],
  caller: Caller,
  clock: Clock,
  lang: Language,
): Promise<Res<'decideLoyaltyChange'>> {
  const invalid = validationErrorFrom(validateLoyaltyDecision(body), lang);
  if (invalid) throw invalid;
  const event: LoyaltyEvent = body.decision;
  const reason = body.reason?.trim() || null;
  return db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const draft = await repo.findDraft(tx, hotelId, draftId, true);
    if (!draft) throw notFound();
    const stored = await repo.findParticipation(tx, hotelId, true);
    if (draft.status !== 'PENDING' || !stored) throw new AppError(409, 'LOYALTY_TRANSITION_NOT_ALLOWED');
    const from = stored.state;
    const to = transition(from, event, true);
    const now = clock();
    let count = draft.pairs.length;
    if (event === 'APPROVE') count = await repo.replacePairs(tx, hotelId, draft.pairs);
    await repo.closeDraft(
      tx,
      hotelId,
      draftId,
      event === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      caller.accountId,
      reason,
      now,
    );
    await repo.saveParticipation(
      tx,
      hotelId,
      { state: to, discountPercent: stored.discountPercent, since: event === 'APPROVE' ? now : null },
      now,
    );
    await repo.logEvent(tx, hotelId, {
      event,
      from,
      to,
      accountId: caller.accountId,
      at: now,
      draftId,
      pairCount: count,
      reason,
    });
    const decided = await repo.findDraft(tx, hotelId, draftId);
    return {
      hotelId,
      draftId,
      state: to,
      decision: { decision: body.decision, reason, at: now.toISOString(), by: decided?.decidedBy ?? null },
    };
  });
}
