import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  DEMO_PASSWORD,
  expectContract,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';
import { buildApp } from '../../app.js';

let t: TestApp;
let ipCounter = 0;
/** A client address of its own per test, so the per-address limits of one test do not leak into another. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  maxAge?: number;
  path?: string;
};
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as Cookie[]).find((c) => c.name === name);

async function login(email: string, password: string, ip = nextIp(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });
}

async function gql(
  query: string,
  variables?: Record<string, unknown>,
  init: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: variables ? { query, variables } : { query },
    // A browser's own request (Sec-Fetch-Site) when it carries cookies: refused otherwise (http/cross-site.ts).
    ...(init.cookies ? { cookies: init.cookies } : {}),
    headers: { ...(init.cookies ? SAME_ORIGIN : {}), ...init.headers },
  });
  expect(response.statusCode).toBe(200);
  return {
    response,
    body: response.json() as {
      // A GraphQL result is untyped JSON whose shape depends on the query; the tests check it field by field.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      data?: Record<string, any> | null;
      errors?: Array<{ extensions?: { code?: string } }>;
    },
  };
}

const REFRESH = `mutation Refresh($refreshToken: String) {
  refreshToken(refreshToken: $refreshToken) { code message data { accessToken refreshToken } }
}`;
const CHANGE = `mutation Change($account: String!, $accountId: ID!, $currentPassword: String!, $password: String!) {
  changePassword(account: $account, accountId: $accountId, currentPassword: $currentPassword, password: $password) {
    code message errors { field code message }
  }
}`;

async function latestCode(email: string, kind: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(200);
  await expectContract(response, 'getDevOutbox');
  const mail = (response.json() as { mails: Array<{ kind: string; text: string }> }).mails.find(
    (m) => m.kind === kind,
  );
  const code = mail ? /\b(\d{4})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no ${kind} code for ${email}`);
  return code;
}

async function generate(requestType: string, email: string, init: { cookies?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/otp/generate/${requestType}`,
    payload: { email },
    remoteAddress: nextIp(),
    ...(init.cookies ? { cookies: init.cookies, headers: SAME_ORIGIN } : {}),
  });
}

async function verify(
  requestType: string,
  email: string,
  code: string,
  init: { cookies?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/otp/verify',
    payload: { identifier: 'accommodation-extranet-otp', requestType, email, code },
    remoteAddress: nextIp(),
    ...(init.cookies ? { cookies: init.cookies, headers: SAME_ORIGIN } : {}),
  });
}

/** Moves the send and expiry times of a live OTP into the past, as if `seconds` had gone by. */
async function age(email: string, requestType: string, seconds: number) {
  await t.db.query(
    `UPDATE otp_codes SET last_sent_at = last_sent_at - make_interval(secs => $3),
                          expires_at = expires_at - make_interval(secs => $3)
     WHERE email = $1 AND request_type = $2`,
    [email, requestType, seconds],
  );
}

const wrongCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('sign-in', () => {
  it('signs in, returns the Session and sets the cookies of the brief', async () => {
    const response = await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD, nextIp(), {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(200);
    await expectContract(response, 'login');
    const session = response.json();
    expect(session.account.username).toBe('admin@demo.extranet');
    expect(session.account.role).toBe('7');
    expect(session.hotels.map((h: { hotelId: number }) => h.hotelId).sort()).toEqual(
      [DEMO_HOTELS.JAKARTA, DEMO_HOTELS.BALI, DEMO_HOTELS.BANDUNG].sort(),
    );
    expect(session.account.businessId).toBe(String(session.currentHotelId));

    const access = cookieOf(response, 'access_token');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
    const refresh = cookieOf(response, 'refresh_token');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 1296000 });
    expect(refresh?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const lang = cookieOf(response, 'lang');
    expect(lang).toMatchObject({ value: 'en', sameSite: 'Lax', maxAge: 1296000 });
    expect(lang?.httpOnly).toBeFalsy();
    const currency = cookieOf(response, 'currency');
    expect(currency).toMatchObject({ value: 'IDR', maxAge: 1296000 });
    expect(currency?.httpOnly).toBeFalsy();

    // The access token works as a cookie and as a Bearer header.
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { access_token: access!.value },
    });
    expect(byCookie.statusCode).toBe(200);
    await expectContract(byCookie, 'getSession');
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { authorization: `Bearer ${access!.value}` },
    });
    expect(byHeader.json().account.accountId).toBe(String(DEMO_ACCOUNTS.ADMIN.id));
  });

  it('refuses an unknown e-mail, a wrong password and a malformed body with their codes', async () => {
    const unknown = await login('nobody@demo.extranet', DEMO_PASSWORD);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EMAIL_NOT_FOUND');
    await expectContract(unknown, 'login');

    const wrong = await login(DEMO_ACCOUNTS.FINANCE.email, 'Wrong#Password1', nextIp(), {
      'accept-language': 'en',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'The password is wrong.' });
    await expectContract(wrong, 'login');
    expect(cookieOf(wrong, 'access_token')).toBeUndefined();

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    await expectContract(missing, 'login');
  });

  it('requires a session for GET /auth/session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    await expectContract(response, 'getSession');
  });

  it('limits failed sign-ins per e-mail in the database, across server processes', async () => {
    const email = DEMO_ACCOUNTS.RESERVATION.email;
    for (let i = 0; i < 5; i++) expect((await login(email, `Wrong#Pass${i}`)).statusCode).toBe(401);
    const limited = await login(email, DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().retryAfterSeconds).toBeGreaterThan(0);
    await expectContract(limited, 'login');

    // A second process on the same database sees the same counter.
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await other.close();
    }
    // The window over, the right password works again.
    await t.db.query(
      `UPDATE rate_limits SET window_start = window_start - interval '1 hour' WHERE key = $1`,
      [email],
    );
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits failed sign-ins per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++)
      expect((await login(`nobody${i}@demo.extranet`, 'Whatever#1', ip)).statusCode).toBe(404);
    const limited = await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect((await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD, nextIp())).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and revokes the whole family when a spent token is reused', async () => {
    const signedIn = await login(DEMO_ACCOUNTS.FINANCE.email, DEMO_PASSWORD);
    const first = cookieOf(signedIn, 'refresh_token')!.value;

    const rotated = await gql(REFRESH, { refreshToken: first });
    const result = rotated.body.data!.refreshToken;
    expect(result.code).toBe('SUCCESS');
    expect(result.data.refreshToken).not.toBe(first);
    expect(cookieOf(rotated.response, 'refresh_token')).toMatchObject({
      value: result.data.refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 1296000,
    });
    expect(cookieOf(rotated.response, 'access_token')?.value).toBe(result.data.accessToken);
    const second = result.data.refreshToken as string;

    // The cookie is used when the variable is absent.
    const byCookie = await gql(REFRESH, undefined, { cookies: { refresh_token: second } });
    expect(byCookie.body.data!.refreshToken.code).toBe('SUCCESS');
    const third = byCookie.body.data!.refreshToken.data.refreshToken as string;

    // Reuse of a spent token (later than two tabs racing could explain): refused, and the family's live
    // token dies with it.
    await t.db.query(
      `UPDATE refresh_tokens SET spent_at = spent_at - interval '1 minute' WHERE spent_at IS NOT NULL`,
    );
    const reused = await gql(REFRESH, { refreshToken: first });
    expect(reused.body.data!.refreshToken).toMatchObject({ code: 'INVALID_REFRESH_TOKEN', data: null });
    const afterReuse = await gql(REFRESH, { refreshToken: third });
    expect(afterReuse.body.data!.refreshToken.code).toBe('INVALID_REFRESH_TOKEN');
    // ... and so do access tokens of that family.
    const accessOfFamily = byCookie.body.data!.refreshToken.data.accessToken as string;
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { access_token: accessOfFamily },
    });
    expect(session.statusCode).toBe(401);
    const revoked = await t.db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM refresh_families WHERE account_id = $1 AND revoked_reason = 'reuse'`,
      [DEMO_ACCOUNTS.FINANCE.id],
    );
    expect(revoked.count).toBe(1);
  });

  it('lets two tabs refresh with the same token at the same moment without ending the session', async () => {
    const signedIn = await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD);
    const token = cookieOf(signedIn, 'refresh_token')!.value;
    const [a, b] = await Promise.all([
      gql(REFRESH, { refreshToken: token }),
      gql(REFRESH, { refreshToken: token }),
    ]);
    const first = a.body.data!.refreshToken;
    const second = b.body.data!.refreshToken;
    expect([first.code, second.code]).toEqual(['SUCCESS', 'SUCCESS']);
    expect(first.data.refreshToken).not.toBe(second.data.refreshToken);
    // Both new tokens stay usable: the family was not revoked.
    expect((await gql(REFRESH, { refreshToken: first.data.refreshToken })).body.data!.refreshToken.code).toBe(
      'SUCCESS',
    );
    expect(
      (await gql(REFRESH, { refreshToken: second.data.refreshToken })).body.data!.refreshToken.code,
    ).toBe('SUCCESS');
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await gql(REFRESH, { refreshToken: 'nope' })).body.data!.refreshToken.code).toBe(
      'INVALID_REFRESH_TOKEN',
    );
    expect((await gql(REFRESH)).body.data!.refreshToken.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('logout revokes the family and clears the cookies', async () => {
    const signedIn = await login(DEMO_ACCOUNTS.FINANCE.email, DEMO_PASSWORD);
    const access = cookieOf(signedIn, 'access_token')!.value;
    const refresh = cookieOf(signedIn, 'refresh_token')!.value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { access_token: access, refresh_token: refresh },
      headers: SAME_ORIGIN,
    });
    expect(out.statusCode).toBe(204);
    await expectContract(out, 'logout');
    expect(cookieOf(out, 'access_token')?.value).toBe('');
    expect(cookieOf(out, 'refresh_token')?.value).toBe('');
    expect((await gql(REFRESH, { refreshToken: refresh })).body.data!.refreshToken.code).toBe(
      'INVALID_REFRESH_TOKEN',
    );
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { access_token: access },
    });
    expect(session.statusCode).toBe(401);
    // Every other route refuses the signed-out token at once too (not only when it expires).
    const hotels = await t.app.inject({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/rate-plans`,
      cookies: { access_token: access },
    });
    expect(hotels.statusCode).toBe(401);
    // ... before its body is looked at, and on a property the account is not a user of (401, not 400 or 404).
    for (const hotelId of [DEMO_HOTELS.JAKARTA, DEMO_HOTELS.BALI, 999_999]) {
      const write = await t.app.inject({
        method: 'POST',
        url: `/api/v1/hotels/${hotelId}/rate-plans`,
        cookies: { access_token: access },
        headers: SAME_ORIGIN,
        payload: { name: '' },
      });
      expect(write.statusCode).toBe(401);
    }
    // Logout without a session is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(204);
  });

  it("a property's operation answers a caller who is not its user 404 before looking at the body", async () => {
    const signedIn = await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD);
    const access = cookieOf(signedIn, 'access_token')!.value;
    const post = (hotelId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/hotels/${hotelId}/rate-plans`,
        cookies: { access_token: access },
        headers: SAME_ORIGIN,
        payload: { name: '' },
      });
    expect((await post(999_999)).statusCode).toBe(404);
    // A user of the property gets the field errors of its body.
    const own = await post(DEMO_HOTELS.JAKARTA);
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('VALIDATION_ERROR');
  });

  it('switches the property, remembers it, and refuses a property the account is not a user of', async () => {
    const signedIn = await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD);
    const access = cookieOf(signedIn, 'access_token')!.value;
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/session/hotel',
      cookies: { access_token: access },
      headers: SAME_ORIGIN,
      payload: { hotelId: DEMO_HOTELS.BANDUNG },
    });
    expect(switched.statusCode).toBe(200);
    await expectContract(switched, 'switchSessionHotel');
    expect(switched.json()).toMatchObject({
      currentHotelId: DEMO_HOTELS.BANDUNG,
      account: { businessId: String(DEMO_HOTELS.BANDUNG) },
    });
    const bandung = switched
      .json()
      .hotels.find((h: { hotelId: number }) => h.hotelId === DEMO_HOTELS.BANDUNG);
    expect(bandung.rateModel).toBe('LOS');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { access_token: access },
    });
    expect(again.json().currentHotelId).toBe(DEMO_HOTELS.BANDUNG);
    const nextLogin = await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD);
    expect(nextLogin.json().currentHotelId).toBe(DEMO_HOTELS.BANDUNG);

    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/session/hotel',
      cookies: { access_token: access },
      headers: SAME_ORIGIN,
      payload: { hotelId: DEMO_HOTELS.PENDING },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    await expectContract(foreign, 'switchSessionHotel');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/session/hotel',
      payload: { hotelId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives staff without a property their account roles', async () => {
    const response = await login(DEMO_ACCOUNTS.CS.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ currentHotelId: null, account: { role: '12', businessId: '' } });
  });
});

describe('registration', () => {
  it('registers, refuses sign-in until the OTP is verified, then signs in', async () => {
    const email = 'new.owner@example.com';
    const body = {
      name: 'New Owner',
      email: 'New.Owner@Example.com',
      phoneCode: '+62',
      phone: '81234567890',
      password: 'Villa#2026a',
      confirmPassword: 'Villa#2026a',
    };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
      cookies: { lang: 'en' },
      headers: SAME_ORIGIN,
    });
    expect(registered.statusCode).toBe(201);
    await expectContract(registered, 'register');
    expect(registered.json().email).toBe(email);
    // The first code went out with the sign-up: the OTP screen counts its resend down from it.
    expect(registered.json().otp).toMatchObject({ sendCount: 1 });
    expect(new Date(registered.json().otp.resendAvailableAt).getTime() - Date.now()).toBeGreaterThan(55_000);

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_ALREADY_REGISTERED');
    await expectContract(again, 'register');

    const early = await login(email, 'Villa#2026a');
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    await expectContract(early, 'login');

    const outbox = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${email}` });
    const mail = outbox.json().mails[0];
    expect(mail).toMatchObject({ kind: 'otp.REGISTER', lang: 'en', status: 'pending' });
    expect(mail.subject).toMatch(/^Your Extranet registration code: \d{4}$/);
    const stored = await t.db.one<{ code_hash: string }>(`SELECT code_hash FROM otp_codes WHERE email = $1`, [
      email,
    ]);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/); // an HMAC, never the code itself

    const verified = await verify('REGISTER', email, await latestCode(email, 'otp.REGISTER'));
    expect(verified.statusCode).toBe(200);
    await expectContract(verified, 'verifyOtp');
    expect(verified.json()).toEqual({ verified: true });

    const signedIn = await login(email, 'Villa#2026a');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      hotels: [],
      currentHotelId: null,
      user: { emailVerified: true },
    });
  });

  it('refuses a weak password and a mismatched confirmation with field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'X',
        email: 'weak@example.com',
        phoneCode: '+62',
        phone: '812345678',
        password: 'weakpass',
        confirmPassword: 'other',
      },
    });
    expect(response.statusCode).toBe(400);
    await expectContract(response, 'register');
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['password', 'confirmPassword']));
  });

  it('checks e-mails at most 3 times a day per e-mail', async () => {
    const url = `/api/v1/email/check?email=${encodeURIComponent(DEMO_ACCOUNTS.ADMIN.email)}`;
    for (let i = 0; i < 3; i++) {
      const ok = await t.app.inject({ method: 'GET', url });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ registered: true });
      await expectContract(ok, 'checkEmail');
    }
    const limited = await t.app.inject({ method: 'GET', url });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().retryAfterSeconds).toBeGreaterThan(23 * 3600);
    await expectContract(limited, 'checkEmail');
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/email/check?email=free@example.com' });
    expect(other.json()).toEqual({ registered: false });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/email/check?email=not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'email', code: 'email' }],
    });
    await expectContract(malformed, 'checkEmail');
  });
});

