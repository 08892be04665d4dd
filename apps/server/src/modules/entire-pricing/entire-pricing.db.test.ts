import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOfWeek, todayInZone } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import { denseCalendar } from '../../../test/ari-calendar.js';
import { DEMO_RATE_PLANS, DEMO_ROOMS } from '../../seed/rates-catalog.js';

const BALI = DEMO_HOTELS.BALI;
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: BALI };
/** Reservation staff of Jakarta only: not a user of the villa. */
const OUTSIDER = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA };
/** Finance admin, given a membership of the villa with role 13 only (not a rates role). */
const FINANCE = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: BALI };
const JOGLO = DEMO_ROOMS.BALI_JOGLO_THREE_BEDROOM; // min sell 3.150.000, no settings in the seed
const ONE_BEDROOM = DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM;
const base = `/api/v1/hotels/${BALI}`;

let t: TestApp;
/** The villa's own today (Asia/Makassar, GMT+8): the server's dates are the property's. */
const today = todayInZone('Asia/Makassar');
const d = (n: number) => addDays(today, n);

const VALID = {
  roomId: JOGLO,
  weekdayPrice: 5_000_000,
  weekendPrice: 6_000_000,
  weeklyDiscount: 10,
  monthlyDiscount: 20,
  overrides: [{ name: 'Galungan', start: d(30), end: d(32), price: 7_500_000 }],
};

async function rates(roomId: number, from: string, to: string) {
  return t.db.query<{ rate_plan_id: number; date: string; rate: number | null }>(
    `SELECT rate_plan_id, date::text AS date, rate FROM rate_plan_ari
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4 ORDER BY rate_plan_id, date`,
    [BALI, roomId, from, to],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query('INSERT INTO hotel_users (hotel_id, account_id, roles) VALUES ($1, $2, $3)', [
    BALI,
    DEMO_ACCOUNTS.FINANCE.id,
    [13],
  ]);
}, 180_000);
afterAll(() => t.close());

