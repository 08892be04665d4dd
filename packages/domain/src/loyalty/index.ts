/**
 * Loyalty (SPEC 4, 7, 9): whether a property may take part in the marketplace's loyalty programme, and the
 * states of its participation. Pure: the server feeds it facts read from the guest reviews and the stored
 * state; the page shows the same reasons.
 */
import {
  LOYALTY_DISCOUNT_PERCENT,
  LOYALTY_MIN_RATING,
  LOYALTY_MIN_REVIEWS,
  LOYALTY_REVIEW_WINDOW_MONTHS,
} from '../constants.js';
import { addMonths } from '../dates.js';

export { LOYALTY_DISCOUNT_PERCENT, LOYALTY_MIN_RATING, LOYALTY_MIN_REVIEWS, LOYALTY_REVIEW_WINDOW_MONTHS };

// ---------------------------------------------------------------- eligibility

/** What eligibility is judged on, read from the property's guest reviews. */
export interface LoyaltyReviewFacts {
  /** Average guest score of all the property's reviews (scale 1..10 of the guest reviews), null without any. */
  readonly averageScore: number | null;
  /** Reviews written on or after `loyaltyReviewWindowStart(today)` (in the property's time zone). */
  readonly recentReviews: number;
}

export type LoyaltyIneligibleReason = 'NO_RATING' | 'RATING_TOO_LOW' | 'NO_RECENT_REVIEW';

export interface LoyaltyEligibility extends LoyaltyReviewFacts {
  readonly eligible: boolean;
  readonly reasons: readonly LoyaltyIneligibleReason[];
  /** First day of the review window (today minus 6 months). */
  readonly since: string;
  readonly minRating: number;
  readonly minRecentReviews: number;
  readonly windowMonths: number;
}

/** The first day of the 6-month review window ending on `today` (YYYY-MM-DD of the property). */
export function loyaltyReviewWindowStart(today: string): string {
  return addMonths(today, -LOYALTY_REVIEW_WINDOW_MONTHS);
}

/** SPEC 9: a rating of 3 or more and at least one review in the last 6 months. */
export function loyaltyEligibility(facts: LoyaltyReviewFacts, today: string): LoyaltyEligibility {
  const reasons: LoyaltyIneligibleReason[] = [];
  if (facts.averageScore === null) reasons.push('NO_RATING');
  else if (facts.averageScore < LOYALTY_MIN_RATING) reasons.push('RATING_TOO_LOW');
  if (facts.recentReviews < LOYALTY_MIN_REVIEWS) reasons.push('NO_RECENT_REVIEW');
  return {
    ...facts,
    eligible: reasons.length === 0,
    reasons,
    since: loyaltyReviewWindowStart(today),
    minRating: LOYALTY_MIN_RATING,
    minRecentReviews: LOYALTY_MIN_REVIEWS,
    windowMonths: LOYALTY_REVIEW_WINDOW_MONTHS,
  };
}

// ---------------------------------------------------------------- states and transitions

export const LOYALTY_STATES = [
  'NOT_ELIGIBLE',
  'INVITED',
  'JOINED',
  'CHANGE_PENDING',
  'APPROVED',
  'REJECTED',
  'UNJOINED',
] as const;
export type LoyaltyState = (typeof LOYALTY_STATES)[number];

/** States a property's row stores; NOT_ELIGIBLE and INVITED are only derived (no row yet). */
export type StoredLoyaltyState = Exclude<LoyaltyState, 'NOT_ELIGIBLE' | 'INVITED'>;

export const LOYALTY_EVENTS = ['JOIN', 'REQUEST_CHANGE', 'APPROVE', 'REJECT', 'UNJOIN'] as const;
export type LoyaltyEvent = (typeof LOYALTY_EVENTS)[number];

/** Why a transition is refused: the server's 409 code. */
export type LoyaltyRefusal = 'LOYALTY_NOT_ELIGIBLE' | 'LOYALTY_TRANSITION_NOT_ALLOWED';

