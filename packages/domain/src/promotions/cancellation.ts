/**
 * A promotion's own cancellation policy (SPEC 3 Promotion "cancellation policy", SPEC 5): a deal keeps the rate
 * plan's policy (none of its own) or sets one, in the rate plan's stored shape. When the priced stay applies
 * deals with their own policy, the booking is sold under the policy of the one that takes the most off (ties:
 * the first in stacking order); the calendar's policy of the check-in date still comes first, as it does over
 * the rate plan's (docs/decisions/promotions-pricing.md "Cancellation policy").
 */
import {
  cancellationPolicyOf,
  cancellationTerms,
  type CancellationPolicy,
  type CancellationTerms,
  type StoredCancellationPolicy,
} from '../cancellation.js';

/** Of the lines applied (in stacking order), the one whose offer has its own policy and takes the most off. */
export function promotionCancellationPolicy(
  applied: readonly { readonly offerId: string; readonly amount: number }[],
  policies: Readonly<Record<string, StoredCancellationPolicy>>,
): { offerId: string; policy: CancellationPolicy } | null {
  let best: { offerId: string; amount: number } | null = null;
  for (const line of applied) {
    if (!policies[line.offerId]) continue;
    if (!best || line.amount > best.amount) best = line;
  }
  const stored = best ? policies[best.offerId] : undefined;
  return best && stored ? { offerId: best.offerId, policy: cancellationPolicyOf(stored) } : null;
}

/**
 * The terms of a stay after its promotions: the calendar's policy stays; else the winning promotion's own
 * policy, else the rate plan's; the fees are always priced on what the guest pays after the discounts.
 */
export function termsAfterPromotions(
  terms: CancellationTerms,
  own: CancellationPolicy | null,
  stay: { checkIn: string; nightlyRates: readonly number[]; totalPrice: number },
): CancellationTerms {
  const useOwn = own !== null && terms.source !== 'CALENDAR';
  const { policy, daysBefore, chargeType, percentage, nights, noShow } = terms;
  return cancellationTerms(
    useOwn ? own : { policy, daysBefore, chargeType, percentage, nights, noShow },
    useOwn ? 'PROMOTION' : terms.source,
    { ...stay, timeZone: terms.timeZone },
  );
}
