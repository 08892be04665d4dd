/**
 * Who may read and change a property's targeted promotions (SPEC 6: roles 3, 4, 5, 7 on the promotions pages,
 * and the market manager; SPEC 4: the vendor rule, as the deals). Only a market manager sets or changes the
 * target users of a corporate rate or member deal (SPEC 6 "sole editor of corporate rate target users").
 */
import { accessDeniedReason, type PropertyAccess } from '../guards.js';
import { isMarketManager, ROLE_ACCESS } from '../roles.js';
import { routeById } from '../route-match.js';
import type { AccessDeniedRule } from '../routes.js';

export type TargetedAccess = PropertyAccess;

export const TARGETED_ACTIONS = [
  /** See the targeted promotions and their performance. */
  'targeted.read',
  /** Create, change and switch them on or off. */
  'targeted.edit',
  /** Set or change their target users: market managers only. */
  'targeted.targetUsers',
] as const;
export type TargetedAction = (typeof TARGETED_ACTIONS)[number];
export type TargetedDenial = 'FORBIDDEN' | 'MARKET_MANAGER_REQUIRED' | AccessDeniedRule;

const LIST_PATH =
  routeById('exclusiveMemberDeals')?.path ?? '/promotions-and-campaigns/exclusive-member-deals';

/** Why the caller may not do `action`, or null when allowed. */
export function targetedDenial(access: TargetedAccess, action: TargetedAction): TargetedDenial | null {
  const manager = isMarketManager(access.roles, access.staffRoles);
  const member = access.roles.some((r) => (ROLE_ACCESS.MOST as readonly number[]).includes(r));
  if (!member && !manager) return 'FORBIDDEN';
  if (action === 'targeted.targetUsers' && !manager) return 'MARKET_MANAGER_REQUIRED';
  const ctx = { roles: access.roles, privileges: [], hotel: access.hotel, user: null };
  return accessDeniedReason(ctx, LIST_PATH);
}

export function can(access: TargetedAccess, action: TargetedAction): boolean {
  return targetedDenial(access, action) === null;
}

export type TargetedAbilities = Record<TargetedAction, boolean>;

export function targetedAbilities(access: TargetedAccess): TargetedAbilities {
  return Object.fromEntries(TARGETED_ACTIONS.map((a) => [a, can(access, a)])) as TargetedAbilities;
}