export type LoyaltyTransition =
  | { readonly ok: true; readonly to: StoredLoyaltyState }
  | { readonly ok: false; readonly refusal: LoyaltyRefusal };

/**
 * The state a property is in: its stored state, else INVITED when eligible and NOT_ELIGIBLE when not (the
 * marketplace invites every eligible property). A joined property stays joined when its reviews change.
 */
export function loyaltyState(stored: StoredLoyaltyState | null, eligible: boolean): LoyaltyState {
  if (stored !== null) return stored;
  return eligible ? 'INVITED' : 'NOT_ELIGIBLE';
}

/** States in which the property takes part (the intake applies its approved selection). */
const PARTICIPATING: readonly LoyaltyState[] = ['JOINED', 'CHANGE_PENDING', 'APPROVED', 'REJECTED'];

export function isParticipating(state: LoyaltyState): boolean {
  return PARTICIPATING.includes(state);
}

const TABLE: Readonly<Record<LoyaltyEvent, Partial<Record<LoyaltyState, StoredLoyaltyState>>>> = {
  // The property joins with its rooms and rate plans: no approval needed (an invitation is the approval).
  JOIN: { INVITED: 'JOINED', UNJOINED: 'JOINED', NOT_ELIGIBLE: 'JOINED' },
  // One change at a time: a draft waits for a market manager.
  REQUEST_CHANGE: { JOINED: 'CHANGE_PENDING', APPROVED: 'CHANGE_PENDING', REJECTED: 'CHANGE_PENDING' },
  APPROVE: { CHANGE_PENDING: 'APPROVED' },
  REJECT: { CHANGE_PENDING: 'REJECTED' },
  // Leaving drops a pending draft.
  UNJOIN: { JOINED: 'UNJOINED', CHANGE_PENDING: 'UNJOINED', APPROVED: 'UNJOINED', REJECTED: 'UNJOINED' },
};

/** Where `event` takes a property in `state`; joining needs the property eligible (SPEC 9). */
export function loyaltyTransition(
  state: LoyaltyState,
  event: LoyaltyEvent,
  context: { readonly eligible: boolean },
): LoyaltyTransition {
  const to = TABLE[event][state];
  if (to === undefined) return { ok: false, refusal: 'LOYALTY_TRANSITION_NOT_ALLOWED' };
  if (event === 'JOIN' && !context.eligible) return { ok: false, refusal: 'LOYALTY_NOT_ELIGIBLE' };
  return { ok: true, to };
}

/** The events the property (or, for APPROVE/REJECT, a market manager) may send in `state`. */
export function loyaltyEvents(state: LoyaltyState, eligible: boolean): LoyaltyEvent[] {
  return LOYALTY_EVENTS.filter((e) => loyaltyTransition(state, e, { eligible }).ok);
}

// ---------------------------------------------------------------- selection

/** A room and rate plan taking part (the discount applies to stays sold in this pair). */
export interface LoyaltyPair {
  readonly roomId: number;
  readonly ratePlanId: number;
}

/** Pairs in a stable order (room, then rate plan), duplicates removed. */
export function normalizePairs(pairs: readonly LoyaltyPair[]): LoyaltyPair[] {
  const seen = new Set<string>();
  const out: LoyaltyPair[] = [];
  for (const p of pairs) {
    const key = `${p.roomId}:${p.ratePlanId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ roomId: p.roomId, ratePlanId: p.ratePlanId });
  }
  return out.sort((a, b) => a.roomId - b.roomId || a.ratePlanId - b.ratePlanId);
}

/** True when both selections hold the same pairs. */
export function samePairs(a: readonly LoyaltyPair[], b: readonly LoyaltyPair[]): boolean {
  const x = normalizePairs(a);
  const y = normalizePairs(b);
  return (
    x.length === y.length && x.every((p, i) => p.roomId === y[i]!.roomId && p.ratePlanId === y[i]!.ratePlanId)
  );
}
