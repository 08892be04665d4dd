/**
 * Who may read and change a property's deals (SPEC 6: roles 3, 4, 5, 7 on the promotions pages; SPEC 4: a
 * property with a vendor and no price-validation skip is denied the promotions pages, and so their calls).
 */
import { accessDeniedReason, type PropertyAccess } from '../guards.js';
import { isMarketManager, ROLE_ACCESS } from '../roles.js';
import { routeById } from '../route-match.js';
import type { AccessDeniedRule } from '../routes.js';

export type PromotionsAccess = PropertyAccess;

export const PROMOTIONS_ACTIONS = [
  /** See the deals, their performance and the pricing preview. */
  'deal.read',
  /** Create, change and switch deals on or off. */
  'deal.edit',
] as const;
export type PromotionsAction = (typeof PROMOTIONS_ACTIONS)[number];

export type PromotionsDenial = 'FORBIDDEN' | AccessDeniedRule;

const PROMO_LIST_PATH = routeById('promoList')?.path ?? '/promotions-and-campaigns/promo-list';

/** Why the caller may not do `action`, or null when allowed. */
export function promotionsDenial(
  access: PromotionsAccess,
  _action: PromotionsAction,
): PromotionsDenial | null {
  const member = access.roles.some((r) => (ROLE_ACCESS.MOST as readonly number[]).includes(r));
  if (!member && !isMarketManager(access.roles, access.staffRoles)) return 'FORBIDDEN';
  const ctx = { roles: access.roles, privileges: [], hotel: access.hotel, user: null };
  return accessDeniedReason(ctx, PROMO_LIST_PATH);
}

export function can(access: PromotionsAccess, action: PromotionsAction): boolean {
  return promotionsDenial(access, action) === null;
}

export type PromotionsAbilities = Record<PromotionsAction, boolean>;

export function promotionsAbilities(access: PromotionsAccess): PromotionsAbilities {
  return Object.fromEntries(PROMOTIONS_ACTIONS.map((a) => [a, can(access, a)])) as PromotionsAbilities;
}