describe('GET entire pricing', () => {
  it('lists the villa units with their rate plans, commission and saved settings (seed)', async () => {
    const res = await t.request({ method: 'GET', url: `${base}/entire-pricing`, as: ADMIN });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getEntirePricing');
    const body = res.json();
    expect(body.today).toBe(today);
    expect(body.horizon).toBe(addMonths(today, 18));
    const one = body.units.find((u: { roomId: number }) => u.roomId === ONE_BEDROOM);
    expect(one.settings).toMatchObject({
      weekdayPrice: 1_800_000,
      weekendPrice: 2_250_000,
      weeklyDiscount: 10,
    });
    expect(one.settings.overrides).toHaveLength(1);
    expect(one.ratePlans.map((p: { ratePlanId: number }) => p.ratePlanId)).toContain(
      DEMO_RATE_PLANS.BALI_STANDARD,
    );
    expect(body.units.find((u: { roomId: number }) => u.roomId === JOGLO).settings).toBeNull();
  });
  it('refuses a property that is not a home (409 NOT_A_HOME, translated)', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/entire-pricing`,
      as: { ...ADMIN, hotelId: DEMO_HOTELS.JAKARTA },
      headers: { cookie: 'lang=en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_A_HOME', message: expect.stringContaining('homes') });
  });
  it('hides the villa from a user of another property (404) and refuses a role without rates (403)', async () => {
    for (const [method, url, payload] of [
      ['GET', `${base}/entire-pricing`, undefined],
      ['PUT', `${base}/entire-pricing`, VALID],
      ['POST', `${base}/price-simulation`, { roomId: JOGLO, nightlyPrice: 5_000_000 }],
    ] as const) {
      const outsider = await t.request({ method, url, as: OUTSIDER, ...(payload ? { payload } : {}) });
      expect(outsider.statusCode, `${method} ${url}`).toBe(404);
      const finance = await t.request({ method, url, as: FINANCE, ...(payload ? { payload } : {}) });
      expect(finance.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rates(JOGLO, d(30), d(30))).not.toContainEqual(expect.objectContaining({ rate: 7_500_000 }));
  });
});

describe('PUT entire pricing', () => {
  it('refuses invalid settings with field errors in Indonesian (default) and English', async () => {
    const bad = {
      ...VALID,
      weekdayPrice: 3_000_000, // below the joglo's minimum sell price
      weekendPrice: null,
      weeklyDiscount: 100,
      overrides: [
        { name: 'A', start: d(10), end: d(15), price: 5_000_000 },
        { name: 'B', start: d(14), end: d(20), price: 5_000_000 },
        { name: 'C', start: d(-2), end: d(1), price: 5_000_000 },
        { name: 'D', start: d(40), end: addDays(addMonths(today, 18), 1), price: 5_000_000 },
      ],
    };
    const id = await t.request({ method: 'PUT', url: `${base}/entire-pricing`, as: ADMIN, payload: bad });
    expect(id.statusCode).toBe(400);
    await expectContract(id, 'saveEntirePricing');
    const byField = Object.fromEntries(
      (id.json().errors as { field: string; code: string; message: string }[]).map((e) => [e.field, e]),
    );
    expect(Object.fromEntries(Object.entries(byField).map(([f, e]) => [f, e.code]))).toEqual({
      weekdayPrice: 'price.belowMinimum',
      weekendPrice: 'required',
      weeklyDiscount: 'max_float',
      'overrides.1.start': 'entirePricing.overlap',
      'overrides.2.start': 'date.beforeToday',
      'overrides.3.end': 'entirePricing.beyondHorizon',
    });
    expect(byField.weekdayPrice?.message).toBe(
      'Harga tidak boleh di bawah harga jual minimum (Rp 3.150.000)',
    );
    expect(byField.weekendPrice?.message).toBe('Harga akhir pekan wajib diisi');
    const en = await t.request({
      method: 'PUT',
      url: `${base}/entire-pricing`,
      as: ADMIN,
      payload: bad,
      headers: { cookie: 'lang=en' },
    });
    const enErrors = en.json().errors as { field: string; message: string }[];
    expect(enErrors.find((e) => e.field === 'weekendPrice')?.message).toBe('Weekend price is required');
    expect(enErrors.find((e) => e.field === 'overrides.1.start')?.message).toContain('overlap with "A"');
    // Nothing written.
    const saved = await t.db.maybeOne('SELECT 1 FROM entire_pricing WHERE hotel_id = $1 AND room_id = $2', [
      BALI,
      JOGLO,
    ]);
    expect(saved).toBeNull();
  });

  it('refuses a unit of another property (404) and malformed bodies (400, never 500)', async () => {
    const other = await t.request({
      method: 'PUT',
      url: `${base}/entire-pricing`,
      as: ADMIN,
      payload: { ...VALID, roomId: DEMO_ROOMS.JAKARTA_FAMILY },
    });
    expect(other.statusCode).toBe(404);
    const wrongType = await t.request({
      method: 'PUT',
      url: `${base}/entire-pricing`,
      as: ADMIN,
      payload: { ...VALID, weekdayPrice: 'lima juta' },
    });
    expect(wrongType.statusCode).toBe(400);
    const badDate = await t.request({
      method: 'PUT',
      url: `${base}/entire-pricing`,
      as: ADMIN,
      payload: { ...VALID, overrides: [{ name: 'X', start: '2026-02-30', end: 'soon', price: 5_000_000 }] },
    });
    expect(badDate.statusCode).toBe(400);
    // The contract's format: date refuses them before the domain validator.
    expect(badDate.json().errors.map((e: { code: string }) => e.code)).toEqual([
      'INVALID_FORMAT',
      'INVALID_FORMAT',
    ]);
  });

  it('saves, writes every rate plan of the unit for today..18 months as one logged SCREEN batch, past untouched', async () => {
    const pastBefore = await rates(JOGLO, d(-30), d(-1));
    expect(pastBefore.length).toBeGreaterThan(0);
    const res = await t.request({ method: 'PUT', url: `${base}/entire-pricing`, as: ADMIN, payload: VALID });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'saveEntirePricing');
    const body = res.json();
    expect(body.unit.settings).toMatchObject({
      weekdayPrice: 5_000_000,
      weekendPrice: 6_000_000,
      weeklyDiscount: 10,
      monthlyDiscount: 20,
      overrides: [{ name: 'Galungan', start: d(30), end: d(32), price: 7_500_000 }],
    });
    expect(body.from).toBe(today);
    expect(body.to).toBe(addMonths(today, 18));
    expect(body.batchId).toEqual(expect.any(String));

    const horizon = addMonths(today, 18);
    const after = await rates(JOGLO, today, horizon);
    const plans = new Set(after.map((r) => Number(r.rate_plan_id)));
    expect(plans.size).toBe(2); // standard and breakfast plans are linked to the joglo
    for (const cell of after) {
      const expected =
        cell.date >= d(30) && cell.date <= d(32)
          ? 7_500_000
          : [5, 6].includes(dayOfWeek(cell.date))
            ? 6_000_000
            : 5_000_000;
      expect(Number(cell.rate), `${cell.rate_plan_id} ${cell.date}`).toBe(expected);
    }
    expect(after.length).toBe(
      plans.size * (Math.round((Date.parse(horizon) - Date.parse(today)) / 86_400_000) + 1),
    );
    // Past dates untouched.
    expect(await rates(JOGLO, d(-30), d(-1))).toEqual(pastBefore);

    // One batch, source SCREEN, every changed cell in the change log.
    const batch = await t.db.one<{ source: string; cells: number; account_id: number }>(
      'SELECT source, cells, account_id FROM ari_batches WHERE hotel_id = $1 AND batch_id = $2',
      [BALI, body.batchId],
    );
    expect(batch).toMatchObject({
      source: 'SCREEN',
      cells: body.changedCells,
      account_id: DEMO_ACCOUNTS.ADMIN.id,
    });
    const log = await t.request({
      method: 'GET',
      url: `${base}/ari/changes?batchId=${body.batchId}&limit=1000`,
      as: ADMIN,
    });
    expect(log.statusCode).toBe(200);
    const items = log.json().items as { field: string; source: string; date: string; after: number }[];
    expect(items.length).toBe(Math.min(body.changedCells, 1000));
    expect(items.every((i) => i.field === 'rate' && i.source === 'SCREEN' && i.date >= today)).toBe(true);
    const logged = await t.db.one<{ n: number; past: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE date < $3)::int AS past
         FROM ari_changes WHERE hotel_id = $1 AND batch_id = $2`,
      [BALI, body.batchId, today],
    );
    expect(logged).toEqual({ n: body.changedCells, past: 0 });

    // Saving the same again changes nothing: no empty batch.
    const again = await t.request({
      method: 'PUT',
      url: `${base}/entire-pricing`,
      as: ADMIN,
      payload: VALID,
    });
    expect(again.json()).toMatchObject({ batchId: null, changedCells: 0 });

    // Removing the override puts the base price back on its dates.
    const noOverride = await t.request({
      method: 'PUT',
      url: `${base}/entire-pricing`,
      as: ADMIN,
      payload: { ...VALID, overrides: [] },
    });
    expect(noOverride.json().changedCells).toBe(3 * plans.size);
    expect((await rates(JOGLO, d(30), d(32))).every((c) => Number(c.rate) !== 7_500_000)).toBe(true);
  });

  it('the ARI calendar shows the new rate', async () => {
    const res = await t.request({ method: 'GET', url: `${base}/ari?from=${d(1)}&to=${d(7)}`, as: ADMIN });
    const plan = denseCalendar(res.json()).ratePlans.find(
      (p: { roomId: number; ratePlanId: number }) =>
        p.roomId === JOGLO && p.ratePlanId === DEMO_RATE_PLANS.BALI_STANDARD,
    );
    for (let i = 0; i < 7; i++) {
      expect(plan.rate[i]).toBe([5, 6].includes(dayOfWeek(d(1 + i))) ? 6_000_000 : 5_000_000);
    }
  });
});

