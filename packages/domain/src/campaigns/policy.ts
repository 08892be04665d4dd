/**
 * Who may do what with campaigns (SPEC 4, 6): a property's users (roles 3, 4, 5, 7) read the campaigns open to
 * it, unless it has a vendor without the price-validation skip (the campaign list's rule); joining, changing
 * and leaving also need the property approved online (the add campaign page's rule). Market managers create and
 * change the marketplace's campaigns.
 */
import { accessDeniedReason, type PropertyAccess } from '../guards.js';
import { isMarketManager, ROLE_ACCESS } from '../roles.js';
import { routeById } from '../route-match.js';
import type { AccessDeniedRule } from '../routes.js';

/** The caller (no roles at the property when acting as marketplace staff only). */
export type CampaignsAccess = PropertyAccess;

export const CAMPAIGNS_ACTIONS = [
  /** See the campaigns open to the property, one campaign, the participation and its performance. */
  'campaign.read',
  /** Join a campaign, change the participation or leave. */
  'campaign.join',
] as const;
export type CampaignsAction = (typeof CAMPAIGNS_ACTIONS)[number] | 'campaign.manage';

export type CampaignsDenial = 'FORBIDDEN' | AccessDeniedRule;

const LIST_PATH = routeById('campaignList')?.path ?? '/v3/promotions-and-campaigns/campaign-list';
const VIEW_PATH = (
  routeById('campaignView')?.path ?? '/v3/promotions-and-campaigns/add/campaign/view/:id'
).replace(':campaignId', '1');

/** Why the caller may not do `action`, or null when allowed. */
export function campaignsDenial(access: CampaignsAccess, action: CampaignsAction): CampaignsDenial | null {
  if (action === 'campaign.manage') return isMarketManager([], access.staffRoles) ? null : 'FORBIDDEN';
  const member = access.roles.some((r) => (ROLE_ACCESS.MOST as readonly number[]).includes(r));
  if (!member) return 'FORBIDDEN';
  const ctx = { roles: access.roles, privileges: [], hotel: access.hotel, user: null };
  return accessDeniedReason(ctx, action === 'campaign.join' ? VIEW_PATH : LIST_PATH);
}

export function can(access: CampaignsAccess, action: CampaignsAction): boolean {
  return campaignsDenial(access, action) === null;
}

export type CampaignsAbilities = Record<(typeof CAMPAIGNS_ACTIONS)[number], boolean>;

export function campaignsAbilities(access: CampaignsAccess): CampaignsAbilities {
  return Object.fromEntries(CAMPAIGNS_ACTIONS.map((a) => [a, can(access, a)])) as CampaignsAbilities;
}
