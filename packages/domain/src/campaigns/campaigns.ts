/**
 * Campaigns (SPEC 3 Campaign): marketplace-wide terms a market manager sets, and a property's participation
 * (its discount, rooms and rate plans). What stands today (`campaignPhase`) and the offer the pricing function
 * applies for a property that joined (`offerOfCampaign`), shared by the server's quote and the screens.
 */
import type { CampaignOffer, PromoPlatform, RewardsTier } from '../promotions/types.js';

export const REWARDS_TIERS: readonly RewardsTier[] = ['GOLD', 'PLATINUM', 'DIAMOND'];

/** How a campaign treats cancellation: each rate plan's own policy, or only non-refundable rate plans. */
export const CAMPAIGN_CANCELLATION_POLICIES = ['FOLLOW_RATE_PLAN', 'NON_REFUNDABLE'] as const;
export type CampaignCancellationPolicy = (typeof CAMPAIGN_CANCELLATION_POLICIES)[number];

/** The most hours of early access a tier may get (30 days). */
export const CAMPAIGN_EARLY_ACCESS_MAX_HOURS = 720;

export type CampaignPhase = 'INACTIVE' | 'UPCOMING' | 'OPEN' | 'CLOSED' | 'ENDED';

export interface CampaignPeriod {
  readonly start: string;
  readonly end: string;
}

/** The terms of a campaign the pricing and the phase need (the contract's Campaign has more). */
export interface CampaignTerms {
  readonly campaignId: number;
  readonly name: string;
  readonly status: 'ACTIVE' | 'INACTIVE';
  readonly bookingPeriod: CampaignPeriod;
  readonly stayPeriod: CampaignPeriod;
  readonly participationPeriod: CampaignPeriod;
  readonly blackoutDates: readonly string[];
  readonly platforms: readonly PromoPlatform[];
  readonly minStay: number | null;
  readonly combinable: boolean;
  readonly earlyAccessHours: Readonly<Record<RewardsTier, number>>;
}

/** A property's participation: its discount and the rooms and rate plans that take part. */
export interface CampaignChoice {
  readonly discountPercent: number;
  readonly roomIds: readonly number[];
  readonly ratePlanIds: readonly number[];
}

/** The offer id of a campaign in the pricing function's answers. */
export const campaignOfferId = (campaignId: number | string) => `campaign:${campaignId}`;

/** The campaign id of an offer id, or null when the offer is not a campaign. */
export function campaignIdOf(offerId: string): number | null {
  const m = /^campaign:(\d+)$/.exec(offerId);
  return m ? Number(m[1]) : null;
}

/** Where a campaign stands on `today` (the property's day). */
export function campaignPhase(
  c: Pick<CampaignTerms, 'status' | 'stayPeriod' | 'participationPeriod'>,
  today: string,
): CampaignPhase {
  if (c.status === 'INACTIVE') return 'INACTIVE';
  if (today > c.stayPeriod.end) return 'ENDED';
  if (today < c.participationPeriod.start) return 'UPCOMING';
  if (today <= c.participationPeriod.end) return 'OPEN';
  return 'CLOSED';
}

/** Whether a property may join, change or leave on `today`. */
export const canChangeParticipation = (phase: CampaignPhase) => phase === 'OPEN';

/**
 * The offer a joined campaign makes on the property's quotes: the property's percent on its chosen rooms and
 * rate plans, under the campaign's periods, blackout dates, platforms, minimum stay, combinability and early
 * access by rewards tier. Null when the campaign is switched off or the choice is empty.
 */
export function offerOfCampaign(c: CampaignTerms, choice: CampaignChoice): CampaignOffer | null {
  if (c.status !== 'ACTIVE') return null;
  if (choice.roomIds.length === 0 || choice.ratePlanIds.length === 0 || !(choice.discountPercent > 0))
    return null;
  return {
    id: campaignOfferId(c.campaignId),
    kind: 'CAMPAIGN',
    name: c.name,
    percent: choice.discountPercent,
    earlyAccessHours: c.earlyAccessHours,
    bookingPeriod: { start: c.bookingPeriod.start, end: c.bookingPeriod.end },
    stayPeriod: { start: c.stayPeriod.start, end: c.stayPeriod.end },
    blackoutDates: c.blackoutDates.length > 0 ? c.blackoutDates : null,
    minStay: c.minStay,
    platforms: c.platforms,
    roomIds: choice.roomIds,
    ratePlanIds: choice.ratePlanIds,
    combinable: c.combinable,
  };
}
