/** What the domain policies need to know of a caller at a property (membership and staff roles). */
import { ratesPolicy, ROLE, type AccessHotel, type PropertyAccess } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { staffRoles, type HotelAccess } from './session.js';

/**
 * The caller at a property as the policies of its areas see it (rates, promotions, targeted promotions). The
 * staff roles are read only when they can change an answer (a market manager at the property already is one).
 */
export async function propertyAccessOf(db: Database, membership: HotelAccess): Promise<PropertyAccess> {
  const staff = membership.roles.includes(ROLE.MARKET_MANAGER)
    ? []
    : await staffRoles(db, membership.accountId);
  return { roles: membership.roles, staffRoles: staff, hotel: membership.hotel };
}

/** What the session says of a property (its SessionHotel without the abilities). */
export interface PropertyFacts extends AccessHotel {
  readonly roles: readonly number[];
}

/** The caller's abilities in the rates area at a property, for the session (the same policy as the server's). */
export function ratesAbilitiesAt(
  property: PropertyFacts,
  staffRoles: readonly number[],
): ratesPolicy.RatesAbilities {
  const { roles, ...hotel } = property;
  return ratesPolicy.ratesAbilities({ roles, staffRoles, hotel });
}
