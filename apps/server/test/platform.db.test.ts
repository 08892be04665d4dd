import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, DEMO_HOTELS, expectContract, type TestApp } from './helpers.js';

const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA };

describe('platform', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-dist-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /healthz and /readyz', async () => {
    const health = await t.request({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    await expectContract(health, 'getHealth');
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    await expectContract(ready, 'getReadiness');
  });

  it('echoes a given x-request-id and generates one otherwise', async () => {
    const given = await t.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.request({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nx' },
    });
    expect(unsafe.headers['x-request-id']).not.toContain('bad');
    const notFound = await t.request({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'x-request-id': 'r-404' },
    });
    expect(notFound.headers['x-request-id']).toBe('r-404');
  });

  it('answers 401 UNAUTHENTICATED in the error shape, translated', async () => {
    const id = await t.request({ method: 'GET', url: '/api/v1/hotels' });
    expect(id.statusCode).toBe(401);
    expect(id.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringContaining('Sesi') });
    await expectContract(id, 'listHotels');
    const en = await t.request({
      method: 'GET',
      url: '/api/v1/hotels',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().message).toContain('session');
    const cookie = await t.request({
      method: 'GET',
      url: '/api/v1/hotels',
      headers: { 'accept-language': 'en', cookie: 'lang=id' },
    });
    expect(cookie.json().message).toContain('Sesi');
    const header = await t.request({
      method: 'GET',
      url: '/api/v1/hotels',
      headers: { 'x-language': 'en', cookie: 'lang=id' },
    });
    expect(header.json().message).toContain('session');
    const badToken = await t.request({
      method: 'GET',
      url: '/api/v1/hotels',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('answers 400 for malformed JSON, wrong types and unknown fields, never 500', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      headers: { 'content-type': 'application/json' },
      payload: '{"error": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');

    const wrongType = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      payload: { error: 42, url: ['x'] },
    });
    expect(wrongType.statusCode).toBe(400);
    const body = wrongType.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'error', code: 'INVALID_TYPE', message: expect.any(String) },
        { field: 'url', code: 'INVALID_TYPE', message: expect.any(String) },
      ]),
    );
    await expectContract(wrongType, 'createCrashReport');

    const missing = await t.request({ method: 'POST', url: '/v3/crashlytics', payload: { info: 'x' } });
    expect(missing.json().errors).toEqual([
      { field: 'error', code: 'REQUIRED', message: expect.any(String) },
    ]);

    const unknown = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      payload: { error: 'x', hack: 1 },
    });
    expect(unknown.json().errors).toEqual([
      { field: 'hack', code: 'UNKNOWN_FIELD', message: expect.any(String) },
    ]);

    const badParam = await t.request({ method: 'GET', url: '/api/v1/hotels/abc', as: admin });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().errors[0].field).toBe('hotelId');

    const wrongMedia = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      headers: { 'content-type': 'text/plain' },
      payload: 'oops',
    });
    expect(wrongMedia.statusCode).toBe(415);
    expect(wrongMedia.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const noBody = await t.request({ method: 'POST', url: '/v3/crashlytics' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a crash report over 64 KiB with 413, and stores a valid one', async () => {
    const huge = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      payload: { error: 'x'.repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');

    const stored = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      headers: { 'user-agent': 'test-agent', 'x-request-id': 'crash-1' },
      payload: {
        error: 'TypeError: x is undefined',
        info: 'at Home',
        url: 'http://localhost/v3/app/home',
        clientTime: '2026-11-22T01:00:00.000Z',
        browser: { name: 'Chromium', version: '156', mobile: false },
      },
      as: admin,
    });
    expect(stored.statusCode).toBe(201);
    await expectContract(stored, 'createCrashReport');
    const row = await t.db.one<Record<string, unknown>>('SELECT * FROM crash_reports WHERE id = $1', [
      stored.json().id,
    ]);
    expect(row).toMatchObject({
      request_id: 'crash-1',
      account_id: admin.accountId,
      error: 'TypeError: x is undefined',
      info: 'at Home',
      url: 'http://localhost/v3/app/home',
      client_time: '2026-11-22T01:00:00.000Z',
      browser: { name: 'Chromium', version: '156', mobile: false },
      user_agent: 'test-agent',
    });
  });

  it('lists the caller’s properties and refuses another property’s id with 404', async () => {
    const list = await t.request({ method: 'GET', url: '/api/v1/hotels', as: admin });
    expect(list.statusCode).toBe(200);
    await expectContract(list, 'listHotels');
    expect(list.json().items.map((h: { name: string }) => h.name)).toEqual([
      'Hotel Demo Bandung',
      'Hotel Demo Jakarta',
      'Villa Demo Bali',
    ]);
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA };
    const own = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}`,
      as: reservation,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ hotelId: DEMO_HOTELS.JAKARTA, roles: [5], rateModel: 'DAILY' });
    await expectContract(own, 'getHotel');

    const other = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}`,
      as: reservation,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    await expectContract(other, 'getHotel');
    const missing = await t.request({ method: 'GET', url: '/api/v1/hotels/999999', as: reservation });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(other.json());

    const users = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/manage-user`,
      as: reservation,
    });
    expect(users.statusCode).toBe(404);
    const user = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/manage-user/2`,
      as: reservation,
    });
    expect(user.statusCode).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/manage-user/2`,
      payload: { name: 'Taken Over' },
      as: reservation,
    });
    expect(put.statusCode).toBe(404);
    const name = await t.db.one<{ name: string }>('SELECT name FROM accounts WHERE id = 1');
    expect(name.name).toBe('Admin Demo');
  });

  it('filters the menu by the role at the current property', async () => {
    const adminMenu = await t.request({ method: 'GET', url: '/v3/app/api/menus', as: admin });
    expect(adminMenu.statusCode).toBe(200);
    await expectContract(adminMenu, 'getMenus');
    const routeIds = (r: typeof adminMenu) =>
      r.json().sections.flatMap((s: { items: Array<{ routeId: string }> }) => s.items.map((i) => i.routeId));
    expect(routeIds(adminMenu)).toEqual(
      expect.arrayContaining(['home', 'paymentList', 'chat', 'insuranceContact']),
    );

    const finance = await t.request({
      method: 'GET',
      url: '/v3/app/api/menus',
      as: { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    expect(routeIds(finance)).toContain('paymentList');
    expect(routeIds(finance)).not.toContain('rates');
    expect(routeIds(finance)).not.toContain('chat');

    const reservation = await t.request({
      method: 'GET',
      url: '/v3/app/api/menus',
      headers: { cookie: 'lang=en' },
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    expect(routeIds(reservation)).toContain('chat');
    expect(routeIds(reservation)).not.toContain('paymentList');
    expect(reservation.json().hotelId).toBe(DEMO_HOTELS.JAKARTA);

    const cs = await t.request({
      method: 'GET',
      url: '/v3/app/api/menus',
      as: { accountId: DEMO_ACCOUNTS.CS.id },
    });
    expect(routeIds(cs)).toContain('customerService');
    expect(routeIds(cs)).not.toContain('rates');
    expect(routeIds(cs)).not.toContain('home');
    expect(routeIds(cs)).not.toContain('reviewProperties');

    // The market manager keeps the review queue in the menu while one of their properties is the current one.
    for (const hotelId of [undefined, DEMO_HOTELS.JAKARTA]) {
      const mm = await t.request({
        method: 'GET',
        url: hotelId === undefined ? '/v3/app/api/menus' : `/v3/app/api/menus?hotelId=${hotelId}`,
        as: { accountId: DEMO_ACCOUNTS.MM.id, ...(hotelId === undefined ? {} : { hotelId }) },
      });
      expect(routeIds(mm), String(hotelId)).toContain('reviewProperties');
    }
    expect(routeIds(finance)).not.toContain('reviewProperties');

    const otherHotel = await t.request({
      method: 'GET',
      url: `/v3/app/api/menus?hotelId=${DEMO_HOTELS.BALI}`,
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA },
    });
    expect(otherHotel.statusCode).toBe(404);
  });

  it('serves the service worker as JavaScript', async () => {
    const sw = await t.request({ method: 'GET', url: '/v3/firebase-messaging-sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
    expect(sw.body).toContain("addEventListener('push'");
    expect(sw.body).toContain("addEventListener('notificationclick'");
    await expectContract(sw, 'getServiceWorker');
  });

  it('clears cookies on reset-cookies', async () => {
    const res = await t.request({ method: 'POST', url: '/v3/app/api/reset-cookies' });
    expect(res.statusCode).toBe(204);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const name of ['lang', 'currency', 'access_token', 'refresh_token']) {
      expect(cookies.some((c) => c.startsWith(`${name}=;`) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    }
  });

  it('serves the app: 200 for known routes, 404 for unknown /v3 paths, assets as files', async () => {
    for (const url of [
      '/v3/',
      '/v3/app/home',
      '/v3/rates-and-availability/rate-plans/view/5',
      '/login',
      '/forgot-password/verify',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const root = await t.request({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/v3/');
    const unknown = await t.request({ method: 'GET', url: '/v3/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    const asset = await t.request({ method: 'GET', url: '/v3/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await t.request({ method: 'GET', url: '/v3/assets/nope.js' });
    expect(missingAsset.statusCode).toBe(404);
    const traversal = await t.request({ method: 'GET', url: '/v3/..%2f..%2fetc%2fpasswd' });
    expect(traversal.statusCode).toBe(404);
  });
});

describe('platform without a built app, with legacy redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STATIC_DIR: path.join(os.tmpdir(), 'extranet-no-such-dist'),
        NEW_EXTRANET_URL: 'https://new.example.com',
        APP_HOST: 'extranet.example.com',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('explains that the app is not built instead of crashing', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/rates-and-availability' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('pnpm build');
  });

  it('redirects legacy paths to NEW_EXTRANET_URL', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/login?ref=https%3A%2F%2Fextranet.example.com%2Fv3%2Fapp%2Fhome',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      'https://new.example.com/login?ref=https%3A%2F%2Fextranet.example.com%2Fv3%2Fapp%2Fhome',
    );
    const foreign = await t.request({ method: 'GET', url: '/v3/app/home?ref=https%3A%2F%2Fevil.example%2F' });
    expect(foreign.headers.location).toBe('https://new.example.com/v3/app/home');
  });
});

describe('crash report flood limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 RATE_LIMITED after 30 reports a minute from one address', async () => {
    const send = () =>
      t.request({
        method: 'POST',
        url: '/v3/crashlytics',
        payload: { error: 'x' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await expectContract(limited, 'createCrashReport');
    const other = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      payload: { error: 'x' },
      remoteAddress: '10.0.0.10',
    });
    expect(other.statusCode).toBe(201);
  });
});
