import type { Req, Res } from '@extranet/api/operations';
import type { Clock } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { EMAIL_RULES, ErrorList, fieldError, validateLogin, validateRegister } from '@extranet/validation';
import type { Database } from '../../db/index.js';
import { enqueueMail } from '../../db/outbox.js';
import { otpMail } from './otp-mail.js';
import * as accounts from './account-repository.js';
import { AuthError, rateLimited, validationError } from './errors.js';
import * as otpRepo from './otp-repository.js';
import {
  decideSend,
  generateOtpCode,
  hashOtpCode,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  OTP_VALIDITY_MINUTES,
  otpCodeMatches,
  resendAvailableAt,
  RESET_TOKEN_TTL_SECONDS,
  secondsUntil,
  type OtpRequestType,
} from './otp-rules.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  clearRateLimit,
  EMAIL_CHECKS_PER_EMAIL,
  hitRateLimit,
  isRateLimited,
  LOGIN_FAILURES_PER_EMAIL,
  LOGIN_FAILURES_PER_IP,
  OTP_GENERATE_PER_IP,
  OTP_VERIFY_PER_IP,
} from './rate-limit.js';
import * as sessions from './session-repository.js';
import {
  hashToken,
  newFamilyId,
  newOpaqueToken,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
} from './tokens.js';

export interface AuthContext {
  db: Database;
  /** Server secret binding stored OTP hashes (see otp-rules.ts). */
  secret: string;
  ip: string;
  lang: Language;
  /** True when the caller said its language (lang cookie, Accept-Language), false for the default. */
  langGiven?: boolean;
  /** True when this device has a language of its own (the lang cookie), not only a browser default. */
  langChosen?: boolean;
  channelId: string | null;
  /** The server's clock (TEST_NOW in tests): a user's last login, when OTPs are sent and when they expire. */
  clock?: Clock;
}

/** "Now" of an auth call: the server's clock, the machine's when none was given. */
const nowOf = (ctx: Pick<AuthContext, 'clock'>): Date => (ctx.clock ? ctx.clock() : new Date());

export interface IssuedSession {
  accountId: number;
  familyId: string;
  refreshToken: string;
}

