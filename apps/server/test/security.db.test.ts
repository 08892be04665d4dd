/**
 * Issue 10, "Secrets and sessions": cross-site requests, bodies of bodiless operations, the security headers
 * of pages and API answers, and TRUST_PROXY (the client's address and scheme behind a TLS proxy).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  DEMO_PASSWORD,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from './helpers.js';

const J = DEMO_HOTELS.JAKARTA;
const HOST = '127.0.0.1:3000';
const OWN_ORIGIN = `http://${HOST}`;

type Cookie = { name: string; value: string; secure?: boolean };
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as Cookie[]).find((c) => c.name === name);

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function signIn(t: TestApp, email: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('cross-site requests', () => {
  let t: TestApp;
  let session: Record<string, string>;
  let surchargeId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
    const signedIn = await signIn(t, DEMO_ACCOUNTS.ADMIN.email);
    session = {
      access_token: cookieOf(signedIn, 'access_token')!.value,
      refresh_token: cookieOf(signedIn, 'refresh_token')!.value,
    };
    const list = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${J}/surcharges`,
      as: { accountId: DEMO_ACCOUNTS.ADMIN.id },
    });
    surchargeId = (list.json() as { items: { surchargeId: number }[] }).items[0]!.surchargeId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const copy = (headers: Record<string, string>, extra: { payload?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/hotels/${J}/surcharges/${surchargeId}/copy`,
      cookies: session,
      headers: { host: HOST, ...headers },
      ...extra,
    });

  it('refuses a cookie-authenticated change from another site with a translated 403', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      // A page of the same site (another subdomain) gets SameSite=Lax cookies sent: refused too.
      { 'sec-fetch-site': 'same-site', origin: 'http://other.127.0.0.1:3000' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await copy({ ...headers, 'accept-language': 'en' });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'CROSS_SITE_REQUEST',
        message: translate('en', 'errors.CROSS_SITE_REQUEST'),
      });
      await expectContract(response, 'copySurcharge');
    }
    const indonesian = await copy({ 'sec-fetch-site': 'cross-site' });
    expect(indonesian.json().message).toBe(translate('id', 'errors.CROSS_SITE_REQUEST'));
    // The refresh token cookie alone authenticates too (sign-out, refresh).
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { refresh_token: session.refresh_token! },
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    await expectContract(logout, 'logout');
  });

  it('refuses GraphQL from another site, which changes things over POST too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      cookies: session,
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: { query: '{ __typename }' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
  });

  it("accepts the app's own requests: Sec-Fetch-Site same-origin or none, or the server's own Origin", async () => {
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: OWN_ORIGIN },
    ];
    for (const headers of own) {
      const response = await copy(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
      await expectContract(response, 'copySurcharge');
    }
  });

  it('leaves reads and clients without cookies alone (Bearer tokens, the marketplace API key)', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/hotels/${J}/surcharges`,
      cookies: session,
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const bearer = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${J}/surcharges/${surchargeId}/copy`,
      as: { accountId: DEMO_ACCOUNTS.ADMIN.id },
    });
    expect(bearer.statusCode).toBe(201);
    const marketplace = await t.app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      headers: { 'x-api-key': MARKETPLACE_KEY, origin: 'https://marketplace.example' },
      payload: {},
    });
    expect(marketplace.statusCode).toBe(400);
    expect(marketplace.json().code).toBe('VALIDATION_ERROR');
    // A client's habitual JSON content type on a bodiless operation is not refused.
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/bookings/999999/cancel',
      headers: { 'x-api-key': MARKETPLACE_KEY, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('refuses a text/plain or form body on an operation that takes none (they need no preflight)', async () => {
    const plain = await copy(
      { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' },
      { payload: '{"x":1}' },
    );
    expect(plain.statusCode).toBe(415);
    expect(plain.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const form = await copy(
      { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      { payload: 'x=1' },
    );
    expect(form.statusCode).toBe(415);
    for (const url of [
      `/api/v1/hotels/${J}/ari/bulk-updates/1/undo`,
      `/api/v1/hotels/${J}/calendars/1/sync`,
      `/api/v1/hotels/${J}/calendars/export/1/rotate`,
    ]) {
      const response = await t.request({
        method: 'POST',
        url,
        as: { accountId: DEMO_ACCOUNTS.ADMIN.id },
        headers: { 'content-type': 'text/plain' },
        payload: 'anything',
      });
      expect(response.statusCode, url).toBe(415);
    }
  });
});

describe('security headers', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-static-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html>\n<html>\n  <head>\n    <title>app</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
    );
    t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a Content-Security-Policy with a nonce per page, and a Permissions-Policy', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v3/app/home' });
    const second = await t.app.inject({ method: 'GET', url: '/login' });
    const nonces = [first, second].map((page) => {
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      expect(page.headers['permissions-policy']).toContain('camera=()');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends the headers on API answers too, no-store when authenticated, and no HSTS over http', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['content-security-policy']).toContain("default-src 'none'");
    expect(health.headers['permissions-policy']).toContain('geolocation=()');
    expect(health.headers['cache-control']).toBeUndefined();
    expect(health.headers['strict-transport-security']).toBeUndefined();

    const signedIn = await signIn(t, DEMO_ACCOUNTS.RESERVATION.email);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { access_token: cookieOf(signedIn, 'access_token')!.value },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['cache-control']).toBe('no-store');
    const byBearer = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${J}/rooms`,
      as: { accountId: DEMO_ACCOUNTS.ADMIN.id },
    });
    expect(byBearer.headers['cache-control']).toBe('no-store');
    expect(byBearer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('TRUST_PROXY', () => {
  const behindProxy = {
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'extranet.example.com',
  };

  async function failLogins(t: TestApp, forwardedFor: string, count: number) {
    for (let i = 0; i < count; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `nobody${i}@demo.extranet`, password: 'Whatever#1' },
        // Every request comes from the proxy's address; the client's is in X-Forwarded-For.
        remoteAddress: '10.1.1.1',
        headers: { ...behindProxy, 'x-forwarded-for': forwardedFor },
      });
      expect(response.statusCode).toBe(404);
    }
  }

  const loginFrom = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.ADMIN.email, password: DEMO_PASSWORD },
      remoteAddress: '10.1.1.1',
      headers: { ...behindProxy, 'x-forwarded-for': forwardedFor },
    });

  it('when true: Secure cookies and HSTS over https, and the client address counts for rate limits', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await loginFrom(t, '203.0.113.1');
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response, 'access_token')?.secure).toBe(true);
      expect(cookieOf(response, 'refresh_token')?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      // The own origin is the one the client addressed through the proxy.
      const copyCheck = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        cookies: { access_token: cookieOf(response, 'access_token')!.value },
        headers: { ...behindProxy, origin: 'https://extranet.example.com' },
        remoteAddress: '10.1.1.1',
      });
      expect(copyCheck.statusCode).toBe(204);

      await failLogins(t, '203.0.113.2', 30);
      expect((await loginFrom(t, '203.0.113.2')).statusCode).toBe(429);
      // Another user behind the same proxy keeps a budget of their own.
      expect((await loginFrom(t, '203.0.113.3')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('when false (the default): forwarded headers are not believed', async () => {
    const t = await createTestApp();
    try {
      const response = await loginFrom(t, '203.0.113.1');
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response, 'access_token')?.secure).toBeFalsy();
      expect(response.headers['strict-transport-security']).toBeUndefined();

      // A client cannot escape its limit by claiming other addresses: the connection's address counts.
      await failLogins(t, '203.0.113.4', 30);
      expect((await loginFrom(t, '203.0.113.5')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
