import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';
import { addDays, todayInZone } from '@extranet/domain';

const H = DEMO_HOTELS.JAKARTA;
let t: TestApp;
let roomId: number;
let ratePlanId: number;
const d = (n: number) => addDays(todayInZone(), n);
const headers = { 'x-api-key': MARKETPLACE_KEY };
/** The server's clock (ctx.clock): the real time unless a test sets it. */
let now: Date | null = null;

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => now ?? new Date() });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [H],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  await cleanStretch(d(60), d(80));
  // The seeded surcharges (a New Year's Eve gala) would move totals on some days of the year: each test sets its own.
  await t.db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [H]);
  await roomCapacity(4, 2, 6);
}, 180_000);

/** The test room's occupancy: max adults, max children, max guests. */
async function roomCapacity(adults: number, children: number, guests: number): Promise<void> {
  await t.db.query(
    'UPDATE rooms SET max_adults = $3, max_children = $4, max_occupancy = $5 WHERE hotel_id = $1 AND room_id = $2',
    [H, roomId, adults, children, guests],
  );
}

/** A clean stretch of the room: no restrictions, rate 500,000, allotment 10, nothing sold. */
async function cleanStretch(from: string, to: string): Promise<void> {
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 500000,
            cancellation_policy = NULL, occupancy_rates = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [H, roomId, from, to],
  );
  await t.db.query(
    'UPDATE room_inventory SET sold = 0, allotment = 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [H, roomId, from, to],
  );
}
afterAll(() => t.close());

const stay = (over: Record<string, unknown> = {}) => ({
  hotelId: H,
  roomId,
  ratePlanId,
  checkIn: d(61),
  checkOut: d(63),
  adults: 2,
  ...over,
});

async function sold(date: string): Promise<number> {
  return (
    await t.db.one<{ sold: number }>(
      'SELECT sold FROM room_inventory WHERE hotel_id = $1 AND room_id = $2 AND date = $3',
      [H, roomId, date],
    )
  ).sold;
}

describe('marketplace intake switched off', () => {
  it('answers 503 when the server has no MARKETPLACE_API_KEY', async () => {
    const off = await createTestApp();
    try {
      const res = await off.request({
        method: 'POST',
        url: '/api/v1/marketplace/quote',
        headers,
        payload: stay(),
      });
      expect(res.statusCode).toBe(503);
      await expectContract(res, 'marketplaceQuote');
      expect(res.json().code).toBe('MARKETPLACE_DISABLED');
    } finally {
      await off.close();
    }
  }, 60_000);
});

