import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';

/** The promotions' performance summary (SPEC 7 promo-performance-summary) from real bookings. */
const JKT = DEMO_HOTELS.JAKARTA;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const today = () => todayInZone();
const d = (n: number) => addDays(today(), n);
let t: TestApp;
let roomId: number;
let ratePlanId: number;

const url = (hotelId: number, query = '') => `/api/v1/hotels/${hotelId}/promo-performance-summary${query}`;
const summary = async (query = '') => {
  const r = await t.request({ method: 'GET', url: url(JKT, query), as: admin });
  await expectContract(r, 'getPromoPerformanceSummary');
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const book = async (key: string, checkIn: string, checkOut: string) => {
  const r = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': key },
    payload: { hotelId: JKT, roomId, ratePlanId, checkIn, checkOut, adults: 2, guestName: 'Summary Guest' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
};

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [JKT],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 1000000,
            occupancy_rates = NULL, cancellation_policy = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [JKT, roomId, d(40), d(50)],
  );
  await t.db.query(
    'UPDATE room_inventory SET sold = 0, allotment = 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [JKT, roomId, d(40), d(50)],
  );
  await t.db.query('UPDATE rooms SET min_sell_price = 0 WHERE hotel_id = $1 AND room_id = $2', [JKT, roomId]);
  await t.db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
  await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
}, 180_000);
afterAll(() => t?.close());

describe('promo performance summary', () => {
  it('adds up the confirmed bookings sold with promotions over the period, and only those', async () => {
    const before = await summary();
    expect(before).toMatchObject({ from: d(-29), to: today() });
    // A booking without a promotion does not count.
    await book('summary-plain', d(40), d(41));
    expect(await summary()).toEqual(before);

    const created = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${JKT}/deals`,
      as: admin,
      payload: {
        kind: 'REGULAR',
        name: 'Summary 25',
        platforms: ['LOGIN', 'NON_LOGIN'],
        ratePlanIds: [ratePlanId],
        roomIds: [roomId],
        bookingPeriod: { start: d(0), end: d(10) },
        stayPeriod: { start: d(40), end: d(50) },
        combinable: true,
        discountType: 'PERCENT',
        tiers: [{ minNights: 1, value: 25 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await book('summary-promo-1', d(42), d(44));
    const cancelled = await book('summary-promo-2', d(45), d(46));
    await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${cancelled.bookingId}/cancel`,
      headers: { 'x-api-key': MARKETPLACE_KEY },
    });
    const after = await summary();
    expect(after).toEqual({
      ...before,
      bookings: before.bookings + 1,
      roomNights: before.roomNights + 2,
      revenue: before.revenue + 1_500_000,
      discount: before.discount + 500_000,
    });
    // A period that ended yesterday does not hold today's bookings.
    expect(await summary(`?from=${d(-10)}&to=${d(-1)}`)).toMatchObject({ from: d(-10), to: d(-1) });
    expect((await summary(`?from=${d(-10)}&to=${d(-1)}`)).bookings).toBeLessThanOrEqual(before.bookings);
  });

  it('a bad period is a field error; another property is never readable', async () => {
    const bad = await t.request({ method: 'GET', url: url(JKT, `?from=${d(0)}&to=${d(-1)}`), as: admin });
    expect(bad.statusCode).toBe(400);
    await expectContract(bad, 'getPromoPerformanceSummary');
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'to', code: 'date.endBeforeStart' }),
    ]);
    const long = await t.request({ method: 'GET', url: url(JKT, `?from=${d(-400)}&to=${d(0)}`), as: admin });
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'to', code: 'date.rangeTooLong' })]);

    const other = await t.request({
      method: 'GET',
      url: url(DEMO_HOTELS.BALI),
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT },
    });
    expect(other.statusCode).toBe(404);
    await expectContract(other, 'getPromoPerformanceSummary');
    const finance = await t.request({
      method: 'GET',
      url: url(JKT),
      as: { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT },
    });
    expect(finance.statusCode).toBe(403);
  });
});
