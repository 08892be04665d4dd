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

/** A promotion's own cancellation policy (SPEC 3, 5) through the quote, the booking and the cancellation. */
const JKT = DEMO_HOTELS.JAKARTA;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const d = (n: number) => addDays(todayInZone(), n);
const headers = { 'x-api-key': MARKETPLACE_KEY };
let t: TestApp;
let roomId: number;
let ratePlanId: number;

const deals = `/api/v1/hotels/${JKT}/deals`;
const stay = { checkIn: d(61), checkOut: d(63), adults: 2 };
const quote = async () => {
  const r = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/quote',
    headers,
    payload: { hotelId: JKT, roomId, ratePlanId, ...stay },
  });
  await expectContract(r, 'marketplaceQuote');
  return r.json();
};
const NON_REFUNDABLE = { enabled: true, policy: 'NON_REFUNDABLE', noShow: 'FULL_STAY' };

function deal(over: Record<string, unknown> = {}) {
  return {
    kind: 'REGULAR',
    name: 'Own terms',
    platforms: ['LOGIN', 'NON_LOGIN'],
    ratePlanIds: [ratePlanId],
    roomIds: [roomId],
    bookingPeriod: { start: d(0), end: d(30) },
    stayPeriod: { start: d(60), end: d(70) },
    combinable: true,
    discountType: 'PERCENT',
    tiers: [{ minNights: 1, value: 20 }],
    ...over,
  };
}

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
    [JKT, roomId, d(55), d(70)],
  );
  await t.db.query(
    'UPDATE room_inventory SET sold = 0, allotment = 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [JKT, roomId, d(55), d(70)],
  );
  await t.db.query('UPDATE rooms SET min_sell_price = 0 WHERE hotel_id = $1 AND room_id = $2', [JKT, roomId]);
  await t.db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
  await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
  await t.db.query(
    `UPDATE rate_plans
        SET cancellation = '{"enabled": true, "policy": "FREE", "daysBefore": 1, "noShow": "FIRST_NIGHT"}'::jsonb
      WHERE hotel_id = $1 AND rate_plan_id = $2`,
    [JKT, ratePlanId],
  );
}, 180_000);
afterAll(() => t?.close());

describe("a promotion's own cancellation policy", () => {
  it('a deal follows the rate plan policy by default; the fees are priced on what the guest pays', async () => {
    const created = await t.request({ method: 'POST', url: deals, as: admin, payload: deal() });
    expect(created.statusCode, created.body).toBe(201);
    await expectContract(created, 'createDeal');
    expect(created.json().cancellationPolicy).toBeNull();
    const q = await quote();
    expect(q.totalPrice).toBe(1_600_000);
    expect(q.cancellation).toMatchObject({
      source: 'RATE_PLAN',
      policy: 'FREE',
      lateCancellationFee: 1_600_000,
    });
    await t.request({
      method: 'PATCH',
      url: `${deals}/${created.json().dealId}`,
      as: admin,
      payload: { status: 'INACTIVE' },
    });
  });

  it('a booking sold with a deal of its own policy takes that policy, and its cancellation is priced by it', async () => {
    const created = await t.request({
      method: 'POST',
      url: deals,
      as: admin,
      payload: deal({ cancellationPolicy: NON_REFUNDABLE }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const dealId = created.json().dealId as number;
    const read = await t.request({ method: 'GET', url: `${deals}/${dealId}`, as: admin });
    await expectContract(read, 'getDeal');
    expect(read.json().cancellationPolicy).toMatchObject(NON_REFUNDABLE);

    const q = await quote();
    expect(q.totalPrice).toBe(1_600_000);
    expect(q.cancellation).toMatchObject({
      source: 'PROMOTION',
      policy: 'NON_REFUNDABLE',
      freeCancellationUntil: null,
      lateCancellationFee: 1_600_000,
      noShowFee: 1_600_000,
    });

    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { ...headers, 'idempotency-key': 'own-cancellation-1' },
      payload: { hotelId: JKT, roomId, ratePlanId, ...stay, guestName: 'Own Terms' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await expectContract(booked, 'marketplaceBook');
    expect(booked.json().cancellation).toMatchObject({ source: 'PROMOTION', policy: 'NON_REFUNDABLE' });
    // Under the rate plan's policy this cancellation, 60 days ahead, would be free.
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${booked.json().bookingId}/cancel`,
      headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await expectContract(cancelled, 'marketplaceCancel');
    expect(cancelled.json().cancellationFee).toEqual({ charge: 'LATE', amount: 1_600_000 });
  });

  it("the calendar's policy of the check-in date still comes first", async () => {
    await t.db.query(
      `UPDATE rate_plan_ari SET cancellation_policy = 'FREE_UNTIL_3_DAYS'
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4`,
      [JKT, roomId, ratePlanId, stay.checkIn],
    );
    try {
      expect((await quote()).cancellation).toMatchObject({
        source: 'CALENDAR',
        policy: 'FREE',
        daysBefore: 3,
      });
    } finally {
      await t.db.query(
        `UPDATE rate_plan_ari SET cancellation_policy = NULL
          WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4`,
        [JKT, roomId, ratePlanId, stay.checkIn],
      );
    }
  });

  it('an own policy is checked as a rate plan policy: field errors, never a 500', async () => {
    const r = await t.request({
      method: 'POST',
      url: deals,
      as: admin,
      headers: { 'accept-language': 'en' },
      payload: deal({ cancellationPolicy: { enabled: true, policy: 'CUSTOM', chargeType: 'NIGHTS' } }),
    });
    expect(r.statusCode).toBe(400);
    await expectContract(r, 'createDeal');
    const fields = Object.fromEntries(
      (r.json().errors as { field: string; code: string }[]).map((e) => [e.field, e.code]),
    );
    expect(fields).toEqual({
      'cancellationPolicy.daysBefore': 'required',
      'cancellationPolicy.nights': 'required',
    });
  });
});