/** A sign-in: its session and the language to show, the account's own (kept across devices). */
export interface SignedIn extends IssuedSession {
  lang: Language;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The e-mail rule of SPEC 5 (required, well-formed) on its own; VALIDATION_ERROR on the `email` field. */
function checkEmailFormat(email: string): void {
  const list = new ErrorList();
  if (!list.rules('email', email, EMAIL_RULES)) throw validationError(list.errors);
}

/** Starts a refresh family for a sign-in and returns its first refresh token. */
async function startFamily(
  db: Database,
  accountId: number,
  currentHotelId: number | null,
  channelId: string | null,
): Promise<IssuedSession> {
  const familyId = newFamilyId();
  const refreshToken = newOpaqueToken();
  await sessions.createFamily(db, familyId, accountId, currentHotelId, channelId);
  await sessions.insertRefreshToken(db, hashToken(refreshToken), familyId, REFRESH_TOKEN_TTL_SECONDS);
  return { accountId, familyId, refreshToken };
}

// ------------------------------------------------------------------------------------------- sign-in

export async function login(ctx: AuthContext, input: Req<'login'>['body']): Promise<SignedIn> {
  const errors = validateLogin(input);
  if (errors.length > 0) throw validationError(errors);
  const email = normalizeEmail(input.email);
  const { db } = ctx;

  const limited =
    (await isRateLimited(db, LOGIN_FAILURES_PER_IP, ctx.ip)) ??
    (await isRateLimited(db, LOGIN_FAILURES_PER_EMAIL, email));
  if (limited) throw rateLimited(limited.retryAfterSeconds, 'errors.LOGIN_RATE_LIMITED');

  const account = await accounts.findByEmail(db, email);
  const passwordOk = account ? await verifyPassword(input.password, account.passwordHash) : false;
  if (!account || !passwordOk) {
    await hitRateLimit(db, LOGIN_FAILURES_PER_IP, ctx.ip);
    await hitRateLimit(db, LOGIN_FAILURES_PER_EMAIL, email);
    throw new AuthError(account ? 401 : 404, account ? 'WRONG_PASSWORD' : 'EMAIL_NOT_FOUND');
  }
  // Only someone holding the password learns that the registration is unfinished.
  if (account.registrationPending) throw new AuthError(403, 'EMAIL_NOT_VERIFIED');

  await clearRateLimit(db, LOGIN_FAILURES_PER_EMAIL, email);
  return db.transaction(async (tx) => {
    // A device with a language of its own keeps it, and the account follows; a new device (no lang cookie)
    // shows the account's language, or the browser's when the account has none yet.
    const lang = ctx.langChosen ? ctx.lang : (account.lang ?? ctx.lang);
    if ((ctx.langChosen || (account.lang === null && ctx.langGiven)) && account.lang !== lang)
      await accounts.rememberLanguage(tx, account.id, lang);
    await accounts.recordLogin(tx, account.id, nowOf(ctx));
    const hotelId = await accounts.defaultHotelId(tx, account.id);
    const issued = await startFamily(tx, account.id, hotelId, ctx.channelId);
    return { ...issued, lang };
  });
}

export type RefreshOutcome =
  | { ok: true; session: IssuedSession }
  | { ok: false; code: 'INVALID_REFRESH_TOKEN' | 'REFRESH_TOKEN_REUSED' };

/**
 * Spends a refresh token and issues the next one of its family. Presenting a token that was already spent
 * means it was copied: the whole family is revoked, so neither the thief nor the owner can go on with it
 * (except within REFRESH_REUSE_GRACE_SECONDS, two tabs refreshing at once; see tokens.ts).
 */
export async function refresh(db: Database, refreshToken: string): Promise<RefreshOutcome> {
  if (!refreshToken) return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
  const tokenHash = hashToken(refreshToken);
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const found = await sessions.lockRefreshToken(tx, tokenHash);
    if (!found || found.familyRevoked || found.expired) return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
    const concurrent = found.spent && (found.spentSecondsAgo ?? Infinity) <= REFRESH_REUSE_GRACE_SECONDS;
    if (found.spent && !concurrent) {
      await sessions.revokeFamily(tx, found.familyId, 'reuse');
      return { ok: false, code: 'REFRESH_TOKEN_REUSED' };
    }
    if (!(await accounts.exists(tx, found.accountId))) return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
    if (!found.spent) await sessions.spendRefreshToken(tx, tokenHash);
    const next = newOpaqueToken();
    await sessions.insertRefreshToken(tx, hashToken(next), found.familyId, REFRESH_TOKEN_TTL_SECONDS);
    return {
      ok: true,
      session: { accountId: found.accountId, familyId: found.familyId, refreshToken: next },
    };
  });
}

/** Revokes the family of the presented refresh token and/or of the access token's session id. */
export async function logout(
  db: Database,
  refreshToken: string | undefined,
  familyId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (familyId) await sessions.revokeFamily(tx, familyId, 'logout');
    if (refreshToken) {
      const found = await sessions.lockRefreshToken(tx, hashToken(refreshToken));
      if (found) await sessions.revokeFamily(tx, found.familyId, 'logout');
    }
  });
}

/** True while the family of an access token is alive (logout and reuse detection end it). */
export async function isFamilyActive(db: Database, familyId: string): Promise<boolean> {
  const family = await sessions.findFamily(db, familyId);
  return family !== null && family.revoked_at === null;
}

// ------------------------------------------------------------------------------------------- session

export async function currentHotelOf(
  db: Database,
  accountId: number,
  familyId: string | null,
): Promise<number | null> {
  const family = familyId ? await sessions.findFamily(db, familyId) : null;
  const remembered = family?.current_hotel_id ?? null;
  if (remembered !== null && (await accounts.isMember(db, accountId, Number(remembered))))
    return Number(remembered);
  return accounts.defaultHotelId(db, accountId);
}

