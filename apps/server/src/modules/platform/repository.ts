/** All SQL of the platform module: properties of an account, users of a property, crash reports, staff roles. */
import type { Res } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

type Hotel = Res<'getHotel'>;
type HotelUser = Res<'getHotelUser'>;

const HOTEL_COLUMNS = `
  h.hotel_id AS "hotelId", h.name, h.accommodation_type AS "accommodationType",
  h.active_status AS "activeStatus", h.rate_model AS "rateModel", h.vendor,
  h.vendor_skip_price_validation AS "vendorSkipPriceValidation", h.register_form_type AS "registerFormType",
  h.registration_step AS "registrationStep",
  ARRAY(SELECT f.feature_id FROM hotel_features f WHERE f.hotel_id = h.hotel_id ORDER BY f.feature_id) AS features,
  hu.roles, hu.privileges, h.country, h.city, h.star_rating AS "starRating", h.time_zone AS "timeZone",
  h.currency`;

/** A round trip to the database (readiness). */
export async function ping(db: Database): Promise<void> {
  await db.query('SELECT 1');
}

/** The properties an account is a user of, with its roles there, by name. */
export function listHotelsOfAccount(db: Database, accountId: number): Promise<Hotel[]> {
  return db.query<Hotel>(
    `SELECT ${HOTEL_COLUMNS}
       FROM hotel_users hu JOIN hotels h ON h.hotel_id = hu.hotel_id
      WHERE hu.account_id = $1
      ORDER BY h.name, h.hotel_id`,
    [accountId],
  );
}

export function findHotelOfAccount(db: Database, accountId: number, hotelId: number): Promise<Hotel | null> {
  return db.maybeOne<Hotel>(
    `SELECT ${HOTEL_COLUMNS}
       FROM hotel_users hu JOIN hotels h ON h.hotel_id = hu.hotel_id
      WHERE hu.hotel_id = $1 AND hu.account_id = $2`,
    [hotelId, accountId],
  );
}

const USER_COLUMNS = `
  hu.user_role_id AS "userRoleId", hu.hotel_id AS "hotelId", hu.account_id AS "accountId", a.name, a.email,
  a.phone_code AS "phoneCode", a.phone, hu.roles, hu.privileges, hu.require_verification AS "requireVerification",
  a.email_verified AS "emailVerified", hu.notification_allowed AS "notificationAllowed",
  hu.is_contact AS "isContact", hu.last_login AS "lastLogin"`;

/** The row of USER_COLUMNS: the contract's HotelUser with its last sign-in as read. */
type HotelUserRow = Omit<HotelUser, 'lastLogin'> & { lastLogin: Date | string | null };

const hotelUserOf = (row: HotelUserRow): HotelUser => ({
  ...row,
  lastLogin: row.lastLogin === null ? null : new Date(row.lastLogin).toISOString(),
});

export async function listHotelUsers(
  db: Database,
  hotelId: number,
  page: number,
  size: number,
): Promise<{ items: HotelUser[]; total: number }> {
  const rows = await db.query<HotelUserRow>(
    `SELECT ${USER_COLUMNS}
       FROM hotel_users hu JOIN accounts a ON a.id = hu.account_id
      WHERE hu.hotel_id = $1
      ORDER BY a.name, hu.user_role_id
      LIMIT $2 OFFSET $3`,
    [hotelId, size, page * size],
  );
  const { total } = await db.one<{ total: number }>(
    'SELECT count(*) AS total FROM hotel_users WHERE hotel_id = $1',
    [hotelId],
  );
  return { items: rows.map(hotelUserOf), total: Number(total) };
}

export async function findHotelUser(
  db: Database,
  hotelId: number,
  userRoleId: number,
): Promise<HotelUser | null> {
  const row = await db.maybeOne<HotelUserRow>(
    `SELECT ${USER_COLUMNS}
       FROM hotel_users hu JOIN accounts a ON a.id = hu.account_id
      WHERE hu.hotel_id = $1 AND hu.user_role_id = $2`,
    [hotelId, userRoleId],
  );
  return row ? hotelUserOf(row) : null;
}

/** Locks the user row (FOR UPDATE) so concurrent role changes see each other. */
export function lockHotelUser(db: Database, hotelId: number, userRoleId: number) {
  return db.maybeOne<{
    account_id: number;
    roles: number[];
    is_contact: boolean;
    notification_allowed: boolean;
  }>(
    `SELECT account_id, roles, is_contact, notification_allowed FROM hotel_users
      WHERE hotel_id = $1 AND user_role_id = $2 FOR UPDATE`,
    [hotelId, userRoleId],
  );
}

/** Roles and notification setting of every user of a property (rows locked): the SPEC 5 rule runs on them. */
export function lockUsersOfHotel(db: Database, hotelId: number) {
  return db.query<{ user_role_id: number | string; roles: number[]; notification_allowed: boolean }>(
    `SELECT user_role_id, roles, notification_allowed FROM hotel_users WHERE hotel_id = $1 FOR UPDATE`,
    [hotelId],
  );
}

