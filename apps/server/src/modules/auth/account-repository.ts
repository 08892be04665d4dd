import type { Language } from '@extranet/i18n';
import type { Database } from '../../db/index.js';

/** What the auth module reads of an account. */
export interface AccountRecord {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  emailVerified: boolean;
  /** Registered but the REGISTER OTP not verified yet: sign-in answers EMAIL_NOT_VERIFIED. */
  registrationPending: boolean;
  forceChangePassword: boolean;
  phoneCode: string | null;
  lang: Language | null;
}

interface AccountRow {
  id: string | number;
  email: string;
  name: string;
  password_hash: string;
  email_verified: boolean;
  registration_pending: boolean;
  force_change_password: boolean;
  phone_code: string | null;
  lang: string | null;
}

const COLUMNS = `id, email, name, password_hash, email_verified, registration_pending, force_change_password,
  phone_code, lang`;

function toAccount(row: AccountRow): AccountRecord {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    emailVerified: row.email_verified,
    registrationPending: row.registration_pending,
    forceChangePassword: row.force_change_password,
    phoneCode: row.phone_code,
    lang: row.lang === 'en' || row.lang === 'id' ? row.lang : null,
  };
}

export async function findByEmail(db: Database, email: string): Promise<AccountRecord | null> {
  const row = await db.maybeOne<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE email = $1`, [email]);
  return row ? toAccount(row) : null;
}

export async function findById(db: Database, id: number): Promise<AccountRecord | null> {
  const row = await db.maybeOne<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
  return row ? toAccount(row) : null;
}

export async function exists(db: Database, id: number): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM accounts WHERE id = $1`, [id])) !== null;
}

export interface NewAccount {
  email: string;
  name: string;
  phoneCode: string;
  phone: string;
  passwordHash: string;
  lang: Language;
}

export async function create(db: Database, account: NewAccount): Promise<number> {
  const row = await db.one<{ id: string | number }>(
    `INSERT INTO accounts (email, name, phone_code, phone, password_hash, lang, email_verified, registration_pending)
     VALUES ($1, $2, $3, $4, $5, $6, false, true) RETURNING id`,
    [account.email, account.name, account.phoneCode, account.phone, account.passwordHash, account.lang],
  );
  return Number(row.id);
}

/** Verified e-mail: the registration is complete and no membership requires verification any more. */
export async function markEmailVerified(db: Database, id: number): Promise<void> {
  await db.query(
    `UPDATE accounts SET email_verified = true, registration_pending = false, updated_at = now() WHERE id = $1`,
    [id],
  );
  await db.query(
    `UPDATE hotel_users SET require_verification = false, updated_at = now()
     WHERE account_id = $1 AND require_verification`,
    [id],
  );
}

export async function setPassword(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.query(
    `UPDATE accounts SET password_hash = $2, force_change_password = false, updated_at = now() WHERE id = $1`,
    [id, passwordHash],
  );
}

/** The previous password hashes, newest first. */
export async function passwordHistory(db: Database, id: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM password_history WHERE account_id = $1 ORDER BY id DESC LIMIT $2`,
    [id, limit],
  );
  return rows.map((r) => r.password_hash);
}

export async function pushPasswordHistory(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.query(`INSERT INTO password_history (account_id, password_hash) VALUES ($1, $2)`, [
    id,
    passwordHash,
  ]);
}

export async function accountOfResetToken(db: Database, tokenHash: string): Promise<number | null> {
  const row = await db.maybeOne<{ account_id: string | number }>(
    `SELECT account_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return row ? Number(row.account_id) : null;
}

export async function isMember(db: Database, accountId: number, hotelId: number): Promise<boolean> {
  return (
    (await db.maybeOne(`SELECT 1 FROM hotel_users WHERE hotel_id = $1 AND account_id = $2`, [
      hotelId,
      accountId,
    ])) !== null
  );
}

/** The property a new session starts on: the last one used, else the first the account belongs to. */
export async function defaultHotelId(db: Database, accountId: number): Promise<number | null> {
  const row = await db.maybeOne<{ hotel_id: string | number }>(
    `SELECT hu.hotel_id FROM hotel_users hu JOIN accounts a ON a.id = hu.account_id
     WHERE hu.account_id = $1
     ORDER BY (hu.hotel_id = a.last_hotel_id) DESC, hu.hotel_id
     LIMIT 1`,
    [accountId],
  );
  return row ? Number(row.hotel_id) : null;
}

export async function setLastHotel(db: Database, accountId: number, hotelId: number): Promise<void> {
  await db.query(`UPDATE accounts SET last_hotel_id = $2 WHERE id = $1`, [accountId, hotelId]);
}

/** The account's language: sign-in on any device applies it, and mail follows it. */
export async function rememberLanguage(db: Database, id: number, lang: Language): Promise<void> {
  await db.query(`UPDATE accounts SET lang = $2 WHERE id = $1 AND lang IS DISTINCT FROM $2`, [id, lang]);
}

/** A sign-in is the last login of the account's user at each of its properties (the users list shows it). */
export async function recordLogin(db: Database, id: number, at: Date): Promise<void> {
  await db.query(`UPDATE hotel_users SET last_login = $2 WHERE account_id = $1`, [id, at]);
}