describe('marketplace intake', () => {
  it('needs the API key', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/marketplace/quote', payload: stay() })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/marketplace/quote',
          headers: { 'x-api-key': 'nope' },
          payload: stay(),
        })
      ).statusCode,
    ).toBe(401);
  });
  it('quotes the sum of the nightly rates and honours restrictions', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      headers,
      payload: stay(),
    });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'marketplaceQuote');
    expect(res.json()).toMatchObject({ available: true, totalPrice: 1_000_000 });
    await t.db.query(
      'UPDATE rate_plan_ari SET cta = true WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(65)],
    );
    await t.db.query(
      'UPDATE rate_plan_ari SET ctd = true WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(68)],
    );
    await t.db.query(
      'UPDATE rate_plan_ari SET close_out = true WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(71)],
    );
    await t.db.query(
      'UPDATE rate_plan_ari SET stay_min = 3 WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(74)],
    );
    await t.db.query(
      'UPDATE rate_plan_ari SET adv_max = 10 WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(77)],
    );
    const cases: [string, string, string][] = [
      [d(65), d(66), 'CLOSED_TO_ARRIVAL'],
      [d(67), d(68), 'CLOSED_TO_DEPARTURE'],
      [d(70), d(72), 'CLOSED_OUT'],
      [d(74), d(76), 'STAY_TOO_SHORT'],
      [d(77), d(78), 'BOOKED_TOO_EARLY'],
    ];
    for (const [checkIn, checkOut, reason] of cases) {
      const q = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/quote',
        headers,
        payload: stay({ checkIn, checkOut }),
      });
      expect(q.json(), reason).toMatchObject({ available: false, totalPrice: null });
      expect(q.json().reasons).toContain(reason);
      const b = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/bookings',
        headers: { ...headers, 'idempotency-key': `r-${reason}` },
        payload: { ...stay({ checkIn, checkOut }), guestName: 'A' },
      });
      expect(b.statusCode).toBe(409);
    }
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      headers,
      payload: stay({ checkIn: d(63), checkOut: d(61) }),
    });
    expect(bad.statusCode).toBe(400);
    const other = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      headers,
      payload: stay({ hotelId: DEMO_HOTELS.BALI }),
    });
    expect(other.statusCode).toBe(404);
  });
  it('sells at the rate of the guest count where the property prices by occupancy, and refuses more guests than the room holds', async () => {
    const room = await t.db.one<{ max_occupancy: number }>(
      'SELECT max_occupancy FROM rooms WHERE hotel_id = $1 AND room_id = $2',
      [H, roomId],
    );
    const most = Number(room.max_occupancy);
    await t.db.query(
      `UPDATE rate_plan_ari SET occupancy_rates = '{"1": 450000, "2": 520000}'
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4 AND $5`,
      [H, roomId, ratePlanId, d(61), d(62)],
    );
    const quote = async (adults: number) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/quote',
        headers,
        payload: stay({ adults }),
      });
      await expectContract(res, 'marketplaceQuote');
      return res.json() as { available: boolean; reasons: string[]; totalPrice: number | null };
    };
    try {
      expect((await quote(1)).totalPrice).toBe(900_000);
      expect((await quote(2)).totalPrice).toBe(1_040_000);
      const crowded = await quote(most + 1);
      expect(crowded.available).toBe(false);
      expect(crowded.reasons).toContain('TOO_MANY_GUESTS');
      // A property that stopped pricing by occupancy sells at the base rate whatever rates per guest remain.
      await t.db.query('UPDATE hotels SET occupancy_based_rate = false WHERE hotel_id = $1', [H]);
      expect((await quote(1)).totalPrice).toBe(1_000_000);
    } finally {
      await t.db.query('UPDATE hotels SET occupancy_based_rate = true WHERE hotel_id = $1', [H]);
      await t.db.query(
        `UPDATE rate_plan_ari SET occupancy_rates = NULL
          WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4 AND $5`,
        [H, roomId, ratePlanId, d(61), d(62)],
      );
    }
  });

  it("takes a home's weekly and monthly entire-pricing discount off a long stay's total", async () => {
    await t.db.query(
      `INSERT INTO entire_pricing (hotel_id, room_id, weekday_price, weekend_price, weekly_discount, monthly_discount)
       VALUES ($1, $2, 500000, 500000, 10, NULL)`,
      [H, roomId],
    );
    try {
      await cleanStretch(d(100), d(130));
      const quoteOf = async (nights: number) => {
        const res = await t.request({
          method: 'POST',
          url: '/api/v1/marketplace/quote',
          headers,
          payload: stay({ checkIn: d(100), checkOut: d(100 + nights) }),
        });
        expect(res.statusCode).toBe(200);
        await expectContract(res, 'marketplaceQuote');
        return res.json<{
          totalPrice: number;
          losDiscount: { kind: string; percent: number; amount: number } | null;
        }>();
      };
      expect(await quoteOf(6)).toMatchObject({ totalPrice: 6 * 500000, losDiscount: null });
      expect(await quoteOf(7)).toMatchObject({
        totalPrice: 7 * 450000,
        losDiscount: { kind: 'WEEKLY', percent: 10, amount: 7 * 50000 },
      });
      // Without a monthly discount, a 28-night stay gets the weekly one; with it, the monthly one.
      expect((await quoteOf(28)).losDiscount).toMatchObject({ kind: 'WEEKLY', percent: 10 });
      await t.db.query(
        'UPDATE entire_pricing SET monthly_discount = 20 WHERE hotel_id = $1 AND room_id = $2',
        [H, roomId],
      );
      expect(await quoteOf(28)).toMatchObject({
        totalPrice: 28 * 400000,
        losDiscount: { kind: 'MONTHLY', percent: 20, amount: 28 * 100000 },
      });
      expect((await quoteOf(27)).losDiscount).toMatchObject({ kind: 'WEEKLY', percent: 10 });
    } finally {
      await t.db.query('DELETE FROM entire_pricing WHERE hotel_id = $1 AND room_id = $2', [H, roomId]);
    }
  });

  it('books idempotently and cancelling returns the allotment', async () => {
    const payload = { ...stay(), guestName: 'Budi' };
    const first = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { ...headers, 'idempotency-key': 'k-1' },
      payload,
    });
    expect(first.statusCode).toBe(201);
    await expectContract(first, 'marketplaceBook');
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { ...headers, 'idempotency-key': 'k-1' },
      payload,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().bookingId).toBe(first.json().bookingId);
    expect(await sold(d(61))).toBe(1);
    expect(await sold(d(62))).toBe(1);
    expect(await sold(d(63))).toBe(0);
    const log = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/ari/changes?roomId=${roomId}&date=${d(61)}`,
      as: { accountId: 1, hotelId: H },
    });
    expect(log.json().items[0]).toMatchObject({ source: 'INTAKE', field: 'sold', before: 0, after: 1 });
    const id = first.json().bookingId as number;
    for (let i = 0; i < 2; i++) {
      const c = await t.request({
        method: 'POST',
        url: `/api/v1/marketplace/bookings/${id}/cancel`,
        headers,
      });
      expect(c.statusCode).toBe(200);
      await expectContract(c, 'marketplaceCancel');
      expect(c.json().status).toBe('CANCELLED');
    }
    expect(await sold(d(61))).toBe(0);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/marketplace/bookings/999999999/cancel', headers }))
        .statusCode,
    ).toBe(404);
  });
  it('200 concurrent bookings for the last 3 rooms give exactly 3 bookings', async () => {
    await t.db.query(
      'UPDATE room_inventory SET allotment = 3, sold = 0 WHERE hotel_id = $1 AND room_id = $2 AND date = $3',
      [H, roomId, d(79)],
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/v1/marketplace/bookings',
          headers: { ...headers, 'idempotency-key': `c-${i}` },
          payload: { ...stay({ checkIn: d(79), checkOut: d(80) }), guestName: `G${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(197);
    expect(await sold(d(79))).toBe(3);
    const n = await t.db.one<{ n: number }>(
      `SELECT count(*)::integer AS n FROM bookings WHERE hotel_id = $1 AND check_in = $2 AND status = 'CONFIRMED' AND room_id = $3`,
      [H, d(79), roomId],
    );
    expect(n.n).toBe(3);
  }, 60_000);
  it('concurrent overlapping stays take every night or none: no night oversold, sold counts and change log agree', async () => {
    // 4 nights with 2 rooms each; 60 stays of 1 to 3 nights starting on any of them, all at once.
    await t.db.query(
      `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
              adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 500000
        WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
      [H, roomId, d(50), d(54)],
    );
    await t.db.query(
      'UPDATE room_inventory SET allotment = 2, sold = 0 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
      [H, roomId, d(50), d(53)],
    );
    const { last } = await t.db.one<{ last: number }>(
      'SELECT COALESCE(max(change_id), 0) AS last FROM ari_changes',
    );
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const start = i % 4;
        const nights = Math.min(1 + (i % 3), 4 - start);
        return t.request({
          method: 'POST',
          url: '/api/v1/marketplace/bookings',
          headers: { ...headers, 'idempotency-key': `o-${i}` },
          payload: {
            ...stay({ checkIn: d(50 + start), checkOut: d(50 + start + nights) }),
            guestName: `O${i}`,
          },
        });
      }),
    );
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    const nights = await t.db.query<{
      date: string;
      allotment: number;
      sold: number;
      booked: number;
      logged: number;
    }>(
      `SELECT i.date::text AS date, i.allotment, i.sold,
              (SELECT count(*)::integer FROM bookings b
                WHERE b.hotel_id = $1 AND b.room_id = $2 AND b.status = 'CONFIRMED' AND b.idempotency_key LIKE 'o-%'
                  AND b.check_in <= i.date AND b.check_out > i.date) AS booked,
              (SELECT COALESCE(sum((c.after #>> '{}')::integer - (c.before #>> '{}')::integer), 0)::integer
                 FROM ari_changes c
                WHERE c.hotel_id = $1 AND c.room_id = $2 AND c.date = i.date AND c.field = 'sold'
                  AND c.source = 'INTAKE' AND c.change_id > $5) AS logged
         FROM room_inventory i WHERE i.hotel_id = $1 AND i.room_id = $2 AND i.date BETWEEN $3 AND $4
        ORDER BY i.date`,
      [H, roomId, d(50), d(53), last],
    );
    for (const n of nights) {
      expect(n.booked, n.date).toBeLessThanOrEqual(n.allotment);
      expect(n.sold, n.date).toBe(n.booked);
      expect(n.logged, n.date).toBe(n.booked);
    }
    // Every 201 is a booking whose every night was taken, every 409 left nothing behind.
    const made = results.filter((r) => r.statusCode === 201).map((r) => r.json().bookingId as number);
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM bookings WHERE hotel_id = $1 AND idempotency_key LIKE 'o-%'`,
      [H],
    );
    expect(rows[0]?.n).toBe(made.length);
  }, 60_000);
  it("honours the rate plan's own rules: switched on, stay dates, booking days before arrival, stay nights", async () => {
    await cleanStretch(d(140), d(150));
    const plan = await t.db.one<Record<string, unknown>>(
      `SELECT status, stay_start::text AS stay_start, stay_end::text AS stay_end, min_booking_days, max_booking_days,
              min_stay, max_stay FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2`,
      [H, ratePlanId],
    );
    const setPlan = (sql: string, values: unknown[] = []) =>
      t.db.query(`UPDATE rate_plans SET ${sql} WHERE hotel_id = $1 AND rate_plan_id = $2`, [
        H,
        ratePlanId,
        ...values,
      ]);
    const quote = async (from: number, to: number) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/quote',
        headers,
        payload: stay({ checkIn: d(from), checkOut: d(to) }),
      });
      expect(res.statusCode).toBe(200);
      await expectContract(res, 'marketplaceQuote');
      return res.json<{ available: boolean; reasons: string[] }>();
    };
    try {
      await setPlan(
        `status = 'ACTIVE', stay_start = NULL, stay_end = NULL, min_booking_days = NULL, max_booking_days = NULL,
         min_stay = NULL, max_stay = NULL`,
      );
      expect(await quote(141, 143)).toMatchObject({ available: true, reasons: [] });

      // Stay dates: every night of the stay (not the departure day) inside them.
      await setPlan('stay_start = $3, stay_end = $4', [d(141), d(143)]);
      expect(await quote(141, 144)).toMatchObject({ available: true });
      expect((await quote(140, 142)).reasons).toEqual(['OUTSIDE_STAY_DATES']);
      expect((await quote(142, 145)).reasons).toEqual(['OUTSIDE_STAY_DATES']);
      await setPlan('stay_start = NULL, stay_end = NULL');

      // Booking days before arrival (the stay starts 141 days from today).
      await setPlan('min_booking_days = 142');
      expect((await quote(141, 143)).reasons).toEqual(['BOOKED_TOO_LATE']);
      await setPlan('min_booking_days = 141, max_booking_days = 141');
      expect(await quote(141, 143)).toMatchObject({ available: true });
      expect((await quote(142, 143)).reasons).toEqual(['BOOKED_TOO_EARLY']);
      await setPlan('min_booking_days = NULL, max_booking_days = NULL');

      // Stay nights.
      await setPlan('min_stay = 3, max_stay = 4');
      expect((await quote(141, 143)).reasons).toEqual(['STAY_TOO_SHORT']);
      expect(await quote(141, 145)).toMatchObject({ available: true });
      expect((await quote(141, 146)).reasons).toEqual(['STAY_TOO_LONG']);
      await setPlan('min_stay = NULL, max_stay = NULL');

      // A switched-off plan is not sold.
      await setPlan(`status = 'INACTIVE'`);
      expect((await quote(141, 143)).reasons).toEqual(['RATE_PLAN_INACTIVE']);
      const b = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/bookings',
        headers: { ...headers, 'idempotency-key': 'plan-inactive' },
        payload: { ...stay({ checkIn: d(141), checkOut: d(143) }), guestName: 'A' },
      });
      expect(b.statusCode).toBe(409);
      expect(b.json().reasons).toEqual(['RATE_PLAN_INACTIVE']);
      expect(await sold(d(141))).toBe(0);
    } finally {
      await setPlan(
        `status = $3, stay_start = $4, stay_end = $5, min_booking_days = $6, max_booking_days = $7, min_stay = $8,
         max_stay = $9`,
        [
          plan.status,
          plan.stay_start,
          plan.stay_end,
          plan.min_booking_days,
          plan.max_booking_days,
          plan.min_stay,
          plan.max_stay,
        ],
      );
    }
  });

  it('quotes the cancellation terms (23:59 property time cutoff, no-show from 14:00), books with them, and a cancel records its fee', async () => {
    await cleanStretch(d(160), d(170));
    const { cancellation: original } = await t.db.one<{ cancellation: unknown }>(
      'SELECT cancellation FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2',
      [H, ratePlanId],
    );
    const setPolicy = (policy: unknown) =>
      t.db.query('UPDATE rate_plans SET cancellation = $3::jsonb WHERE hotel_id = $1 AND rate_plan_id = $2', [
        H,
        ratePlanId,
        JSON.stringify(policy),
      ]);
    const setCalendarPolicy = (value: string | null) =>
      t.db.query(
        'UPDATE rate_plan_ari SET cancellation_policy = $4 WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $5',
        [H, roomId, ratePlanId, value, d(161)],
      );
    // Two nights of 500,000 from d(161); Hotel Demo Jakarta is in Asia/Jakarta (+07:00).
    const payload = stay({ checkIn: d(161), checkOut: d(163) });
    const quote = async () => {
      const res = await t.request({ method: 'POST', url: '/api/v1/marketplace/quote', headers, payload });
      expect(res.statusCode).toBe(200);
      await expectContract(res, 'marketplaceQuote');
      return res.json<{ totalPrice: number; cancellation: Record<string, unknown> }>();
    };
    const custom = {
      enabled: true,
      policy: 'CUSTOM',
      daysBefore: 3,
      chargeType: 'PERCENTAGE',
      percentage: 50,
      noShow: 'FULL_STAY',
    };
    const agreed = {
      policy: 'CUSTOM',
      source: 'RATE_PLAN',
      daysBefore: 3,
      chargeType: 'PERCENTAGE',
      percentage: 50,
      nights: null,
      noShow: 'FULL_STAY',
      timeZone: 'Asia/Jakarta',
      freeCancellationUntil: `${d(158)}T23:59:00+07:00`,
      lateCancellationFee: 500_000,
      noShowFrom: `${d(161)}T14:00:00+07:00`,
      noShowFee: 1_000_000,
    };
    try {
      await setPolicy(custom);
      const q = await quote();
      expect(q.totalPrice).toBe(1_000_000);
      expect(q.cancellation).toEqual(agreed);

      // The calendar's policy of the check-in date wins over the rate plan's; RATE_PLAN hands it back.
      await setCalendarPolicy('FREE_UNTIL_7_DAYS');
      expect((await quote()).cancellation).toMatchObject({
        policy: 'FREE',
        source: 'CALENDAR',
        daysBefore: 7,
        freeCancellationUntil: `${d(154)}T23:59:00+07:00`,
        lateCancellationFee: 1_000_000,
        noShowFee: 1_000_000,
      });
      await setCalendarPolicy('RATE_PLAN');
      expect((await quote()).cancellation).toEqual(agreed);

      const book = async (key: string) => {
        const res = await t.request({
          method: 'POST',
          url: '/api/v1/marketplace/bookings',
          headers: { ...headers, 'idempotency-key': key },
          payload: { ...payload, guestName: key },
        });
        expect(res.statusCode).toBe(201);
        await expectContract(res, 'marketplaceBook');
        expect(res.json()).toMatchObject({ cancellation: agreed, cancellationFee: null });
        return res.json<{ bookingId: number }>().bookingId;
      };
      const ids = [await book('cx-free'), await book('cx-late'), await book('cx-no-show')];
      expect(await sold(d(161))).toBe(3);
      // A later change of the rate plan's policy does not change what was sold.
      await setPolicy({ enabled: true, policy: 'NON_REFUNDABLE', noShow: 'FULL_STAY' });

      const cancelAt = async (id: number, at: string) => {
        now = new Date(at);
        const res = await t.request({
          method: 'POST',
          url: `/api/v1/marketplace/bookings/${id}/cancel`,
          headers,
        });
        expect(res.statusCode).toBe(200);
        await expectContract(res, 'marketplaceCancel');
        return res.json<{ status: string; cancellationFee: unknown; cancelledAt: string }>();
      };
      // Free through the last minute of the free day, 23:59 property time (16:59 UTC).
      expect(await cancelAt(ids[0] as number, `${d(158)}T23:59:59+07:00`)).toMatchObject({
        status: 'CANCELLED',
        cancellationFee: { charge: 'FREE', amount: 0 },
        cancelledAt: new Date(`${d(158)}T16:59:59Z`).toISOString(),
      });
      expect(await cancelAt(ids[1] as number, `${d(159)}T00:00:00+07:00`)).toMatchObject({
        cancellationFee: { charge: 'LATE', amount: 500_000 },
      });
      expect(await cancelAt(ids[2] as number, `${d(161)}T14:00:00+07:00`)).toMatchObject({
        cancellationFee: { charge: 'NO_SHOW', amount: 1_000_000 },
      });
      // Cancelling again changes nothing, whenever it is.
      expect(await cancelAt(ids[1] as number, `${d(170)}T00:00:00+07:00`)).toMatchObject({
        cancellationFee: { charge: 'LATE', amount: 500_000 },
      });
      expect(await sold(d(161))).toBe(0);
      const rows = await t.db.query<{ cancellation_charge: string; cancellation_fee: string }>(
        'SELECT cancellation_charge, cancellation_fee FROM bookings WHERE booking_id = ANY($1::bigint[]) ORDER BY booking_id',
        [ids],
      );
      expect(rows.map((r) => [r.cancellation_charge, Number(r.cancellation_fee)])).toEqual([
        ['FREE', 0],
        ['LATE', 500_000],
        ['NO_SHOW', 1_000_000],
      ]);
    } finally {
      now = null;
      await setPolicy(original);
      await setCalendarPolicy(null);
    }
  });

  it("prices a stay at a LOS property from the room's stay-length table (largest nights not above the stay)", async () => {
    const B = DEMO_HOTELS.BANDUNG;
    const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
      `SELECT l.room_id, l.rate_plan_id FROM rate_plan_rooms l JOIN rate_plans p USING (hotel_id, rate_plan_id)
        WHERE l.hotel_id = $1 AND p.status = 'ACTIVE' ORDER BY l.room_id, l.rate_plan_id LIMIT 1`,
      [B],
    );
    const room = Number(link.room_id);
    const plan = Number(link.rate_plan_id);
    await t.db.query(
      `UPDATE rate_plans SET stay_start = NULL, stay_end = NULL, min_booking_days = NULL, max_booking_days = NULL,
              min_stay = NULL, max_stay = NULL WHERE hotel_id = $1 AND rate_plan_id = $2`,
      [B, plan],
    );
    await t.db.query(
      `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
              adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 999000
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4 AND $5`,
      [B, room, plan, d(180), d(200)],
    );
    await t.db.query(
      'UPDATE room_inventory SET allotment = 5, sold = 0 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
      [B, room, d(180), d(200)],
    );
    await t.db.query('DELETE FROM los_stay_lengths WHERE hotel_id = $1 AND room_id = $2', [B, room]);
    await t.db.query(
      `INSERT INTO los_stay_lengths (hotel_id, room_id, nights, rate)
       VALUES ($1, $2, 2, 700000), ($1, $2, 3, 650000), ($1, $2, 7, 500000)`,
      [B, room],
    );
    const quote = async (nights: number) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/quote',
        headers,
        payload: {
          hotelId: B,
          roomId: room,
          ratePlanId: plan,
          checkIn: d(181),
          checkOut: d(181 + nights),
          adults: 2,
        },
      });
      expect(res.statusCode).toBe(200);
      await expectContract(res, 'marketplaceQuote');
      return res.json<{
        available: boolean;
        reasons: string[];
        totalPrice: number | null;
        nights: { rate: number }[];
      }>();
    };
    // One night: no row applies, nothing to sell at the calendar's 999,000.
    expect(await quote(1)).toMatchObject({ available: false, reasons: ['NO_RATE'] });
    expect(await quote(2)).toMatchObject({ available: true, totalPrice: 2 * 700_000 });
    expect(await quote(5)).toMatchObject({ available: true, totalPrice: 5 * 650_000 });
    const week = await quote(8);
    expect(week).toMatchObject({ available: true, totalPrice: 8 * 500_000 });
    expect(week.nights.map((n) => n.rate)).toEqual(Array(8).fill(500_000));
  });

  it('refuses more guests than the room takes, and a switched-off room', async () => {
    await cleanStretch(d(205), d(210));
    const reasons = async (adults: number, children: number) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/quote',
        headers,
        payload: stay({ checkIn: d(206), checkOut: d(207), adults, children }),
      });
      expect(res.statusCode).toBe(200);
      await expectContract(res, 'marketplaceQuote');
      return res.json<{ reasons: string[] }>().reasons;
    };
    try {
      await roomCapacity(2, 1, 3);
      expect(await reasons(2, 1)).toEqual([]);
      expect(await reasons(3, 0)).toEqual(['TOO_MANY_GUESTS']);
      expect(await reasons(1, 2)).toEqual(['TOO_MANY_GUESTS']);
      await roomCapacity(2, 1, 2);
      expect(await reasons(2, 0)).toEqual([]);
      expect(await reasons(2, 1)).toEqual(['TOO_MANY_GUESTS']);
      await t.db.query(`UPDATE rooms SET status = 'INACTIVE' WHERE hotel_id = $1 AND room_id = $2`, [
        H,
        roomId,
      ]);
      expect(await reasons(1, 0)).toEqual(['ROOM_INACTIVE']);
      const b = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/bookings',
        headers: { ...headers, 'idempotency-key': 'room-off' },
        payload: { ...stay({ checkIn: d(206), checkOut: d(207), adults: 1 }), guestName: 'A' },
      });
      expect(b.statusCode).toBe(409);
      expect(await sold(d(206))).toBe(0);
    } finally {
      await t.db.query(`UPDATE rooms SET status = 'ACTIVE' WHERE hotel_id = $1 AND room_id = $2`, [
        H,
        roomId,
      ]);
      await roomCapacity(4, 2, 6);
    }
  });

  it('adds the switched-on surcharges of the stay to the quote and the booking, per night and per guest', async () => {
    await cleanStretch(d(190), d(200));
    await t.db.query(
      `UPDATE rate_plan_ari SET occupancy_rates = NULL
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4 AND $5`,
      [H, roomId, ratePlanId, d(190), d(200)],
    );
    type Values = {
      name: string;
      type: string;
      price: number;
      childPrice?: number;
      status?: string;
      stay?: [string, string];
      checkIn?: [string, string];
    };
    const add = async (values: Values) =>
      Number(
        (
          await t.db.one<{ surcharge_id: number }>(
            `INSERT INTO surcharges (hotel_id, name, type, price, child_price, stay_start, stay_end, check_in_start,
                                     check_in_end, status)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING surcharge_id`,
            [
              H,
              values.name,
              values.type,
              values.price,
              values.childPrice ?? null,
              values.stay?.[0] ?? null,
              values.stay?.[1] ?? null,
              values.checkIn?.[0] ?? null,
              values.checkIn?.[1] ?? null,
              values.status ?? 'ACTIVE',
            ],
          )
        ).surcharge_id,
      );
    const ids: number[] = [];
    try {
      const room = await add({
        name: 'Malam festival',
        type: 'ROOM',
        price: 100_000,
        stay: [d(191), d(191)],
      });
      const guest = await add({
        name: 'Sarapan wajib',
        type: 'GUEST',
        price: 50_000,
        childPrice: 20_000,
        checkIn: [d(190), d(190)],
      });
      ids.push(room, guest);
      // Not charged: check-in outside its check-in dates, switched off, no night inside its stay dates.
      ids.push(await add({ name: 'Later', type: 'ROOM', price: 70_000, checkIn: [d(200), d(201)] }));
      ids.push(await add({ name: 'Off', type: 'ROOM', price: 999, status: 'INACTIVE' }));
      ids.push(await add({ name: 'After', type: 'ROOM', price: 30_000, stay: [d(195), d(196)] }));

      const payload = stay({ checkIn: d(190), checkOut: d(193), adults: 2, children: 1 });
      const q = await t.request({ method: 'POST', url: '/api/v1/marketplace/quote', headers, payload });
      expect(q.statusCode).toBe(200);
      await expectContract(q, 'marketplaceQuote');
      const surcharges = [
        { surchargeId: room, name: 'Malam festival', type: 'ROOM', nights: 1, amount: 100_000 },
        {
          surchargeId: guest,
          name: 'Sarapan wajib',
          type: 'GUEST',
          nights: 3,
          amount: 3 * (2 * 50_000 + 20_000),
        },
      ];
      expect(q.json()).toMatchObject({
        available: true,
        surcharges,
        totalPrice: 3 * 500_000 + 100_000 + 360_000,
      });

      const b = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/bookings',
        headers: { ...headers, 'idempotency-key': 'surcharged' },
        payload: { ...payload, guestName: 'Sari' },
      });
      expect(b.statusCode).toBe(201);
      await expectContract(b, 'marketplaceBook');
      expect(b.json()).toMatchObject({
        surcharges,
        totalPrice: 1_960_000,
        nightlyRates: [500_000, 500_000, 500_000],
      });
    } finally {
      await t.db.query('DELETE FROM surcharges WHERE hotel_id = $1 AND surcharge_id = ANY($2::bigint[])', [
        H,
        ids,
      ]);
    }
  });

  it("prices children by their ages with the rate plan's children rate plan, else by the occupancy rate", async () => {
    await cleanStretch(d(214), d(220));
    await t.db.query(
      `UPDATE rate_plan_ari SET occupancy_rates = '{"2": 600000, "3": 700000}'::jsonb
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4 AND $5`,
      [H, roomId, ratePlanId, d(214), d(220)],
    );
    const policy = await t.db.one<{ children_min_age: number; adult_min_age: number }>(
      'SELECT children_min_age, adult_min_age FROM hotels WHERE hotel_id = $1',
      [H],
    );
    const link = await t.db.maybeOne<{ children_rate_plan_id: number }>(
      'SELECT children_rate_plan_id FROM children_rate_plan_rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2',
      [H, ratePlanId],
    );
    let kids: number | null = null;
    try {
      await t.db.query('UPDATE hotels SET children_min_age = 1, adult_min_age = 12 WHERE hotel_id = $1', [H]);
      await t.db.query(
        'DELETE FROM children_rate_plan_rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2',
        [H, ratePlanId],
      );
      kids = Number(
        (
          await t.db.one<{ children_rate_plan_id: number }>(
            `INSERT INTO children_rate_plans (hotel_id, name, age_groups)
             VALUES ($1, 'Anak intake', '[{"minAge": 1, "maxAge": 3, "price": 0}, {"minAge": 4, "maxAge": 11, "price": 150000}]')
             RETURNING children_rate_plan_id`,
            [H],
          )
        ).children_rate_plan_id,
      );
      await t.db.query(
        'INSERT INTO children_rate_plan_rate_plans (hotel_id, rate_plan_id, children_rate_plan_id) VALUES ($1, $2, $3)',
        [H, ratePlanId, kids],
      );
      const quote = async (guests: Record<string, unknown>) => {
        const res = await t.request({
          method: 'POST',
          url: '/api/v1/marketplace/quote',
          headers,
          payload: stay({ checkIn: d(215), checkOut: d(217), adults: 2, ...guests }),
        });
        await expectContract(res, 'marketplaceQuote');
        return res;
      };
      const priced = async (guests: Record<string, unknown>) => {
        const res = await quote(guests);
        expect(res.statusCode).toBe(200);
        return res.json<{
          reasons: string[];
          totalPrice: number | null;
          childrenCharge: unknown;
          nights: { rate: number }[];
        }>();
      };
      // Without ages the child counts for the occupancy rate (3 guests).
      expect(await priced({ children: 1 })).toMatchObject({ totalPrice: 2 * 700_000, childrenCharge: null });
      // An 8-year-old pays the 4-11 group's price; the room is priced for its 2 adults.
      expect(await priced({ childrenAges: [8] })).toMatchObject({
        totalPrice: 2 * 600_000 + 2 * 150_000,
        childrenCharge: { children: 1, perNight: 150_000, amount: 300_000 },
        nights: [{ rate: 600_000 }, { rate: 600_000 }],
      });
      expect(await priced({ children: 2, childrenAges: [2, 8] })).toMatchObject({
        totalPrice: 2 * 600_000 + 2 * 150_000,
        childrenCharge: { children: 2, perNight: 150_000, amount: 300_000 },
      });
      // From the adult age a child is an adult; below the minimum guest age the stay is refused.
      expect(await priced({ childrenAges: [12] })).toMatchObject({
        totalPrice: 2 * 700_000,
        childrenCharge: null,
      });
      expect(await priced({ childrenAges: [0] })).toMatchObject({
        reasons: ['CHILD_TOO_YOUNG'],
        totalPrice: null,
      });
      const mismatch = await quote({ children: 2, childrenAges: [8] });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors[0]).toMatchObject({
        field: 'childrenAges',
        code: 'CHILDREN_AGES_MISMATCH',
        message: 'Isi satu usia untuk setiap anak.',
      });
      // A switched-off children rate plan prices nobody: the child counts for the occupancy rate again.
      await t.db.query(
        'UPDATE children_rate_plans SET active = false WHERE hotel_id = $1 AND children_rate_plan_id = $2',
        [H, kids],
      );
      expect(await priced({ childrenAges: [8] })).toMatchObject({
        totalPrice: 2 * 700_000,
        childrenCharge: null,
      });
      await t.db.query(
        'UPDATE children_rate_plans SET active = true WHERE hotel_id = $1 AND children_rate_plan_id = $2',
        [H, kids],
      );
      const b = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/bookings',
        headers: { ...headers, 'idempotency-key': 'with-child' },
        payload: {
          ...stay({ checkIn: d(215), checkOut: d(217), adults: 2, childrenAges: [8] }),
          guestName: 'Dewi',
        },
      });
      expect(b.statusCode).toBe(201);
      await expectContract(b, 'marketplaceBook');
      expect(b.json()).toMatchObject({ children: 1, childrenAges: [8], totalPrice: 1_500_000 });
    } finally {
      await t.db.query('UPDATE hotels SET children_min_age = $2, adult_min_age = $3 WHERE hotel_id = $1', [
        H,
        policy.children_min_age,
        policy.adult_min_age,
      ]);
      if (kids !== null)
        await t.db.query(
          'DELETE FROM children_rate_plans WHERE hotel_id = $1 AND children_rate_plan_id = $2',
          [H, kids],
        );
      if (link)
        await t.db.query(
          'INSERT INTO children_rate_plan_rate_plans (hotel_id, rate_plan_id, children_rate_plan_id) VALUES ($1, $2, $3)',
          [H, ratePlanId, link.children_rate_plan_id],
        );
    }
  });

  it("counts today and the days before arrival in the property's time zone (Bali is GMT+8)", async () => {
    const B = DEMO_HOTELS.BALI;
    const link = await t.db.one<{
      room_id: number;
      rate_plan_id: number;
      min_booking_days: number | null;
      max_booking_days: number | null;
    }>(
      `SELECT l.room_id, l.rate_plan_id, p.min_booking_days, p.max_booking_days FROM rate_plan_rooms l JOIN rate_plans p USING (hotel_id, rate_plan_id)
        WHERE l.hotel_id = $1 ORDER BY l.room_id, l.rate_plan_id LIMIT 1`,
      [B],
    );
    const bali = (from: number, to: number) => ({
      hotelId: B,
      roomId: Number(link.room_id),
      ratePlanId: Number(link.rate_plan_id),
      checkIn: d(from),
      checkOut: d(to),
      adults: 1,
    });
    const quote = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/v1/marketplace/quote', headers, payload });
    try {
      // 16:30 UTC: 23:30 in Jakarta, already 00:30 of the next day in Bali.
      now = new Date(`${d(0)}T16:30:00Z`);
      const past = await quote(bali(0, 1));
      expect(past.statusCode).toBe(400);
      await expectContract(past, 'marketplaceQuote');
      expect(past.json().errors[0]).toMatchObject({ field: 'checkIn', code: 'DATE_READ_ONLY' });
      expect((await quote(stay({ checkIn: d(0), checkOut: d(1) }))).statusCode).toBe(200);

      await t.db.query(
        'UPDATE rate_plans SET min_booking_days = 10, max_booking_days = NULL WHERE hotel_id = $1 AND rate_plan_id = $2',
        [B, link.rate_plan_id],
      );
      expect((await quote(bali(10, 11))).json().reasons).toContain('BOOKED_TOO_LATE');
      expect((await quote(bali(11, 12))).json().reasons).not.toContain('BOOKED_TOO_LATE');
    } finally {
      now = null;
      await t.db.query(
        'UPDATE rate_plans SET min_booking_days = $3, max_booking_days = $4 WHERE hotel_id = $1 AND rate_plan_id = $2',
        [B, link.rate_plan_id, link.min_booking_days, link.max_booking_days],
      );
    }
  });

  it('a night without inventory fails the booking statement like a full night', async () => {
    await expect(t.db.query('SELECT intake_all_nights_taken(3, 2)')).rejects.toMatchObject({
      code: '23514',
      constraint: 'room_inventory_sold_within_allotment',
    });
    expect(await t.db.one('SELECT intake_all_nights_taken(3, 3) AS ok')).toEqual({ ok: true });
  });
});
