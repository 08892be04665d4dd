/** Builds the guards' AccessContext from the `Session` of `GET /api/v1/auth/session` (team brief). */
import type { AccessContext } from './guards.js';
import { parseIdList, withStaffRoles } from './roles.js';
import type { AccommodationType, RateModel } from './status.js';

/** The parts of `Session` the guards read (structural, so server and client types both fit). */
export interface SessionLike {
  readonly account: { readonly role: string | null; readonly priv: string | null };
  readonly user: {
    readonly userRoleId: number | string | null;
    readonly requireVerification: boolean;
    readonly phoneCode: string | null;
    readonly emailVerified: boolean;
  };
  readonly hotels: ReadonlyArray<{
    readonly hotelId: number | string;
    readonly accommodationType: AccommodationType | null;
    readonly activeStatus: number;
    readonly rateModel: RateModel | null;
    readonly vendor: string | boolean | null;
    readonly vendorSkipPriceValidation: boolean;
    readonly features: readonly number[];
    readonly roles: readonly number[];
    readonly privileges: readonly number[];
    readonly registrationStep: string | null;
  }>;
  readonly currentHotelId: number | string | null;
}

/**
 * AccessContext of a session (null = anonymous). Roles and privileges are the current property's, plus the
 * marketplace staff roles of the account (withStaffRoles); when the session has no current property (customer
 * service, market manager) they come from the account's comma-separated `role` / `priv`.
 */
export function accessContextFromSession(session: SessionLike | null | undefined): AccessContext {
  if (!session) return { roles: [], privileges: [], hotel: null, user: null };
  const current =
    session.currentHotelId === null
      ? undefined
      : session.hotels.find((h) => String(h.hotelId) === String(session.currentHotelId));
  return {
    roles: current
      ? withStaffRoles(current.roles, parseIdList(session.account.role))
      : parseIdList(session.account.role),
    privileges: current ? [...current.privileges] : parseIdList(session.account.priv),
    hotel: current
      ? {
          activeStatus: current.activeStatus,
          accommodationType: current.accommodationType,
          rateModel: current.rateModel,
          vendor: current.vendor,
          vendorSkipPriceValidation: current.vendorSkipPriceValidation,
          features: [...current.features],
          registrationStep: current.registrationStep,
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
