import type { Res } from '@extranet/api/operations';
import type { Database } from '../../db/index.js';
import { ratesAbilitiesAt } from '../../http/policy-access.js';

/** The Session of the contract (openapi/components/auth.yaml#/Session). */
export type Session = Res<'getSession'>;
type SessionHotel = Session['hotels'][number];

interface AccountViewRow {
  id: number;
  email: string;
  name: string;
  loyalty_level: string | null;
  phone_code: string | null;
  email_verified: boolean;
  force_change_password: boolean;
  account_roles: number[] | null;
  lang: string | null;
}

interface HotelViewRow {
  hotel_id: number;
  user_role_id: number;
  name: string;
  accommodation_type: SessionHotel['accommodationType'];
  active_status: SessionHotel['activeStatus'];
  rate_model: SessionHotel['rateModel'];
  vendor: string | null;
  vendor_skip_price_validation: boolean;
  register_form_type: string | null;
  registration_step: string | null;
  time_zone: string;
  roles: number[];
  privileges: number[];
  require_verification: boolean;
  features: number[] | null;
}

/** SPEC 4: with a phone code other than +62, verification is required while the e-mail is unverified. */
const DOMESTIC_PHONE_CODE = '+62';

/**
 * Reads the Session of an account on `currentHotelId` (null: no property). Property roles come from
 * hotel_users; marketplace staff roles (customer service, market manager) from account_roles join them.
 */
export async function readSession(
  db: Database,
  accountId: number,
  currentHotelId: number | null,
): Promise<Session | null> {
  const account = await db.maybeOne<AccountViewRow>(
    `SELECT a.id, a.email, a.name, a.loyalty_level, a.phone_code, a.email_verified, a.force_change_password, a.lang,
            (SELECT array_agg(role_id ORDER BY role_id) FROM account_roles r WHERE r.account_id = a.id) AS account_roles
     FROM accounts a WHERE a.id = $1`,
    [accountId],
  );
  if (!account) return null;
  const rows = await db.query<HotelViewRow>(
    `SELECT h.hotel_id, hu.user_role_id, h.name, h.accommodation_type, h.active_status, h.rate_model, h.vendor,
            h.vendor_skip_price_validation, h.register_form_type, h.registration_step, h.time_zone, hu.roles, hu.privileges,
            hu.require_verification,
            (SELECT array_agg(f.feature_id ORDER BY f.feature_id) FROM hotel_features f WHERE f.hotel_id = h.hotel_id)
              AS features
     FROM hotel_users hu JOIN hotels h ON h.hotel_id = hu.hotel_id
     WHERE hu.account_id = $1
     ORDER BY h.name, h.hotel_id`,
    [accountId],
  );
  const hotels: SessionHotel[] = rows.map((r) => ({
    hotelId: Number(r.hotel_id),
    name: r.name,
    accommodationType: r.accommodation_type,
    activeStatus: r.active_status,
    rateModel: r.rate_model,
    vendor: r.vendor,
    vendorSkipPriceValidation: r.vendor_skip_price_validation,
    registerFormType: r.register_form_type,
    features: (r.features ?? []).map(Number),
    roles: r.roles.map(Number),
    privileges: r.privileges.map(Number),
    registrationStep: r.registration_step,
    timeZone: r.time_zone,
  }));
  for (const h of hotels) h.abilities = ratesAbilitiesAt(h, (account.account_roles ?? []).map(Number));
  const current = rows.find((r) => Number(r.hotel_id) === currentHotelId) ?? null;
  const roles = [...new Set([...(current?.roles ?? []), ...(account.account_roles ?? [])].map(Number))].sort(
    (a, b) => a - b,
  );
  const requireVerification =
    !account.email_verified &&
    (Boolean(current?.require_verification) ||
      (account.phone_code !== null && account.phone_code !== DOMESTIC_PHONE_CODE));
  return {
    account: {
      accountId: String(account.id),
      username: account.email,
      name: account.name,
      role: roles.join(','),
      priv: (current?.privileges ?? []).map(Number).join(','),
      loyaltyLevel: account.loyalty_level,
      businessId: current ? String(current.hotel_id) : '',
      language: account.lang === 'id' || account.lang === 'en' ? account.lang : null,
    },
    user: {
      userRoleId: current ? String(current.user_role_id) : null,
      requireVerification,
      phoneCode: account.phone_code,
      emailVerified: account.email_verified,
      forceChangePassword: account.force_change_password,
    },
    hotels,
    currentHotelId: current ? Number(current.hotel_id) : null,
  };
}
