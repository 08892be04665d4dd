/**
 * Targeted promotions (issue 13, docs/decisions/targeted-promotions.md): exclusive member deals and
 * corporate/affiliate rates. Their types, limits, and how a stored one becomes an offer of the pricing function
 * (promotions/pricing.ts), on the server's quote and in the app alike.
 */
import type { Offer, PromoPlatform, TargetUsers } from '../promotions/types.js';

/**
 * The closed set of the `:type` route parameter (SPEC 2 targeted-promo/create/:type):
 * - MEMBER: exclusive member deal, for guests logged in to the marketplace (platform LOGIN) - a TARGETED offer;
 * - CORPORATE: corporate/affiliate rate, for every guest of its target users - a CORPORATE offer.
 */
export const TARGETED_PROMOTION_TYPES = ['MEMBER', 'CORPORATE'] as const;
export type TargetedPromotionType = (typeof TARGETED_PROMOTION_TYPES)[number];
export const TARGET_USERS: readonly TargetUsers[] = ['ALL', 'OWN_PLATFORM', 'PARTNER_PLATFORMS'];
/** What a property's own users get when they create one: only a market manager chooses (SPEC 6). */
export const DEFAULT_TARGET_USERS: TargetUsers = 'ALL';

/**
 * Discount bounds of a targeted promotion (SPEC 5 "discount required with bounds", the bounds not shown): at
 * least 1 % (a smaller one is no exclusive deal) and at most 75 % (deeper cuts are the regular promotions'
 * business and would undercut the property's public rates beyond any parity agreement).
 */
export const TARGETED_DISCOUNT_MIN_PERCENT = 1;
export const TARGETED_DISCOUNT_MAX_PERCENT = 75;
export const TARGETED_NAME_MAX_LENGTH = 100;

/** The `:type` route segment of a type (`member`, `corporate`) and back; null for anything else. */
export const targetedRouteType = (type: TargetedPromotionType) => type.toLowerCase();
export function targetedTypeOfRoute(segment: string | undefined): TargetedPromotionType | null {
  const upper = (segment ?? '').toUpperCase();
  return (TARGETED_PROMOTION_TYPES as readonly string[]).includes(upper)
    ? (upper as TargetedPromotionType)
    : null;
}

/** The offer id of a targeted promotion in the pricing function's answers. */
export const targetedOfferId = (id: number | string) => `targeted:${id}`;

/** A stored targeted promotion as the pricing function needs it. */
export interface TargetedTerms {
  readonly type: TargetedPromotionType;
  readonly name: string;
  readonly discountPercent: number | null;
  readonly bookingPeriod: { readonly start?: string | null; readonly end?: string | null };
  readonly stayPeriod: { readonly start?: string | null; readonly end?: string | null };
  readonly blackoutDates?: readonly string[];
  readonly roomIds?: readonly number[];
  readonly ratePlanIds: readonly number[];
  readonly combinable: boolean;
  readonly targetUsers: TargetUsers;
}

/**
 * The offer of a targeted promotion; null while its discount is unset. A member deal applies to LOGIN guests
 * only; both kinds apply to the bookings of their target users (the stay's source).
 */
export function offerOfTargeted(id: number | string, t: TargetedTerms): Offer | null {
  if (t.discountPercent === null || !(t.discountPercent > 0)) return null;
  const platforms: readonly PromoPlatform[] | null = t.type === 'MEMBER' ? ['LOGIN'] : null;
  return {
    id: targetedOfferId(id),
    kind: t.type === 'MEMBER' ? 'TARGETED' : 'CORPORATE',
    name: t.name,
    percent: t.discountPercent,
    targetUsers: t.targetUsers,
    bookingPeriod: { start: t.bookingPeriod.start ?? null, end: t.bookingPeriod.end ?? null },
    stayPeriod: { start: t.stayPeriod.start ?? null, end: t.stayPeriod.end ?? null },
    blackoutDates: t.blackoutDates && t.blackoutDates.length > 0 ? t.blackoutDates : null,
    platforms,
    roomIds: t.roomIds && t.roomIds.length > 0 ? t.roomIds : null,
    ratePlanIds: t.ratePlanIds,
    combinable: t.combinable,
  };
}