describe('POST price-simulation', () => {
  it('prices a stay from a nightly price with the commission of the unit rate plan', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${base}/price-simulation`,
      as: ADMIN,
      payload: { roomId: ONE_BEDROOM, nightlyPrice: 2_000_000, checkIn: d(1), nights: 3 },
    });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'simulatePrice');
    const body = res.json();
    // The villa's standard plan carries 15 % (seed), the first one with a commission.
    expect(body.ratePlan).toEqual({
      ratePlanId: DEMO_RATE_PLANS.BALI_STANDARD,
      name: expect.any(String),
      commission: 15,
    });
    expect(body).toMatchObject({ checkIn: d(1), checkOut: d(4), nights: 3, losDiscount: null });
    expect(body.perNight).toHaveLength(3);
    expect(body.totals).toEqual({
      basePrice: 6_000_000,
      discount: 0,
      guestPays: 6_000_000,
      commission: 900_000,
      ownerReceives: 5_100_000,
    });
  });

  it('uses the unsaved settings of the form, with the weekly discount from 7 nights', async () => {
    // A Monday 7 nights: 5 weekday + 2 weekend nights.
    let monday = d(7);
    while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
    const res = await t.request({
      method: 'POST',
      url: `${base}/price-simulation`,
      as: ADMIN,
      payload: {
        roomId: ONE_BEDROOM,
        ratePlanId: DEMO_RATE_PLANS.BALI_MONTHLY,
        settings: { weekdayPrice: 1_000_000, weekendPrice: 1_500_000, weeklyDiscount: 10, overrides: [] },
        checkIn: monday,
        checkOut: addDays(monday, 7),
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ratePlan.commission).toBe(10);
    expect(body.losDiscount).toEqual({ kind: 'WEEKLY', percent: 10 });
    expect(body.perNight.map((n: { kind: string }) => n.kind)).toEqual([
      'WEEKDAY',
      'WEEKDAY',
      'WEEKDAY',
      'WEEKDAY',
      'WEEKEND',
      'WEEKEND',
      'WEEKDAY',
    ]);
    expect(body.totals).toEqual({
      basePrice: 8_000_000,
      discount: 800_000,
      guestPays: 7_200_000,
      commission: 720_000,
      ownerReceives: 6_480_000,
    });
  });

  it('uses the saved settings when none are given (the seeded year-end override)', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${base}/price-simulation`,
      as: ADMIN,
      payload: { roomId: ONE_BEDROOM, checkIn: d(60), nights: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().perNight.map((n: { guestPrice: number; kind: string }) => [n.kind, n.guestPrice]),
    ).toEqual([
      ['OVERRIDE', 2_900_000],
      ['OVERRIDE', 2_900_000],
    ]);
  });

  it('answers bad input with field errors, a unit without prices with NO_PRICE', async () => {
    const bad = await t.request({
      method: 'POST',
      url: `${base}/price-simulation`,
      as: ADMIN,
      payload: { roomId: ONE_BEDROOM, nightlyPrice: -5, checkIn: d(-3), checkOut: d(-5) },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['checkIn', 'checkOut', 'nightlyPrice']);
    const tooLong = await t.request({
      method: 'POST',
      url: `${base}/price-simulation`,
      as: ADMIN,
      payload: { roomId: ONE_BEDROOM, nightlyPrice: 2_000_000, checkIn: d(1), checkOut: d(400) },
    });
    expect(tooLong.statusCode).toBe(400);
    const two = DEMO_ROOMS.BALI_VILLA_TWO_BEDROOM;
    await t.db.query('DELETE FROM entire_pricing WHERE hotel_id = $1 AND room_id = $2', [BALI, two]);
    const none = await t.request({
      method: 'POST',
      url: `${base}/price-simulation`,
      as: ADMIN,
      payload: { roomId: two },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_PRICE');
    const otherPlan = await t.request({
      method: 'POST',
      url: `${base}/price-simulation`,
      as: ADMIN,
      payload: {
        roomId: ONE_BEDROOM,
        nightlyPrice: 2_000_000,
        ratePlanId: DEMO_RATE_PLANS.JAKARTA_ROOM_ONLY,
      },
    });
    expect(otherPlan.statusCode).toBe(404);
  });
});