/** Administrators of a property other than the given user (rows locked). */
export async function countOtherAdministrators(
  db: Database,
  hotelId: number,
  userRoleId: number,
): Promise<number> {
  const rows = await db.query<{ user_role_id: number }>(
    `SELECT user_role_id FROM hotel_users
      WHERE hotel_id = $1 AND user_role_id <> $2 AND 7 = ANY (roles) FOR UPDATE`,
    [hotelId, userRoleId],
  );
  return rows.length;
}

export async function updateHotelUserRow(
  db: Database,
  hotelId: number,
  userRoleId: number,
  change: { roles?: number[]; notificationAllowed?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE hotel_users
        SET roles = COALESCE($3::integer[], roles),
            notification_allowed = COALESCE($4::boolean, notification_allowed),
            updated_at = now()
      WHERE hotel_id = $1 AND user_role_id = $2`,
    [hotelId, userRoleId, change.roles ?? null, change.notificationAllowed ?? null],
  );
}

/** Changes the given fields; `phone: null` removes the phone number. */
export async function updateAccountContact(
  db: Database,
  accountId: number,
  change: { name?: string; phoneCode?: string; phone?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE accounts
        SET name = COALESCE($2, name), phone_code = COALESCE($3, phone_code),
            phone = CASE WHEN $5::boolean THEN $4 ELSE phone END,
            updated_at = now()
      WHERE id = $1`,
    [
      accountId,
      change.name ?? null,
      change.phoneCode ?? null,
      change.phone ?? null,
      change.phone !== undefined,
    ],
  );
}

export interface CrashReportInput {
  requestId: string;
  accountId: number | null;
  error: string;
  info: string | null;
  url: string | null;
  clientTime: string | null;
  browser: Record<string, unknown>;
  userAgent: string | null;
}

export async function insertCrashReport(db: Database, r: CrashReportInput): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO crash_reports (request_id, account_id, error, info, url, client_time, browser, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id`,
    [r.requestId, r.accountId, r.error, r.info, r.url, r.clientTime, JSON.stringify(r.browser), r.userAgent],
  );
  return row.id;
}

/** Staff roles (customer service, market manager) of an account. */
export async function accountStaffRoles(db: Database, accountId: number): Promise<number[]> {
  const rows = await db.query<{ role_id: number }>(
    'SELECT role_id FROM account_roles WHERE account_id = $1 ORDER BY role_id',
    [accountId],
  );
  return rows.map((r) => r.role_id);
}

export function findAccountFlags(db: Database, accountId: number) {
  return db.maybeOne<{ phone_code: string | null; email_verified: boolean }>(
    'SELECT phone_code, email_verified FROM accounts WHERE id = $1',
    [accountId],
  );
}

/** The account of an e-mail (already lower-case), with its language for the mail it gets. */
export function findAccountByEmail(db: Database, email: string) {
  return db.maybeOne<{ id: number | string; lang: string | null }>(
    'SELECT id, lang FROM accounts WHERE email = $1',
    [email],
  );
}

/** A new account invited by a property: no usable password until its owner sets one (forgot password). */
export async function insertInvitedAccount(
  db: Database,
  account: { email: string; name: string; passwordHash: string; lang: string },
): Promise<number> {
  const row = await db.one<{ id: number | string }>(
    `INSERT INTO accounts (email, name, password_hash, lang) VALUES ($1, $2, $3, $4) RETURNING id`,
    [account.email, account.name, account.passwordHash, account.lang],
  );
  return Number(row.id);
}

/** Makes the account a user of the property; null when it already is one. */
export async function insertHotelUser(
  db: Database,
  hotelId: number,
  user: { accountId: number; roles: number[]; notificationAllowed: boolean },
): Promise<number | null> {
  const row = await db.maybeOne<{ user_role_id: number | string }>(
    `INSERT INTO hotel_users (hotel_id, account_id, roles, notification_allowed)
     VALUES ($1, $2, $3::integer[], $4)
     ON CONFLICT (hotel_id, account_id) DO NOTHING
     RETURNING user_role_id`,
    [hotelId, user.accountId, user.roles, user.notificationAllowed],
  );
  return row ? Number(row.user_role_id) : null;
}

export async function deleteHotelUserRow(db: Database, hotelId: number, userRoleId: number): Promise<void> {
  await db.query('DELETE FROM hotel_users WHERE hotel_id = $1 AND user_role_id = $2', [hotelId, userRoleId]);
}

/** The property's name and the name of one of its users' accounts (the mail of an added user). */
export function mailFacts(db: Database, hotelId: number, accountId: number) {
  return db.one<{ property: string; inviter: string }>(
    `SELECT h.name AS property, a.name AS inviter
       FROM hotels h JOIN hotel_users hu ON hu.hotel_id = h.hotel_id JOIN accounts a ON a.id = hu.account_id
      WHERE h.hotel_id = $1 AND hu.account_id = $2`,
    [hotelId, accountId],
  );
}