describe('OTP rules', () => {
  it('allows 3 wrong attempts, then needs a new code', async () => {
    const email = DEMO_ACCOUNTS.DRAFT.email;
    expect((await generate('FORGOT_PASSWORD', email)).statusCode).toBe(200);
    const code = await latestCode(email, 'otp.FORGOT_PASSWORD');
    const first = await verify('FORGOT_PASSWORD', email, wrongCode(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'OTP_WRONG', attemptsLeft: 2 });
    await expectContract(first, 'verifyOtp');
    expect((await verify('FORGOT_PASSWORD', email, wrongCode(code))).json()).toMatchObject({
      attemptsLeft: 1,
    });
    const third = await verify('FORGOT_PASSWORD', email, wrongCode(code));
    expect(third.statusCode).toBe(400);
    expect(third.json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
    // Even the right code is refused now.
    expect((await verify('FORGOT_PASSWORD', email, code)).json().code).toBe('OTP_ATTEMPTS_EXCEEDED');

    await age(email, 'FORGOT_PASSWORD', 61);
    expect((await generate('FORGOT_PASSWORD', email)).statusCode).toBe(200);
    const fresh = await latestCode(email, 'otp.FORGOT_PASSWORD');
    const ok = await verify('FORGOT_PASSWORD', email, fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    // A used code cannot be used again.
    expect((await verify('FORGOT_PASSWORD', email, fresh)).statusCode).toBe(410);
  });

  it('expires codes', async () => {
    const email = DEMO_ACCOUNTS.PENDING.email;
    const sent = await generate('FORGOT_PASSWORD', email);
    const { expiresAt } = sent.json();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const code = await latestCode(email, 'otp.FORGOT_PASSWORD');
    // A second ago by the server's clock (under TEST_NOW it is not the database's).
    await t.db.query(`UPDATE otp_codes SET expires_at = $2 WHERE email = $1`, [
      email,
      new Date(Date.now() - 1000),
    ]);
    const expired = await verify('FORGOT_PASSWORD', email, code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('OTP_EXPIRED');
    await expectContract(expired, 'verifyOtp');
  });

  it('resends after a 60 s countdown and only after a longer delay after the third send', async () => {
    const email = DEMO_ACCOUNTS.MM.email;
    const first = await generate('FORGOT_PASSWORD', email);
    expect(first.statusCode).toBe(200);
    await expectContract(first, 'generateOtp');
    const firstBody = first.json();
    expect(firstBody.sendCount).toBe(1);
    expect(new Date(firstBody.resendAvailableAt).getTime() - Date.now()).toBeGreaterThan(55_000);

    const tooSoon = await generate('FORGOT_PASSWORD', email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: 'OTP_TOO_FREQUENT',
      resendAvailableAt: firstBody.resendAvailableAt,
      sendCount: 1,
    });
    expect(tooSoon.json().retryAfterSeconds).toBeGreaterThan(50);
    expect(tooSoon.json().retryAfterSeconds).toBeLessThanOrEqual(60);
    await expectContract(tooSoon, 'generateOtp');

    await age(email, 'FORGOT_PASSWORD', 61);
    expect((await generate('FORGOT_PASSWORD', email)).json().sendCount).toBe(2);
    await age(email, 'FORGOT_PASSWORD', 61);
    const third = await generate('FORGOT_PASSWORD', email);
    expect(third.json().sendCount).toBe(3);
    expect(new Date(third.json().resendAvailableAt).getTime() - Date.now()).toBeGreaterThan(290_000);

    await age(email, 'FORGOT_PASSWORD', 61);
    const delayed = await generate('FORGOT_PASSWORD', email);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().retryAfterSeconds).toBeGreaterThan(200);
    expect(delayed.json().sendCount).toBe(3);

    await age(email, 'FORGOT_PASSWORD', 240);
    const newCycle = await generate('FORGOT_PASSWORD', email);
    expect(newCycle.statusCode).toBe(200);
    expect(newCycle.json().sendCount).toBe(1);
  });

  it("mails in the recipient's language, the one they last signed in with", async () => {
    const email = DEMO_ACCOUNTS.FINANCE.email;
    expect((await login(email, DEMO_PASSWORD, nextIp(), { cookie: 'lang=en' })).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/generate/FORGOT_PASSWORD',
      payload: { email },
      headers: { 'accept-language': 'id' },
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${email}` });
    expect(outbox.json().mails[0]).toMatchObject({ kind: 'otp.FORGOT_PASSWORD', lang: 'en' });
    expect(outbox.json().mails[0].subject).toMatch(/^Your password reset code: \d{4}$/);
  });

  it('limits sends per client address across e-mails', async () => {
    const ip = nextIp();
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/otp/generate/FORGOT_PASSWORD',
        payload: { email: `someone${i}@example.com` },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i++) expect((await send(i)).statusCode).toBe(404);
    const limited = await send(20);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    await expectContract(limited, 'generateOtp');
  });

  it('refuses FORGOT_PASSWORD for an unknown e-mail and a wrong identifier', async () => {
    const unknown = await generate('FORGOT_PASSWORD', 'nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EMAIL_NOT_FOUND');
    await expectContract(unknown, 'generateOtp');
    const badType = await generate('SOMETHING', DEMO_ACCOUNTS.ADMIN.email);
    expect(badType.statusCode).toBe(400);
    const badIdentifier = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verify',
      payload: { identifier: 'other', requestType: 'REGISTER', email: 'a@b.co', code: '1234' },
    });
    expect(badIdentifier.statusCode).toBe(400);
    expect(badIdentifier.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('passwords', () => {
  it('runs the whole forgot-password flow', async () => {
    const email = DEMO_ACCOUNTS.RESERVATION.email;
    const before = await login(email, DEMO_PASSWORD);
    expect(before.statusCode).toBe(200);
    const oldRefresh = cookieOf(before, 'refresh_token')!.value;

    expect((await generate('FORGOT_PASSWORD', email)).statusCode).toBe(200);
    const verified = await verify('FORGOT_PASSWORD', email, await latestCode(email, 'otp.FORGOT_PASSWORD'));
    const { token } = verified.json();

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Reset#2026a', confirmPassword: 'Reset#2026b' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toMatchObject({ field: 'confirmPassword' });
    await expectContract(mismatch, 'resetPassword');

    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({ field: 'password', code: 'password.sameAsCurrent' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Reset#2026a', confirmPassword: 'Reset#2026a' },
    });
    expect(reset.statusCode).toBe(204);
    await expectContract(reset, 'resetPassword');

    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'Reset#2026a')).statusCode).toBe(200);
    // Sessions from before the reset are over; the token works once.
    expect((await gql(REFRESH, { refreshToken: oldRefresh })).body.data!.refreshToken.code).toBe(
      'INVALID_REFRESH_TOKEN',
    );
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Reset#2026b', confirmPassword: 'Reset#2026b' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ field: 'token', code: 'token.invalid' });
  });

  it('changes the password over GraphQL with the history rule, clearing the forced-change flag', async () => {
    const account = DEMO_ACCOUNTS.PENDING;
    await t.db.query(`UPDATE accounts SET force_change_password = true WHERE id = $1`, [account.id]);
    const unauthenticated = await gql(CHANGE, {
      account: account.email,
      accountId: String(account.id),
      currentPassword: DEMO_PASSWORD,
      password: 'Next#2026a',
    });
    expect(unauthenticated.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const signedIn = await login(account.email, DEMO_PASSWORD);
    expect(signedIn.json().user.forceChangePassword).toBe(true);
    const cookies = { access_token: cookieOf(signedIn, 'access_token')!.value };
    const change = async (currentPassword: string, password: string, accountId = String(account.id)) =>
      (
        await gql(
          CHANGE,
          { account: account.email, accountId, currentPassword, password },
          { cookies, headers: { lang: 'en' } },
        )
      ).body.data!.changePassword as {
        code: string;
        message: string;
        errors: Array<{ field: string; code: string; message: string }>;
      };

    expect((await change('Wrong#2026a', 'Next#2026a')).code).toBe('WRONG_PASSWORD');
    expect((await change(DEMO_PASSWORD, 'Next#2026a', '1')).code).toBe('FORBIDDEN');
    const weak = await change(DEMO_PASSWORD, 'short');
    expect(weak.code).toBe('VALIDATION_ERROR');
    expect(weak.errors[0]?.field).toBe('password');

    const passwords = [DEMO_PASSWORD, 'Next#2026a', 'Next#2026b', 'Next#2026c', 'Next#2026d', 'Next#2026e'];
    for (let i = 1; i < passwords.length; i++) {
      const result = await change(passwords[i - 1]!, passwords[i]!);
      expect(result.code).toBe('SUCCESS');
      expect(result.message).toBe('Your password has been changed.');
    }
    const flag = await t.db.one<{ force_change_password: boolean }>(
      `SELECT force_change_password FROM accounts WHERE id = $1`,
      [account.id],
    );
    expect(flag.force_change_password).toBe(false);

    // The current one and the last 5 are refused ...
    expect((await change('Next#2026e', 'Next#2026e')).errors[0]?.code).toBe('password.sameAsCurrent');
    const reused = await change('Next#2026e', DEMO_PASSWORD);
    expect(reused.code).toBe('VALIDATION_ERROR');
    expect(reused.errors[0]).toMatchObject({ field: 'password', code: 'password.reused' });
    expect(reused.errors[0]?.message).toContain('5');
    // ... a sixth change pushes the oldest out of the history.
    expect((await change('Next#2026e', 'Next#2026f')).code).toBe('SUCCESS');
    expect((await change('Next#2026f', DEMO_PASSWORD)).code).toBe('SUCCESS');
  });
});

describe('e-mail verification of a signed-in user', () => {
  it('clears requireVerification of verify@demo.extranet once its e-mail is verified', async () => {
    const email = DEMO_ACCOUNTS.VERIFY.email;
    const signedIn = await login(email, DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      requireVerification: true,
      phoneCode: '+65',
      emailVerified: false,
    });
    const cookies = { access_token: cookieOf(signedIn, 'access_token')!.value };

    const anonymous = await generate('VERIFY_EMAIL', email);
    expect(anonymous.statusCode).toBe(401);
    const someoneElse = await generate('VERIFY_EMAIL', DEMO_ACCOUNTS.ADMIN.email, { cookies });
    expect(someoneElse.statusCode).toBe(403);

    expect((await generate('VERIFY_EMAIL', email, { cookies })).statusCode).toBe(200);
    const verified = await verify('VERIFY_EMAIL', email, await latestCode(email, 'otp.VERIFY_EMAIL'), {
      cookies,
    });
    expect(verified.statusCode).toBe(200);

    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', cookies });
    expect(session.json().user).toMatchObject({ requireVerification: false, emailVerified: true });
  });
});

describe('GraphQL', () => {
  it('stores the device token (a push subscription) per account and property, and needs a session', async () => {
    const SET = `mutation Set($firebaseToken: String!) { setFirebaseToken(firebaseToken: $firebaseToken) { code message errors { field code } } }`;
    const subscription = {
      endpoint: 'https://push.example.com/device-1',
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
    };
    const anonymous = await gql(SET, { firebaseToken: JSON.stringify(subscription) });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const signedIn = await login(DEMO_ACCOUNTS.ADMIN.email, DEMO_PASSWORD);
    const token = cookieOf(signedIn, 'access_token')!.value;
    const headers = { token, channelid: 'DESKTOP', lang: 'id' };
    const refused = await gql(SET, { firebaseToken: 'device-1' }, { headers });
    expect(refused.body.data!.setFirebaseToken).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'firebaseToken', code: 'PUSH_SUBSCRIPTION_INVALID' }],
    });
    const saved = await gql(SET, { firebaseToken: ` ${JSON.stringify(subscription)} ` }, { headers });
    expect(saved.body.data!.setFirebaseToken.code).toBe('SUCCESS');
    const rows = await t.db.query<{ business_id: string; firebase_token: string; channel_id: string }>(
      `SELECT business_id, firebase_token, channel_id FROM push_tokens WHERE account_id = $1`,
      [DEMO_ACCOUNTS.ADMIN.id],
    );
    expect(rows).toEqual([
      {
        business_id: signedIn.json().account.businessId,
        firebase_token: JSON.stringify(subscription),
        channel_id: 'DESKTOP',
      },
    ]);
  });

  it('answers ping and reports bad queries as GraphQL errors', async () => {
    expect((await gql('{ ping }')).body.data).toEqual({ ping: 'pong' });
    expect((await gql('{ nope }')).body.errors?.length).toBeGreaterThan(0);
  });
});
