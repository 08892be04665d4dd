/**
 * Route guards of SPEC sections 4 and 6, as pure functions. The app's single route wrapper and the server
 * both call `resolveNavigation`.
 */
import { DOMESTIC_PHONE_CODE } from './constants.js';
import { PROPERTY_CATEGORY_PATH, nextStepPath, registrationBasePath } from './registration.js';
import { ROLE } from './roles.js';
import { isRegistrationPath, matchRoute, normalizePath } from './route-match.js';
import type { AccessDeniedRule, RouteDef } from './routes.js';
import { ActiveStatus, type AccommodationType, type RateModel } from './status.js';

export interface AccessHotel {
  readonly activeStatus: number;
  readonly accommodationType: AccommodationType | null;
  readonly rateModel: RateModel | null;
  /** Vendor (channel manager / supplier) of the property; any non-empty value means "set". */
  readonly vendor: string | boolean | null;
  readonly vendorSkipPriceValidation: boolean;
  readonly features: readonly number[];
  /** Last completed registration step name (e.g. 'CONTACT'), null when none. */
  readonly registrationStep: string | null;
}

/**
 * What a policy of a property's area (rates, promotions, targeted promotions, campaigns) knows of a caller: their
 * roles at the property (none when acting as marketplace staff only), the account's marketplace staff roles
 * (customer service, market manager) and the property as the route guards see it.
 */
export interface PropertyAccess {
  readonly roles: readonly number[];
  readonly staffRoles: readonly number[];
  readonly hotel: AccessHotel | null;
}

export interface AccessUser {
  readonly requireVerification: boolean;
  /** Phone country code, e.g. '+62'. */
  readonly phoneCode: string | null;
  readonly emailVerified: boolean;
  readonly userRoleId: number | string;
}

/** Who is navigating. `user: null` means not signed in. */
export interface AccessContext {
  /** Role ids for the current property (or the staff roles of a marketplace user). */
  readonly roles: readonly number[];
  readonly privileges: readonly number[];
  /** The current property, null when the user has none. */
  readonly hotel: AccessHotel | null;
  readonly user: AccessUser | null;
}

export const HOME_PATH = '/v3/app/home';
export const LOGIN_PATH = '/login';
export const ACCESS_DENIED_PATH = '/v3/app/access-denied';
export const CUSTOMER_SERVICE_PATH = '/v3/customer-service/list';
/** Where a market manager without a property of their own starts: the queue of properties to review. */
export const REVIEW_QUEUE_PATH = '/v3/review/properties';

function intersects(a: readonly number[], b: readonly number[]): boolean {
  return a.some((x) => b.includes(x));
}

/**
 * Role/privilege, status and feature access of SPEC 6:
 * - at least one of role or privilege must match when the route lists either (home is exempt);
 * - the property's activeStatus must be in the route's status list (a homeExempt route is also reachable
 *   without a property);
 * - every feature of the route must be enabled on the property.
 * Public routes are always accessible. Does not check sign-in (see resolveNavigation).
 */
export function canAccessRoute(route: RouteDef, ctx: AccessContext): boolean {
  const { access } = route;
  if (access.public) return true;
  if (!access.homeExempt && (access.roles || access.privileges)) {
    const byRole = access.roles ? intersects(ctx.roles, access.roles) : false;
    const byPrivilege = access.privileges ? intersects(ctx.privileges, access.privileges) : false;
    if (!byRole && !byPrivilege) return false;
  }
  if (access.statuses) {
    if (ctx.hotel) {
      if (!access.statuses.includes(ctx.hotel.activeStatus)) return false;
    } else if (!access.homeExempt) {
      return false;
    }
  }
  if (access.features && access.features.length > 0) {
    const enabled = ctx.hotel?.features ?? [];
    if (!access.features.every((f) => enabled.includes(f))) return false;
  }
  return true;
}

function isPublicPath(pathname: string): boolean {
  return matchRoute(pathname)?.route.access.public === true;
}

/**
 * Status guard of SPEC 4. Returns where to go, or null to stay.
 * - No property: null.
 * - PENDING or REJECTED without accommodationType: /v3/registration/property-category.
 * - NHA not yet approved (draft, pending, rejected): stays on any /v3/registration/nha page, else goes to the
 *   step after the last completed one (`registrationStep`).
 * - Hotel not yet approved: stays on any /v3/registration/hotel page, else /v3/registration/hotel/general-info.
 * - Approved (offline or online): /v3/app/home when on a registration path.
 * Public pages are never redirected.
 */
export function statusGuard(ctx: AccessContext, pathname: string): string | null {
  const hotel = ctx.hotel;
  if (!hotel || !ctx.user) return null;
  const path = normalizePath(pathname);
  if (isPublicPath(path)) return null;
  const stay = (target: string) => (target === path ? null : target);
  const status = hotel.activeStatus;
  if (status === ActiveStatus.APPROVE_OFFLINE || status === ActiveStatus.APPROVE_ONLINE) {
    return isRegistrationPath(path) ? HOME_PATH : null;
  }
  if ((status === ActiveStatus.PENDING || status === ActiveStatus.REJECTED) && !hotel.accommodationType) {
    return stay(PROPERTY_CATEGORY_PATH);
  }
  if (hotel.accommodationType === 'NHA') {
    if (path.startsWith(`${registrationBasePath('NHA')}/`) && matchRoute(path)) return null;
    return stay(nextStepPath('NHA', hotel.registrationStep));
  }
  if (hotel.accommodationType === 'HOTEL') {
    if (path.startsWith(`${registrationBasePath('HOTEL')}/`) && matchRoute(path)) return null;
    return stay(`${registrationBasePath('HOTEL')}/general-info`);
  }
  // NHA_DRAFT (or an unknown status) without a type: choose the category first.
  return stay(PROPERTY_CATEGORY_PATH);
}

