/**
 * Who may do what in the loyalty area: the property's users manage its participation (the route rule of
 * /v3/loyalty), market managers decide on asked changes (SPEC 6).
 */
import { ROLE_ACCESS, isMarketManager } from '../roles.js';

export interface LoyaltyAccess {
  /** The caller's roles at the property (none for marketplace staff acting from the queue). */
  readonly roles: readonly number[];
  /** The account's marketplace staff roles. */
  readonly staffRoles: readonly number[];
}

export const LOYALTY_ACTIONS = [
  /** See eligibility, state and history; join, ask a change, unjoin (the route rule of /loyalty). */
  'loyalty.manage',
  /** Read the queue of pending changes and approve or reject them (market managers, SPEC 6). */
  'loyalty.decide',
] as const;
export type LoyaltyAction = (typeof LOYALTY_ACTIONS)[number];

export function can(access: LoyaltyAccess, action: LoyaltyAction): boolean {
  switch (action) {
    case 'loyalty.manage':
      return access.roles.some((r) => (ROLE_ACCESS.MOST as readonly number[]).includes(r));
    case 'loyalty.decide':
      return isMarketManager([], access.staffRoles);
  }
}