/** Switches the current property of the session; 404 when the account is not a member (existence not revealed). */
export async function switchHotel(db: Database, accountId: number, familyId: string | null, hotelId: number) {
  if (!(await accounts.isMember(db, accountId, hotelId))) throw new AuthError(404, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    if (familyId) await sessions.setFamilyHotel(tx, familyId, hotelId);
    await accounts.setLastHotel(tx, accountId, hotelId);
  });
}

/** Keeps a language for the account: every device it signs in on shows it, and its mail follows it. */
export async function setLanguage(db: Database, accountId: number, lang: Language): Promise<void> {
  await accounts.rememberLanguage(db, accountId, lang);
}

// ------------------------------------------------------------------------------------------- sign-up

export async function register(
  ctx: AuthContext,
  input: Req<'register'>['body'],
): Promise<{ accountId: number; email: string; otp: OtpSent }> {
  const errors = validateRegister(input);
  if (errors.length > 0) throw validationError(errors);
  const email = normalizeEmail(input.email);
  if (await accounts.findByEmail(ctx.db, email)) {
    throw new AuthError(409, 'EMAIL_ALREADY_REGISTERED', [fieldError('email', 'account.emailRegistered')]);
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const accountId = await accounts.create(tx, {
      email,
      name: input.name.trim(),
      phoneCode: input.phoneCode.trim(),
      phone: input.phone.trim(),
      passwordHash,
      lang: ctx.lang,
    });
    const otp = await sendOtp(ctx, tx, 'REGISTER', email, input.name.trim(), ctx.lang, nowOf(ctx));
    return { accountId, email, otp };
  });
}

export async function checkEmail(ctx: AuthContext, rawEmail: string): Promise<Res<'checkEmail'>> {
  const email = normalizeEmail(rawEmail);
  checkEmailFormat(email);
  const state = await hitRateLimit(ctx.db, EMAIL_CHECKS_PER_EMAIL, email);
  if (state.count > EMAIL_CHECKS_PER_EMAIL.limit) {
    throw rateLimited(state.retryAfterSeconds, 'errors.EMAIL_CHECK_RATE_LIMITED');
  }
  return { registered: (await accounts.findByEmail(ctx.db, email)) !== null };
}

// ------------------------------------------------------------------------------------------- OTP

type OtpSent = Res<'generateOtp'>;

/** Generates, stores (hashed) and mails a code, in the caller's transaction. Applies the resend rules. */
async function sendOtp(
  ctx: AuthContext,
  tx: Database,
  requestType: OtpRequestType,
  email: string,
  name: string | null,
  lang: Language,
  now: Date,
): Promise<OtpSent> {
  const current = await otpRepo.lockOtp(tx, email, requestType);
  const decision = decideSend(current, now);
  if (!decision.allowed) {
    throw new AuthError(429, 'OTP_TOO_FREQUENT', [], {
      retryAfterSeconds: secondsUntil(decision.availableAt, now),
      resendAvailableAt: decision.availableAt.toISOString(),
      // 3: the longer wait after the third send (the client's delay modal), not the countdown between sends.
      sendCount: decision.nextSendCount,
    });
  }
  const code = generateOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  await otpRepo.saveNewOtp(
    tx,
    email,
    requestType,
    hashOtpCode(ctx.secret, email, requestType, code),
    now,
    expiresAt,
    decision.nextSendCount,
  );
  const mail = otpMail(lang, requestType, code, OTP_VALIDITY_MINUTES, name);
  await enqueueMail(tx, { to: email, ...mail, kind: `otp.${requestType}`, lang });
  return {
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: resendAvailableAt({
      sendCount: decision.nextSendCount,
      lastSentAt: now,
    }).toISOString(),
    sendCount: decision.nextSendCount,
  };
}

/**
 * POST otp/generate/{requestType}. REGISTER needs an account whose registration is not finished,
 * FORGOT_PASSWORD an existing account, VERIFY_EMAIL a signed-in caller asking for their own e-mail.
 */
