/**
 * The read cache of the request path (src/db/read-cache.ts, docs/decisions/server-request-path-cache.md): a
 * signed-out session, a removed membership, a changed role or changed data is seen by the very next request,
 * in this process; on PostgreSQL also by another process on the same database, through NOTIFY.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@extranet/domain';
import { buildApp } from '../src/app.js';
import { PostgresDatabase } from '../src/db/index.js';
import { readCacheOf } from '../src/db/read-cache.js';
import { cleanPricingStretch } from './pricing-stretch.js';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  DEMO_PASSWORD,
  MARKETPLACE_KEY,
  SAME_ORIGIN,
  testDatabaseKind,
  type TestApp,
} from './helpers.js';

const ROOMS = `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/rooms`;

type Cookie = { name: string; value: string };
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as Cookie[]).find((c) => c.name === name)?.value ?? '';

describe('the read cache of the request path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rooms = (accountId: number) => t.request({ method: 'GET', url: ROOMS, as: { accountId } });

  it('caches the membership and the rooms of a hot read', async () => {
    expect((await rooms(DEMO_ACCOUNTS.ADMIN.id)).statusCode).toBe(200);
    const cache = readCacheOf(t.db)!;
    expect(cache.size).toBeGreaterThan(0);
    expect((await rooms(DEMO_ACCOUNTS.ADMIN.id)).statusCode).toBe(200);
  });

  it('refuses a signed-out session at once, though it was cached', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.ADMIN.email, password: DEMO_PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(signedIn.statusCode).toBe(200);
    const cookies = {
      access_token: cookieOf(signedIn, 'access_token'),
      refresh_token: cookieOf(signedIn, 'refresh_token'),
    };
    const get = () =>
      t.app.inject({ method: 'GET', url: ROOMS, cookies: { access_token: cookies.access_token } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies,
      headers: SAME_ORIGIN,
    });
    expect(out.statusCode).toBe(204);
    expect((await get()).statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', cookies });
    expect(session.statusCode).toBe(401);
  });

  it('sees a changed role and a removed membership on the next request', async () => {
    const reservation = DEMO_ACCOUNTS.RESERVATION.id;
    expect((await rooms(reservation)).statusCode).toBe(200);
    expect((await rooms(reservation)).statusCode).toBe(200);
    await t.db.query(`UPDATE hotel_users SET roles = '{13}' WHERE hotel_id = $1 AND account_id = $2`, [
      DEMO_HOTELS.JAKARTA,
      reservation,
    ]);
    expect((await rooms(reservation)).statusCode).toBe(403);
    await t.db.query('DELETE FROM hotel_users WHERE hotel_id = $1 AND account_id = $2', [
      DEMO_HOTELS.JAKARTA,
      reservation,
    ]);
    expect((await rooms(reservation)).statusCode).toBe(404);
  });

  it('sees changed rooms on the next request', async () => {
    const before = (await rooms(DEMO_ACCOUNTS.ADMIN.id)).json<{
      items: { roomId: number; name: string }[];
    }>();
    const first = before.items[0]!;
    await t.db.transaction((tx) =>
      tx.query('UPDATE rooms SET name = $3 WHERE hotel_id = $1 AND room_id = $2', [
        DEMO_HOTELS.JAKARTA,
        first.roomId,
        'Renamed by the cache test',
      ]),
    );
    const after = (await rooms(DEMO_ACCOUNTS.ADMIN.id)).json<{ items: { roomId: number; name: string }[] }>();
    expect(after.items.find((r) => r.roomId === first.roomId)?.name).toBe('Renamed by the cache test');
  });

  it("keeps the cached reads through the intake's bookings, and drops them when a deal is saved", async () => {
    const H = DEMO_HOTELS.JAKARTA;
    const d = (n: number) => addDays(todayInZone('Asia/Jakarta'), n);
    const { roomId, ratePlanId } = await cleanPricingStretch(t.db, H, {
      ari: [d(60), d(70)],
      inventory: [d(60), d(70)],
    });
    await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1`, [H]);
    const stay = { hotelId: H, roomId, ratePlanId, checkIn: d(61), checkOut: d(62), adults: 2 };
    const quote = async () => {
      const r = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/quote',
        headers: { 'x-api-key': MARKETPLACE_KEY },
        payload: stay,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ totalPrice: number }>().totalPrice;
    };
    expect(await quote()).toBe(1_000_000);
    const cache = readCacheOf(t.db)!;
    expect(cache.peek(`deals:${H}`)).toBeDefined();
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': 'read-cache-booking' },
      payload: { ...stay, guestName: 'Cache Guest' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${booked.json<{ bookingId: number }>().bookingId}/cancel`,
      headers: { 'x-api-key': MARKETPLACE_KEY },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // A booking and its cancellation change nothing the cache holds: the property's offers are still cached.
    expect(cache.peek(`deals:${H}`)).toBeDefined();
    const deal = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/deals`,
      as: { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H },
      payload: {
        kind: 'REGULAR',
        name: 'Cache 10',
        platforms: ['LOGIN', 'NON_LOGIN'],
        ratePlanIds: [ratePlanId],
        roomIds: [roomId],
        bookingPeriod: { start: d(0), end: d(10) },
        stayPeriod: { start: d(60), end: d(70) },
        combinable: true,
        discountType: 'PERCENT',
        tiers: [{ minNights: 1, value: 10 }],
      },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    // A saved deal is priced by the very next quote.
    expect(cache.peek(`deals:${H}`)).toBeUndefined();
    expect(await quote()).toBeLessThan(1_000_000);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'on PostgreSQL, a write of another process clears this one at once (NOTIFY), not only after the TTL',
    async () => {
      // A second server process on the same database: its own pool, its own cache.
      const url = (t.db as PostgresDatabase).pool.options.connectionString!;
      const otherDb = new PostgresDatabase(url, { max: 2 });
      const other = await buildApp({ config: t.config, db: otherDb, logger: false });
      try {
        await other.ready();
        const token = await t.token(DEMO_ACCOUNTS.FINANCE.id);
        const get = () =>
          other.inject({ method: 'GET', url: ROOMS, headers: { authorization: `Bearer ${token}` } });
        // Finance (role 13) may not read rooms; make it a revenue manager there, then read twice (cached).
        await t.db.query(`UPDATE hotel_users SET roles = '{5}' WHERE hotel_id = $1 AND account_id = $2`, [
          DEMO_HOTELS.JAKARTA,
          DEMO_ACCOUNTS.FINANCE.id,
        ]);
        await expect.poll(async () => (await get()).statusCode, { timeout: 2000, interval: 20 }).toBe(200);
        expect((await get()).statusCode).toBe(200);
        const cached = readCacheOf(otherDb)!.size;
        expect(cached).toBeGreaterThan(0);
        await t.db.query('DELETE FROM hotel_users WHERE hotel_id = $1 AND account_id = $2', [
          DEMO_HOTELS.JAKARTA,
          DEMO_ACCOUNTS.FINANCE.id,
        ]);
        const started = Date.now();
        await expect.poll(async () => (await get()).statusCode, { timeout: 2000, interval: 10 }).toBe(404);
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );
});
