import type { FastifyRequest } from 'fastify';
import {
  canAccessRoute,
  deniedRuleOf,
  isApproved,
  needsVerification,
  routeById,
  type AccessContext,
  type AccessHotel,
  type AccommodationType,
  type RateModel,
} from '@extranet/domain';
import { cachedRead, readCacheOf } from '../db/read-cache.js';
import type { Database } from '../db/types.js';
import {
  ACCESS_TOKEN_COOKIE,
  verifiedClaims,
  verifyAccessToken,
  type AccessClaims,
  type SessionInfo,
} from './access-token.js';
import { AppError, forbidden, notFound, unauthenticated } from './errors.js';

export {
  ACCESS_TOKEN_COOKIE,
  resolveSessionSecret,
  sessionKeyFromSecret,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
  type SessionInfo,
} from './access-token.js';

/** The access token of a request: the access_token cookie, else an `Authorization: Bearer` header. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies?.[ACCESS_TOKEN_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return m?.[1];
}

/** The caller's session, or null when there is no valid token (never throws for a bad token). */
export async function optionalSession(request: FastifyRequest): Promise<SessionInfo | null> {
  if (request.session) return request.session;
  if (!accessTokenOf(request)) return null;
  try {
    return await requireSession(request);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The claims of the request's access token, checked for signature and expiry only (no database); throws 401
 * UNAUTHENTICATED without a valid token. Whether its session is still alive is requireSession's check, or
 * requireHotelAccess's, which makes it in the same statement as the membership.
 */
export async function requireTokenClaims(request: FastifyRequest): Promise<AccessClaims> {
  if (request.session) return request.session;
  if (request.tokenClaims) return request.tokenClaims;
  const token = accessTokenOf(request);
  if (!token) throw unauthenticated();
  request.tokenClaims = await verifyAccessToken(request.server.ctx.sessionKey, token);
  return request.tokenClaims;
}

/** The caller's session; throws 401 UNAUTHENTICATED without a valid access token of a live session. */
export async function requireSession(request: FastifyRequest): Promise<SessionInfo> {
  if (request.session) return request.session;
  const claims = await requireTokenClaims(request);
  // A token of a signed-out (or stolen and revoked) session stops working at once, not when it expires.
  if (claims.sessionId && !(await isSessionActive(request.server.ctx.db, claims.sessionId))) {
    throw unauthenticated();
  }
  request.session = claims;
  return claims;
}

/** True while the refresh family an access token belongs to is alive (logout and reuse detection end it). */
async function isSessionActive(db: Database, familyId: string): Promise<boolean> {
  // Only a live session is cached: logout and reuse detection are writes, which clear the cache.
  return cachedRead(
    db,
    `session:${familyId}`,
    async () => {
      const row = await db.maybeOne<{ active: boolean }>(
        'SELECT revoked_at IS NULL AS active FROM refresh_families WHERE family_id = $1',
        [familyId],
      );
      return row?.active === true;
    },
    (active) => active,
  );
}

// ---------------------------------------------------------------- property membership

/** The caller's membership of one property, with what the domain guards need. */
export interface HotelAccess {
  hotelId: number;
  userRoleId: number;
  accountId: number;
  roles: number[];
  privileges: number[];
  requireVerification: boolean;
  hotel: AccessHotel;
  /** AccessContext for @extranet/domain guards at this property. */
  access: AccessContext;
}

interface MembershipRow {
  session_active: boolean;
  /** null when the account is not a user of the property. */
  user_role_id: number | null;
  roles: number[];
  privileges: number[];
  require_verification: boolean;
  active_status: number;
  accommodation_type: AccommodationType | null;
  rate_model: RateModel | null;
  vendor: string | null;
  vendor_skip_price_validation: boolean;
  registration_step: string | null;
  features: number[];
  phone_code: string | null;
  email_verified: boolean;
}

const MEMBERSHIP_SQL = `SELECT ($3::uuid IS NULL OR EXISTS (
              SELECT 1 FROM refresh_families rf WHERE rf.family_id = $3::uuid AND rf.revoked_at IS NULL)
            ) AS session_active,
            m.*
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
            SELECT hu.user_role_id, hu.roles, hu.privileges, hu.require_verification,
                   h.active_status, h.accommodation_type, h.rate_model, h.vendor, h.vendor_skip_price_validation,
                   h.registration_step,
                   ARRAY(SELECT f.feature_id FROM hotel_features f WHERE f.hotel_id = h.hotel_id ORDER BY f.feature_id)
                     AS features,
                   a.phone_code, a.email_verified
              FROM hotel_users hu
              JOIN hotels h ON h.hotel_id = hu.hotel_id
              JOIN accounts a ON a.id = hu.account_id
             WHERE hu.hotel_id = $1 AND hu.account_id = $2
       ) AS m ON true`;

interface MembershipAndSession {
  sessionActive: boolean;
  membership: HotelAccess | null;
}

const accessKey = (hotelId: number, accountId: number, sessionId: string | null) =>
  `access:${hotelId}:${accountId}:${sessionId ?? ''}`;

/**
 * One statement: the account's membership of a property and whether the session `sessionId` (when given) is
 * still alive. `membership` is null when the account is not a user of the property (or it does not exist).
 */
async function membershipAndSession(
  db: Database,
  accountId: number,
  hotelId: number,
  sessionId: string | null,
): Promise<MembershipAndSession> {
  // Every request of a property's operation asks this: a granted access is cached (db/read-cache.ts) until the
  // next write (logout, a role or membership change, a change of the property) or a few seconds at most.
  return cachedRead(
    db,
    accessKey(hotelId, accountId, sessionId),
    () => readMembershipAndSession(db, accountId, hotelId, sessionId),
    (found) => found.sessionActive && found.membership !== null,
  );
}

async function readMembershipAndSession(
  db: Database,
  accountId: number,
  hotelId: number,
  sessionId: string | null,
): Promise<{ sessionActive: boolean; membership: HotelAccess | null }> {
  const row = await db.one<MembershipRow>(MEMBERSHIP_SQL, [hotelId, accountId, sessionId]);
  if (row.user_role_id === null) return { sessionActive: row.session_active, membership: null };
  const hotel: AccessHotel = {
    activeStatus: row.active_status,
    accommodationType: row.accommodation_type,
    rateModel: row.rate_model,
    vendor: row.vendor,
    vendorSkipPriceValidation: row.vendor_skip_price_validation,
    features: row.features,
    registrationStep: row.registration_step,
  };
  const user = {
    requireVerification: row.require_verification,
    phoneCode: row.phone_code,
    emailVerified: row.email_verified,
    userRoleId: row.user_role_id,
  };
  return {
    sessionActive: row.session_active,
    membership: {
      hotelId,
      userRoleId: row.user_role_id,
      accountId,
      roles: row.roles,
      privileges: row.privileges,
      requireVerification: row.require_verification,
      hotel,
      access: { roles: row.roles, privileges: row.privileges, hotel, user },
    },
  };
}

/** The account's membership of a property, or null when it is not a user of it (or it does not exist). */
export async function findHotelAccess(
  db: Database,
  accountId: number,
  hotelId: number,
): Promise<HotelAccess | null> {
  return (await membershipAndSession(db, accountId, hotelId, null)).membership;
}

/** Role ids (at least one must match) or a route id of @extranet/domain ROUTES (its full access rule). */
export type HotelAccessRule = readonly number[] | string | undefined;

/**
 * The guards of SPEC 4 that the pages apply before their access rule, applied to a property's operations
 * (apps/server/README.md, "Access"): a user who must verify reaches only their own user page, and a property
 * not approved yet (draft, pending, rejected) only its registration. Each is on unless the operation says
 * otherwise in the contract (`x-verification-page`, `x-any-status`).
 */
export interface HotelGuards {
  /** 403 VERIFICATION_REQUIRED when the user must verify first (needsVerification of @extranet/domain). */
  readonly verified: boolean;
  /** 403 PROPERTY_NOT_APPROVED unless the property is approved (offline or online: the pages' status list). */
  readonly approved: boolean;
}

/** Every guard: what an operation gets unless its contract exempts it. */
export const ALL_HOTEL_GUARDS: HotelGuards = { verified: true, approved: true };
/** No guard (the access helpers called by a handler after the route's own check). */
const NO_HOTEL_GUARDS: HotelGuards = { verified: false, approved: false };

/** The guards a contract operation asks for (see HotelGuards). */
export function hotelGuardsOf(operation: Record<string, unknown>): HotelGuards {
  return {
    verified: operation['x-verification-page'] !== true,
    approved: operation['x-any-status'] !== true,
  };
}

/**
 * Checks that the caller may act on `hotelId`: 401 without a session, 404 NOT_FOUND when the caller is not a
 * user of that property (whether or not it exists), 403 FORBIDDEN when the rule does not allow the caller's
 * roles there. Returns the membership (cached for the request).
 */
export async function requireHotelAccess(
  request: FastifyRequest,
  hotelId: number,
  rule?: HotelAccessRule,
  guards: HotelGuards = NO_HOTEL_GUARDS,
): Promise<HotelAccess> {
  let membership = request.hotelAccess?.get(hotelId);
  if (!membership) {
    // The session's liveness is checked in the membership's statement unless requireSession already did.
    const claims = await requireTokenClaims(request);
    const checkSession = request.session ? null : (claims.sessionId ?? null);
    const found = await membershipAndSession(request.server.ctx.db, claims.accountId, hotelId, checkSession);
    if (!found.sessionActive) throw unauthenticated();
    request.session = claims;
    if (!found.membership) throw notFound();
    membership = found.membership;
    request.hotelAccess ??= new Map();
    request.hotelAccess.set(hotelId, membership);
  }
  checkHotelRule(membership, rule, guards);
  return membership;
}

/**
 * Throws 403 when the guards or the rule refuse the membership (see requireHotelAccess), in the pages' order
 * (@extranet/domain resolveNavigation): VERIFICATION_REQUIRED, PROPERTY_NOT_APPROVED, then FORBIDDEN.
 */
export function checkHotelRule(
  membership: HotelAccess,
  rule: HotelAccessRule,
  guards: HotelGuards = NO_HOTEL_GUARDS,
): void {
  if (guards.verified && needsVerification(membership.access.user)) throw forbidden('VERIFICATION_REQUIRED');
  if (guards.approved && !isApproved(membership.hotel.activeStatus)) throw forbidden('PROPERTY_NOT_APPROVED');
  if (typeof rule === 'string') {
    const route = routeById(rule);
    if (!route) throw new Error(`Unknown route id in an access rule: ${rule}`);
    if (!canAccessRoute(route, membership.access)) throw forbidden();
    // SPEC 4's vendor rule closes a whole area (reads and writes) to the property: refused before the body is
    // read, as a role is. The other rules of a page (LOS, approve-online, homes only) are the services' to
    // answer, with what the caller may still do.
    if (deniedRuleOf(route, membership.access.hotel) === 'VENDOR_PRICE_VALIDATION') {
      throw forbidden('VENDOR_PRICE_VALIDATION');
    }
  } else if (rule && rule.length > 0) {
    if (!membership.roles.some((r) => rule.includes(r))) throw forbidden();
  }
}

/**
 * requireHotelAccess's answer without waiting, when everything it needs is already known: the token verified
 * before and the membership with its session's liveness in the read cache. Else undefined (then call
 * requireHotelAccess). Sets what requireHotelAccess sets; the rule is still to be checked (checkHotelRule).
 */
export function cachedHotelAccess(request: FastifyRequest, hotelId: number): HotelAccess | undefined {
  const known = request.hotelAccess?.get(hotelId);
  if (known) return known;
  if (request.session) return undefined;
  const token = accessTokenOf(request);
  const claims = token ? verifiedClaims(request.server.ctx.sessionKey, token) : undefined;
  if (!claims) return undefined;
  const found = readCacheOf(request.server.ctx.db)?.peek<MembershipAndSession>(
    accessKey(hotelId, claims.accountId, claims.sessionId ?? null),
  );
  if (!found?.sessionActive || !found.membership) return undefined;
  request.tokenClaims = claims;
  request.session = claims;
  request.hotelAccess ??= new Map();
  request.hotelAccess.set(hotelId, found.membership);
  return found.membership;
}

/** Marketplace staff roles of the account (customer service 12, market manager 20). */
export async function staffRoles(db: Database, accountId: number): Promise<number[]> {
  const held = await cachedRead(db, `staff-roles:${accountId}`, async () => {
    const rows = await db.query<{ role_id: number }>(
      'SELECT role_id FROM account_roles WHERE account_id = $1 ORDER BY role_id',
      [accountId],
    );
    return rows.map((r) => r.role_id);
  });
  return [...held];
}

/** Requires one of the given staff roles (e.g. [20] for market-manager approvals); 403 otherwise. */
export async function requireStaffRole(
  request: FastifyRequest,
  roles: readonly number[],
): Promise<SessionInfo> {
  const session = await requireSession(request);
  const held = await staffRoles(request.server.ctx.db, session.accountId);
  if (!held.some((r) => roles.includes(r))) throw forbidden();
  return session;
}
