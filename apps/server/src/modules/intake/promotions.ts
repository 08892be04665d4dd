/**
 * The property's promotions on a quote (docs/decisions/promotions-pricing.md): the quote's nights after the
 * rate, occupancy and length-of-stay logic are the base; surcharges and children charges are added undiscounted;
 * @extranet/domain priceWithOffers decides what applies, how it stacks and the minimum sell price's cap. The
 * cancellation terms are priced again on what the guest pays, under the applied deal's own policy if it has one.
 */
import type { Schemas } from '@extranet/api/operations';
import {
  dealIdOf,
  priceWithOffers,
  promotionCancellationPolicy,
  termsAfterPromotions,
  type BookingSource,
  type PromoPlatform,
  type RewardsTier,
} from '@extranet/domain';
import type { PropertyOffers } from '../promotions/repository.js';
import type { Quote } from './quote.js';
import type { Stay } from './repository.js';

/** Who books: platform (logged in or not), rewards tier, loyalty membership and source, as the marketplace tells. */
export interface Guest {
  platform: PromoPlatform;
  rewardsTier: RewardsTier | null;
  loyaltyMember: boolean;
  /** Where the booking comes from (targeted promotions' target users). */
  source: BookingSource;
}

export type AppliedPromotion = Schemas['AppliedPromotion'];
export type ValueAddedBenefit = Schemas['ValueAddedBenefit'];

/**
 * What the promotions discount on a quote: each night's rate after the length-of-stay discount (null where the
 * calendar has no rate). Surcharges and children charges are added undiscounted.
 */
export function promotionsBase(q: Quote): { date: string; rate: number | null }[] {
  const losPercent = q.losDiscount?.percent ?? 0;
  return q.nights.map((n) => ({
    date: n.date,
    rate: n.rate === null ? null : n.rate - Math.round((n.rate * losPercent) / 100),
  }));
}

/** The quote with the property's offers applied: its total lowered, its `promotions` filled in. */
export function applyPromotions(
  q: Quote,
  s: Stay,
  property: PropertyOffers,
  guest: Guest,
  bookedAt: Date,
): Quote {
  if (!q.available || q.totalPrice === null) return { ...q, promotions: null };
  const nights = promotionsBase(q).map((n) => ({ date: n.date, rate: n.rate ?? 0 }));
  const result = priceWithOffers(
    {
      roomId: s.roomId,
      ratePlanId: s.ratePlanId,
      nights,
      minSellPrice: property.minSellPrice[String(s.roomId)] ?? 0,
      bookedAt,
      platform: guest.platform,
      rewardsTier: guest.rewardsTier,
      loyaltyMember: guest.loyaltyMember,
      source: guest.source,
    },
    property.offers,
  );
  const totalPrice = q.totalPrice - result.discountTotal;
  // The cancellation terms follow the applied promotion's own policy, if any, and price what the guest pays.
  const own = promotionCancellationPolicy(result.applied, property.cancellationPolicies);
  const cancellation =
    q.cancellation && (own || result.discountTotal !== 0)
      ? termsAfterPromotions(q.cancellation, own?.policy ?? null, {
          checkIn: s.checkIn,
          nightlyRates: result.nights.map((n) => n.price),
          totalPrice,
        })
      : q.cancellation;
  return {
    ...q,
    totalPrice,
    cancellation,
    promotions: {
      priceBeforePromotions: q.totalPrice,
      discount: result.discountTotal,
      minSellPriceCap: result.minSellPriceCap,
      strategy: result.strategy,
      applied: result.applied.map((a) => ({
        offerId: a.offerId,
        dealId: dealIdOf(a.offerId),
        kind: a.kind,
        name: a.name,
        value: a.value,
        amount: a.amount,
      })),
      eligible: result.eligible.map((e) => ({ ...e })),
      valueAdded: result.valueAdded.map((v) => ({
        offerId: v.offerId,
        category: v.category,
        nameId: v.names.id,
        nameEn: v.names.en,
        validity: v.validity,
        times: v.times,
      })),
    },
  };
}
