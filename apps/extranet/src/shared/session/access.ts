import { parseIdList, resolveNavigation, withStaffRoles, type AccessContext } from '@extranet/domain';
import { currentHotel, type Session } from './session';

/** What the domain guards need to know about the signed-in user (or an anonymous visitor). */
export function toAccessContext(session: Session | null | undefined): AccessContext {
  if (!session) return { roles: [], privileges: [], hotel: null, user: null };
  const hotel = currentHotel(session);
  const accountRoles = parseIdList(session.account.role);
  // Staff roles (market manager, customer service) also count while a property is the current one.
  const roles = hotel?.roles.length ? withStaffRoles(hotel.roles, accountRoles) : accountRoles;
  const privileges = hotel?.privileges.length ? hotel.privileges : parseIdList(session.account.priv);
  return {
    roles,
    privileges,
    hotel: hotel
      ? {
          activeStatus: hotel.activeStatus,
          accommodationType: hotel.accommodationType,
          rateModel: hotel.rateModel,
          vendor: hotel.vendor,
          vendorSkipPriceValidation: hotel.vendorSkipPriceValidation,
          features: hotel.features,
          registrationStep: hotel.registrationStep,
        }
      : null,
    user: {
      requireVerification: session.user.requireVerification,
      phoneCode: session.user.phoneCode,
      emailVerified: session.user.emailVerified,
      userRoleId: session.user.userRoleId ?? '',
    },
  };
}

/**
 * True when the route guard lets this user open `path` on the current property (the same decision as
 * RouteGuard's: SPEC 4 rules, role/privilege, status, features): for links shown only to who may follow them.
 */
export function canReach(session: Session | null | undefined, path: string): boolean {
  return resolveNavigation(toAccessContext(session), path).kind === 'allow';
}
