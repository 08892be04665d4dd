/**
 * Who may do what in the rates area (rate plans, pricing model, the ARI calendar, bulk updates): one pure
 * policy for the server's checks and the session's abilities, so a screen shows only what the server allows.
 */
import { accessDeniedReason, type PropertyAccess } from '../guards.js';
import { isMarketManager, ROLE_ACCESS } from '../roles.js';
import { routeById } from '../route-match.js';
import type { AccessDeniedRule } from '../routes.js';

/** What the rates policy needs to know of a caller at one property (its pricing model decides bulk updates). */
export type RatesAccess = PropertyAccess;

export const RATES_ACTIONS = [
  /** Create, change or copy a rate plan. */
  'ratePlan.edit',
  /** Create, change or copy a static-tariff plan (or make a plan static). */
  'ratePlan.editStatic',
  /** Change the pricing model and its stay-length table. */
  'pricingModel.edit',
  /** Save changes of the ARI calendar. */
  'ari.edit',
  /** Change the prices of a static-tariff plan in the ARI calendar or by bulk update. */
  'ari.editStaticRates',
  /** Preview, apply or undo a bulk update. */
  'bulkUpdate.apply',
] as const;

export type RatesAction = (typeof RATES_ACTIONS)[number];

/** The rate plan an action is about, when it matters (a static-tariff plan is the market manager's). */
export interface RatesResource {
  readonly tariffMode?: 'PROPERTY' | 'STATIC';
}

/** Why an action is refused: the code the server answers with (403). */
export type RatesDenial = 'FORBIDDEN' | 'MARKET_MANAGER_REQUIRED' | AccessDeniedRule;

function isEditor(access: RatesAccess): boolean {
  return access.roles.some((r) => (ROLE_ACCESS.MOST as readonly number[]).includes(r));
}

const BULK_UPDATES_PATH = routeById('bulkUpdates')?.path ?? '';

/** Why `action` on `resource` is refused to the caller, or null when it is allowed. */
export function ratesDenial(
  access: RatesAccess,
  action: RatesAction,
  resource: RatesResource = {},
): RatesDenial | null {
  const marketManager = isMarketManager(access.roles, access.staffRoles);
  switch (action) {
    case 'ratePlan.edit':
      if (!marketManager && !isEditor(access)) return 'FORBIDDEN';
      return resource.tariffMode === 'STATIC' && !marketManager ? 'MARKET_MANAGER_REQUIRED' : null;
    case 'ratePlan.editStatic':
    case 'pricingModel.edit':
      return marketManager ? null : 'MARKET_MANAGER_REQUIRED';
    case 'ari.edit':
      return isEditor(access) ? null : 'FORBIDDEN';
    case 'ari.editStaticRates':
      if (!isEditor(access)) return 'FORBIDDEN';
      return marketManager ? null : 'MARKET_MANAGER_REQUIRED';
    case 'bulkUpdate.apply': {
      if (!isEditor(access)) return 'FORBIDDEN';
      const ctx = { roles: access.roles, privileges: [], hotel: access.hotel, user: null };
      return accessDeniedReason(ctx, BULK_UPDATES_PATH);
    }
  }
}

/** Whether the caller may do `action` (on `resource`) in the rates area. */
export function can(access: RatesAccess, action: RatesAction, resource?: RatesResource): boolean {
  return ratesDenial(access, action, resource) === null;
}

/** Every action of the rates area and whether the caller may do it: the session's abilities. */
export type RatesAbilities = Record<RatesAction, boolean>;

export function ratesAbilities(access: RatesAccess): RatesAbilities {
  return Object.fromEntries(RATES_ACTIONS.map((a) => [a, can(access, a)])) as RatesAbilities;
}
