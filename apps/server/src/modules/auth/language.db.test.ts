import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  DEMO_PASSWORD,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

/** The server's clock in these tests: a sign-in writes this instant as the user's last login. */
const NOW = new Date('2027-02-28T16:30:00.000Z');

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW) });
});
afterAll(async () => {
  await t?.close();
});

const langCookie = (response: LightMyRequestResponse) =>
  (response.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'lang')?.value;

/**
 * A sign-in from a browser in `browserLang` (Accept-Language); `cookie` is a language this browser already
 * has (the lang cookie), absent on a new device. Each sign-in from a client address of its own.
 */
function signIn(email: string, browserLang: 'id' | 'en', cookie?: 'id' | 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: `10.9.0.${++ip}`,
    headers: { 'accept-language': browserLang },
    ...(cookie ? { cookies: { lang: cookie } } : {}),
  });
}

describe('the language of an account, across devices', () => {
  it('keeps the chosen language on the account and applies it when signing in on a new device', async () => {
    const email = DEMO_ACCOUNTS.RESERVATION.email;
    // First sign-in ever: the account takes the language of that browser.
    const first = await signIn(email, 'id');
    expect(first.statusCode).toBe(200);
    await expectContract(first, 'login');
    expect(first.json().account.language).toBe('id');

    const chosen = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/session/language',
      payload: { language: 'en' },
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    expect(chosen.statusCode).toBe(204);
    await expectContract(chosen, 'setSessionLanguage');
    expect(langCookie(chosen)).toBe('en');

    // A new device, its browser in Indonesian: the account's English is applied.
    const elsewhere = await signIn(email, 'id');
    expect(elsewhere.statusCode).toBe(200);
    await expectContract(elsewhere, 'login');
    expect(elsewhere.json().account.language).toBe('en');
    expect(langCookie(elsewhere)).toBe('en');

    const session = await t.request({
      method: 'GET',
      url: '/api/v1/auth/session',
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    expect(session.json().account.language).toBe('en');

    // A browser where Indonesian was chosen keeps it, and the account follows that choice.
    const chosenHere = await signIn(email, 'en', 'id');
    expect(langCookie(chosenHere)).toBe('id');
    expect(chosenHere.json().account.language).toBe('id');
  });

  it('refuses an unknown language with a field error and a caller without a session with 401', async () => {
    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/session/language',
      payload: { language: 'fr' },
      as: { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'language' });
    await expectContract(bad, 'setSessionLanguage');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/session/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    await expectContract(anonymous, 'setSessionLanguage');
  });
});

describe('last login of a property user', () => {
  it('is written at sign-in, at every property of the account, and listed with the users', async () => {
    const before = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/manage-user?size=50`,
      as: { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    const adminBefore = before
      .json()
      .items.find((u: { accountId: number }) => Number(u.accountId) === DEMO_ACCOUNTS.ADMIN.id);
    expect(adminBefore.lastLogin).toBeNull();

    expect((await signIn(DEMO_ACCOUNTS.ADMIN.email, 'id')).statusCode).toBe(200);

    for (const hotelId of [DEMO_HOTELS.JAKARTA, DEMO_HOTELS.BALI, DEMO_HOTELS.BANDUNG]) {
      const list = await t.request({
        method: 'GET',
        url: `/api/v1/hotels/${hotelId}/manage-user?size=50`,
        as: { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId },
      });
      expect(list.statusCode).toBe(200);
      await expectContract(list, 'listHotelUsers');
      const users = list.json().items as Array<{ accountId: number; lastLogin: string | null }>;
      expect(users.find((u) => Number(u.accountId) === DEMO_ACCOUNTS.ADMIN.id)?.lastLogin).toBe(
        NOW.toISOString(),
      );
    }
    // Someone else's sign-in is not the administrator's.
    const finance = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/manage-user/5`,
      as: { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    expect(finance.json().lastLogin).toBeNull();
  });
});