export async function generateOtp(
  ctx: AuthContext,
  requestType: OtpRequestType,
  rawEmail: string,
  sessionAccountId: number | null,
): Promise<OtpSent> {
  const email = normalizeEmail(rawEmail);
  checkEmailFormat(email);
  const perAddress = await hitRateLimit(ctx.db, OTP_GENERATE_PER_IP, ctx.ip);
  if (perAddress.count > OTP_GENERATE_PER_IP.limit) throw rateLimited(perAddress.retryAfterSeconds);
  const account = await accounts.findByEmail(ctx.db, email);
  if (requestType === 'VERIFY_EMAIL') {
    if (sessionAccountId === null) throw new AuthError(401, 'UNAUTHENTICATED');
    if (!account || account.id !== sessionAccountId) throw new AuthError(403, 'FORBIDDEN');
    if (account.emailVerified) throw new AuthError(409, 'EMAIL_ALREADY_VERIFIED');
  } else if (!account) {
    throw new AuthError(404, 'EMAIL_NOT_FOUND');
  } else if (requestType === 'REGISTER' && !account.registrationPending) {
    throw new AuthError(409, 'EMAIL_ALREADY_VERIFIED');
  }
  const lang = account?.lang ?? ctx.lang;
  return ctx.db.transaction((tx) =>
    sendOtp(ctx, tx, requestType, email, account?.name ?? null, lang, nowOf(ctx)),
  );
}

type VerifyOutcome = { ok: true; accountId: number | null } | { ok: false; error: AuthError };

/**
 * POST otp/verify. A wrong code costs an attempt (committed even though the call fails); the third wrong
 * attempt kills the code, and so does its expiry: a new one is needed.
 */
export async function verifyOtp(
  ctx: AuthContext,
  input: { requestType: OtpRequestType; email: string; code: string },
  sessionAccountId: number | null,
): Promise<Res<'verifyOtp'>> {
  const email = normalizeEmail(input.email);
  const { requestType } = input;
  const limited = await isRateLimited(ctx.db, OTP_VERIFY_PER_IP, ctx.ip);
  if (limited) throw rateLimited(limited.retryAfterSeconds);
  if (requestType === 'VERIFY_EMAIL' && sessionAccountId === null)
    throw new AuthError(401, 'UNAUTHENTICATED');

  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const otp = await otpRepo.lockOtp(tx, email, requestType);
    if (!otp || otp.codeHash === null) return { ok: false, error: new AuthError(410, 'OTP_EXPIRED') };
    if (otp.attempts >= OTP_MAX_ATTEMPTS)
      return { ok: false, error: new AuthError(400, 'OTP_ATTEMPTS_EXCEEDED') };
    if (otp.expiresAt <= nowOf(ctx)) return { ok: false, error: new AuthError(410, 'OTP_EXPIRED') };
    if (!otpCodeMatches(otp.codeHash, hashOtpCode(ctx.secret, email, requestType, input.code))) {
      const attempts = await otpRepo.recordWrongAttempt(tx, email, requestType);
      await hitRateLimit(tx, OTP_VERIFY_PER_IP, ctx.ip);
      const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - attempts);
      return {
        ok: false,
        error:
          attemptsLeft === 0
            ? new AuthError(400, 'OTP_ATTEMPTS_EXCEEDED')
            : new AuthError(400, 'OTP_WRONG', [], { attemptsLeft }),
      };
    }
    await otpRepo.consumeOtp(tx, email, requestType);
    const account = await accounts.findByEmail(tx, email);
    if (!account) return { ok: false, error: new AuthError(404, 'EMAIL_NOT_FOUND') };
    if (requestType === 'VERIFY_EMAIL' && account.id !== sessionAccountId) {
      return { ok: false, error: new AuthError(403, 'FORBIDDEN') };
    }
    if (requestType === 'REGISTER' || requestType === 'VERIFY_EMAIL')
      await accounts.markEmailVerified(tx, account.id);
    return { ok: true, accountId: account.id };
  });
  if (!outcome.ok) throw outcome.error;

  if (requestType !== 'FORGOT_PASSWORD' || outcome.accountId === null) return { verified: true };
  const token = newOpaqueToken();
  await otpRepo.insertResetToken(ctx.db, hashToken(token), outcome.accountId, RESET_TOKEN_TTL_SECONDS);
  return { verified: true, token };
}