/** True when the user must verify before using the extranet (SPEC 4). */
export function needsVerification(user: AccessUser | null): boolean {
  if (!user) return false;
  if (user.requireVerification) return true;
  const code = (user.phoneCode ?? '').trim().replace(/^\+?/, '+');
  return code !== '+' && code !== DOMESTIC_PHONE_CODE && !user.emailVerified;
}

/** The user's own edit page, where verification happens. */
export function verificationPath(user: AccessUser): string {
  return `/v3/account/user-manage/edit/${encodeURIComponent(String(user.userRoleId))}`;
}

/**
 * Verification guard of SPEC 4: a user with requireVerification, or with a phone code other than +62 and an
 * unverified e-mail, is forced to their own user edit page; public pages and /v3/app/login (sign-out) stay
 * reachable. Returns where to go, or null to stay.
 */
export function verificationGuard(ctx: AccessContext, pathname: string): string | null {
  const user = ctx.user;
  if (!user || !needsVerification(user)) return null;
  const path = normalizePath(pathname);
  const target = verificationPath(user);
  if (path === target || path === '/v3/app/login' || isPublicPath(path)) return null;
  return target;
}

/** The SPEC 4 rule of `route` that denies it to this property, or null. */
export function deniedRuleOf(route: RouteDef, hotel: AccessHotel | null): AccessDeniedRule | null {
  if (!route.deniedWhen || !hotel) return null;
  for (const rule of route.deniedWhen) {
    if (rule === 'LOS_RATE_MODEL' && hotel.rateModel === 'LOS') return rule;
    if (rule === 'VENDOR_PRICE_VALIDATION' && Boolean(hotel.vendor) && !hotel.vendorSkipPriceValidation)
      return rule;
    if (rule === 'NOT_APPROVE_ONLINE' && hotel.activeStatus !== ActiveStatus.APPROVE_ONLINE) return rule;
    if (rule === 'NOT_A_HOME' && hotel.accommodationType !== 'NHA') return rule;
  }
  return null;
}

/** The SPEC 4 rule that denies this page to this property, or null. */
export function accessDeniedReason(ctx: AccessContext, pathname: string): AccessDeniedRule | null {
  const route = matchRoute(pathname)?.route;
  return route ? deniedRuleOf(route, ctx.hotel) : null;
}

/**
 * Where a signed-in user starts: without a property, customer-service staff go to the customer-service list,
 * market managers to the review queue and a property owner to the property-category registration; everyone
 * else home.
 */
export function landingPath(ctx: AccessContext): string {
  if (!ctx.user) return LOGIN_PATH;
  if (!ctx.hotel) {
    if (ctx.roles.includes(ROLE.CUSTOMER_SERVICE)) return CUSTOMER_SERVICE_PATH;
    if (ctx.roles.includes(ROLE.MARKET_MANAGER)) return REVIEW_QUEUE_PATH;
    return PROPERTY_CATEGORY_PATH;
  }
  return statusGuard(ctx, HOME_PATH) ?? HOME_PATH;
}

export type DeniedReason = AccessDeniedRule | 'FORBIDDEN';

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'denied'; reason: DeniedReason }
  | { kind: 'notFound' };

/** Login link that comes back to `pathname` afterwards. */
export function loginRedirect(pathname: string): string {
  return `${LOGIN_PATH}?ref=${encodeURIComponent(pathname)}`;
}

/**
 * The one decision for a navigation, in this order:
 * 1. unknown path -> notFound; 2. redirect-only route -> redirect; 3. public -> allow;
 * 4. not signed in -> redirect to /login?ref=<path>; 5. verification guard; 6. status guard;
 * 7. SPEC 4 access-denied rules -> denied with that reason; 8. a property page without a property ->
 * redirect to landingPath (customer-service list, property-category) unless that is home; 9. role/privilege/
 * status/feature access -> denied FORBIDDEN; 10. allow.
 * The verification target page is always allowed to a user who must verify.
 */
export function resolveNavigation(ctx: AccessContext, pathname: string): NavigationDecision {
  const match = matchRoute(pathname);
  if (!match) return { kind: 'notFound' };
  const { route } = match;
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  if (route.access.public) return { kind: 'allow' };
  if (!ctx.user) return { kind: 'redirect', to: loginRedirect(normalizePath(pathname)) };
  const path = normalizePath(pathname);

  const verify = verificationGuard(ctx, path);
  if (verify) return { kind: 'redirect', to: verify };
  if (needsVerification(ctx.user) && path === verificationPath(ctx.user)) return { kind: 'allow' };

  const status = statusGuard(ctx, path);
  if (status) return { kind: 'redirect', to: status };

  const reason = accessDeniedReason(ctx, path);
  if (reason) return { kind: 'denied', reason };

  if (!ctx.hotel && route.access.statuses) {
    // A property page without a property: customer service and owners go to where they start.
    const landing = landingPath(ctx);
    if (landing !== HOME_PATH && landing !== path) return { kind: 'redirect', to: landing };
  }
  if (!canAccessRoute(route, ctx)) return { kind: 'denied', reason: 'FORBIDDEN' };
  return { kind: 'allow' };
}
