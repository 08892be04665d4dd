/**
 * The inputs and outputs of the promotions pricing function (pricing.ts, docs/decisions/promotions-pricing.md).
 * One shape for every offer kind: the conditions every kind shares (periods, days, times, blackout dates,
 * minimum stay, platforms, rooms and rate plans, combinable) and the kind's own terms. Money is integer IDR.
 */

/** The guest's platform when booking: logged in to the marketplace or not (SPEC 3 Promotion platform). */
export type PromoPlatform = 'LOGIN' | 'NON_LOGIN';
export const PROMO_PLATFORMS: readonly PromoPlatform[] = ['LOGIN', 'NON_LOGIN'];

/** The marketplace's rewards tiers that get a campaign's early access (SPEC 3 Campaign). */
export type RewardsTier = 'GOLD' | 'PLATINUM' | 'DIAMOND';

/** Where the booking comes from, for targeted and corporate deals' target users (SPEC 3). */
export type BookingSource = 'OWN_PLATFORM' | 'PARTNER_PLATFORM';
export type TargetUsers = 'ALL' | 'OWN_PLATFORM' | 'PARTNER_PLATFORMS';

export const PROMO_KINDS = [
  'REGULAR',
  'FREE_NIGHT',
  'HOTEL_NOW',
  'VALUE_ADDED',
  'CAMPAIGN',
  'TARGETED',
  'CORPORATE',
  'LOYALTY',
] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
/** The kinds an owner creates on the deals screens (the others come from campaigns, targeted deals, loyalty). */
export const DEAL_KINDS = ['REGULAR', 'FREE_NIGHT', 'HOTEL_NOW', 'VALUE_ADDED'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
/** An owner's deal, not a campaign, targeted promotion or the loyalty discount. */
export const isDealKind = (kind: string): kind is DealKind =>
  (DEAL_KINDS as readonly string[]).includes(kind);

/** A date range, both ends included (YYYY-MM-DD); an open end is null. */
export interface DateRange {
  readonly start: string | null;
  readonly end: string | null;
}

/** A time-of-day range 'HH:MM'; it may run across midnight (22:00 to 02:00). */
export interface TimeRange {
  readonly start: string;
  readonly end: string;
}

/** What every kind shares. A null list means "no restriction". */
export interface OfferConditions {
  /** When the booking may be made (the booking instant's date, property time). */
  readonly bookingPeriod?: DateRange | null;
  /** The nights the offer covers; nights outside are priced without it. */
  readonly stayPeriod?: DateRange | null;
  /** Days of the week (0 Sunday … 6 Saturday) of the nights the offer covers. */
  readonly stayDays?: readonly number[] | null;
  /** Days of the week on which the booking may be made. */
  readonly bookingDays?: readonly number[] | null;
  /** Time of day of the booking (property time). */
  readonly bookingTime?: TimeRange | null;
  /** Nights the offer never covers. */
  readonly blackoutDates?: readonly string[] | null;
  /** Nights the stay must have at least. */
  readonly minStay?: number | null;
  readonly platforms?: readonly PromoPlatform[] | null;
  readonly roomIds?: readonly number[] | null;
  readonly ratePlanIds?: readonly number[] | null;
  /** Stacks with the other combinable offers; else it competes with them (the best for the guest wins). */
  readonly combinable: boolean;
}

/** A discount tier: from `minNights` nights of stay on, `value` applies (the highest tier reached wins). */
export interface DiscountTier {
  readonly minNights: number;
  readonly value: number;
}

/** A Hotel Now tier: bookings made between `start` and `end` (GMT+7, inside 18:00–04:00) get `percent`. */
export interface HotelNowTier {
  readonly start: string;
  readonly end: string;
  readonly percent: number;
}

export type ValueAddedCategory = 'MEAL' | 'VOUCHER' | 'TRANSPORT' | 'OTHERS';
export type ValueAddedValidity = 'ONCE_PER_STAY' | 'EVERY_NIGHT';

interface OfferBase extends OfferConditions {
  /** Unique among the offers of one call (e.g. `deal:12`, `campaign:3`). */
  readonly id: string;
  readonly name: string;
}

export interface RegularOffer extends OfferBase {
  readonly kind: 'REGULAR';
  /** PERCENT of the night's price, or FIXED amount (IDR) off each covered night. */
  readonly discountType: 'PERCENT' | 'FIXED';
  /** At least one tier; `{ minNights: 1, value }` for a flat discount. */
  readonly tiers: readonly DiscountTier[];
}

export interface FreeNightOffer extends OfferBase {
  readonly kind: 'FREE_NIGHT';
  /** Nights of stay that earn `freeNights` free nights (of the covered nights, the cheapest are free). */
  readonly minNights: number;
  readonly freeNights: number;
  /** Cap of free nights in one stay; null: no cap beyond FREE_NIGHT_MAX. */
  readonly maxFreeNights: number | null;
  /** With accumulation, every full `minNights` block earns `freeNights` again. */
  readonly accumulation: boolean;
}

export interface HotelNowOffer extends OfferBase {
  readonly kind: 'HOTEL_NOW';
  /** Percentage tiers by booking time; the largest tier overlapping the booking instant applies. */
  readonly tiers: readonly HotelNowTier[];
}

export interface ValueAddedOffer extends OfferBase {
  readonly kind: 'VALUE_ADDED';
  readonly category: ValueAddedCategory;
  readonly names: { readonly id: string; readonly en: string };
  readonly validity: ValueAddedValidity;
}

export interface CampaignOffer extends OfferBase {
  readonly kind: 'CAMPAIGN';
  readonly percent: number;
  /** Hours before the booking period opens that members of a tier may already book. */
  readonly earlyAccessHours?: Partial<Record<RewardsTier, number>> | null;
}

export interface TargetedOffer extends OfferBase {
  readonly kind: 'TARGETED' | 'CORPORATE';
  readonly percent: number;
  readonly targetUsers: TargetUsers;
}

export interface LoyaltyOffer extends OfferBase {
  readonly kind: 'LOYALTY';
  /** LOYALTY_DISCOUNT_PERCENT (10) unless the program says otherwise; only for loyalty members. */
  readonly percent: number;
}

export type Offer =
  | RegularOffer
  | FreeNightOffer
  | HotelNowOffer
  | ValueAddedOffer
  | CampaignOffer
  | TargetedOffer
  | LoyaltyOffer;

/** The stay being priced, as the quote computed it before promotions. */
export interface PricingStay {
  readonly roomId: number;
  readonly ratePlanId: number;
  /** One entry per night from check-in: the night's price after the rate, LOS discount and occupancy logic. */
  readonly nights: readonly { readonly date: string; readonly rate: number }[];
  /** Surcharges and children charges: added to the total, never discounted. */
  readonly extras?: number;
  /** The lowest price a night may be sold at (the room's minimum sell price); 0 when none. */
  readonly minSellPrice: number;
  /** When the booking is made. */
  readonly bookedAt: Date;
  /** The property's UTC offset for booking dates, days and times (GMT+7 default). Hotel Now is always GMT+7. */
  readonly utcOffsetMinutes?: number;
  readonly platform: PromoPlatform;
  readonly source?: BookingSource;
  readonly rewardsTier?: RewardsTier | null;
  readonly loyaltyMember?: boolean;
}

/** An offer's discount on one night. */
export interface NightDiscount {
  readonly date: string;
  readonly amount: number;
}

/** One line of the price: an applied offer and what it took off (positive amount), night by night. */
export interface AppliedOffer {
  readonly offerId: string;
  readonly kind: PromoKind;
  readonly name: string;
  /** The percent, fixed amount or free nights that applied (the tier reached). */
  readonly value: number;
  readonly amount: number;
  readonly nights: readonly NightDiscount[];
}

export interface ValueAddedLine {
  readonly offerId: string;
  readonly name: string;
  readonly names: { readonly id: string; readonly en: string };
  readonly category: ValueAddedCategory;
  readonly validity: ValueAddedValidity;
  /** 1 for once per stay; the covered nights for every night. */
  readonly times: number;
}

/** An offer that applies to the stay, with what it alone would take off. */
export interface EligibleOffer {
  readonly offerId: string;
  readonly kind: PromoKind;
  readonly name: string;
  readonly combinable: boolean;
  readonly alone: number;
}

export interface PricedNight {
  readonly date: string;
  readonly base: number;
  readonly price: number;
}

export interface PricingResult {
  /** Sum of the nights' base prices. */
  readonly baseTotal: number;
  readonly extras: number;
  /** Every eligible discount offer (kind order, then id), with its discount alone. */
  readonly eligible: readonly EligibleOffer[];
  /** The lines applied, in stacking order. */
  readonly applied: readonly AppliedOffer[];
  /** What the minimum sell price gave back (≥ 0): the discounts beyond it. */
  readonly minSellPriceCap: number;
  readonly valueAdded: readonly ValueAddedLine[];
  /** STACKED: the combinable offers together won; SINGLE: one non-combinable offer won; NONE: no discount. */
  readonly strategy: 'STACKED' | 'SINGLE' | 'NONE';
  readonly nights: readonly PricedNight[];
  /** Sum of the applied lines minus the cap. */
  readonly discountTotal: number;
  /** baseTotal - discountTotal + extras. */
  readonly total: number;
}
