/** What the domain policies need to know of a caller at a property (membership and staff roles). */
import { ROLE, type ratesPolicy } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { staffRoles, type HotelAccess } from './session.js';

/**
 * The caller at a property as the rates policy sees it. The staff roles are read only when they can change
 * an answer (a market manager at the property already is one).
 */
export async function ratesAccessOf(db: Database, membership: HotelAccess): Promise<ratesPolicy.RatesAccess> {
  const staff = membership.roles.includes(ROLE.MARKET_MANAGER)
    ? []
    : await staffRoles(db, membership.accountId);
  return { roles: membership.roles, staffRoles: staff, hotel: membership.hotel };
}
