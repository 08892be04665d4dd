/**
 * Analytics through HTTP on PGlite and PostgreSQL (docs/decisions/competitive-set.md): the marketplace listing, the
 * competitive set (15 to 30, translated field errors, locked 30 days: the server's clock is moved past the lock),
 * the suggested default, the average daily rate equal to what the property's bookings give, and the hotel price
 * simulation equal to the marketplace quote of the same stay; another property's set never readable or writable.
 * Answers are checked against the contract.
 */
import {
  addDays,
  COMPETITIVE_SET_LOCK_DAYS,
  INDONESIA_HOLIDAYS,
  percentOf,
  todayInZone,
} from '@extranet/domain';
import { formatDay } from '@extranet/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';
import { cleanPricingStretch } from '../../../test/pricing-stretch.js';

const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
const DAY = 86_400_000;
/** The server's clock: the real one moved by `shift` days (the lock test moves it past the lock). */
let shift = 0;
const clock = () => new Date(Date.now() + shift * DAY);
const today = () => todayInZone('Asia/Jakarta', clock);
const d = (n: number) => addDays(today(), n);
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((e) => `${e.field}:${e.code}`);

let t: TestApp;
let ids: number[] = [];

const url = (hotelId: number, tail = '') => `/api/v1/hotels/${hotelId}/competitive-set${tail}`;
const save = (hotelId: number, marketPropertyIds: number[], as: As = admin(hotelId), lang = 'en') =>
  t.request({
    method: 'PUT',
    url: url(hotelId),
    as,
    payload: { marketPropertyIds },
    headers: { ...SAME_ORIGIN, 'accept-language': lang },
  });

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock });
  const rows = await t.db.query<{ id: string }>(
    'SELECT market_property_id AS id FROM market_properties ORDER BY market_property_id',
  );
  ids = rows.map((r) => Number(r.id));
}, 120_000);
afterAll(() => t?.close());

describe('marketplace listing', () => {
  it('has about 60 properties with daily prices around today, filtered by city, stars, type and name', async () => {
    expect(ids.length).toBeGreaterThanOrEqual(60);
    const prices = await t.db.one<{ n: string }>(
      'SELECT count(*) AS n FROM market_prices WHERE date BETWEEN $1 AND $2',
      [d(-400), d(400)],
    );
    expect(Number(prices.n)).toBe(ids.length * 801);
    const r = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/market-properties?city=BALI&size=100`,
      as: admin(),
    });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'listMarketProperties');
    const items = r.json().items as {
      city: string;
      name: string;
      starRating: number;
      propertyType: string;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.city === 'BALI')).toBe(true);
    const first = items[0]!;
    const byName = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/market-properties?name=${encodeURIComponent(first.name.slice(0, 12))}&stars=${first.starRating}&type=${first.propertyType}`,
      as: admin(),
    });
    expect(byName.json().items.map((i: { name: string }) => i.name)).toContain(first.name);
    const bad = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/market-properties?stars=6`,
      as: admin(),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('competitive set', () => {
  it('is empty and unlocked before a first save; the default suggests 15 of the same city', async () => {
    const r = await t.request({ method: 'GET', url: url(JKT), as: admin() });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'getCompetitiveSet');
    expect(r.json()).toMatchObject({
      members: [],
      savedOn: null,
      unlockDate: null,
      locked: false,
      min: 15,
      max: 30,
    });
    const def = await t.request({ method: 'GET', url: url(JKT, '/default'), as: admin() });
    await expectContract(def, 'getDefaultCompetitiveSet');
    const members = def.json().members as { city: string }[];
    expect(members).toHaveLength(15);
    expect(members.every((m) => m.city === 'JAKARTA')).toBe(true);
  });

  it('refuses fewer than 15, more than 30, a property twice or an unknown one, with translated field errors', async () => {
    const few = await save(JKT, ids.slice(0, 14));
    expect(few.statusCode).toBe(400);
    await expectContract(few, 'saveCompetitiveSet');
    expect(fields(few.json())).toEqual(['marketPropertyIds:COMPETITIVE_SET_SIZE']);
    const fewId = await save(JKT, ids.slice(0, 14), admin(), 'id');
    expect(fewId.json().errors[0].message).not.toBe(few.json().errors[0].message);
    expect(few.json().errors[0].message).toContain('15');
    expect(fields((await save(JKT, ids.slice(0, 31))).json())).toEqual([
      'marketPropertyIds:COMPETITIVE_SET_SIZE',
    ]);
    expect(fields((await save(JKT, [...ids.slice(0, 14), ids[0]!])).json())).toEqual([
      'marketPropertyIds:DUPLICATE_ITEMS',
    ]);
    expect(fields((await save(JKT, [...ids.slice(0, 14), 999_999])).json())).toEqual([
      'marketPropertyIds.14:UNKNOWN_MARKET_PROPERTY',
    ]);
    const after = await t.request({ method: 'GET', url: url(JKT), as: admin() });
    expect(after.json().members).toEqual([]);
  });

  it('another property is never readable or writable', async () => {
    const other = await save(BALI, ids.slice(0, 15), { ...reservation, hotelId: BALI });
    expect(other.statusCode).toBe(404);
    const read = await t.request({ method: 'GET', url: url(BALI), as: { ...reservation, hotelId: BALI } });
    expect(read.statusCode).toBe(404);
    const adr = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${BALI}/average-daily-rate?from=${d(0)}&to=${d(5)}`,
      as: { ...reservation, hotelId: BALI },
    });
    expect(adr.statusCode).toBe(404);
    const bali = await t.request({ method: 'GET', url: url(BALI), as: admin(BALI) });
    expect(bali.json().members).toEqual([]);
    // Without a saved set, no market average.
    const baliAdr = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${BALI}/average-daily-rate?from=${d(0)}&to=${d(3)}`,
      as: admin(BALI),
    });
    expect(baliAdr.statusCode).toBe(200);
    expect(baliAdr.json().setSize).toBe(0);
    expect(baliAdr.json().days.every((x: { marketAverage: null }) => x.marketAverage === null)).toBe(true);
  });

  it('saves 15 (reservation may), then is locked: 409 with the unlock date, in both languages', async () => {
    const r = await save(JKT, ids.slice(0, 15), reservation);
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'saveCompetitiveSet');
    const body = r.json();
    expect(body.members).toHaveLength(15);
    expect(body.savedOn).toBe(today());
    expect(body.unlockDate).toBe(d(COMPETITIVE_SET_LOCK_DAYS));
    expect(body.locked).toBe(true);
    const again = await save(JKT, ids.slice(15, 45));
    expect(again.statusCode).toBe(409);
    await expectContract(again, 'saveCompetitiveSet');
    expect(again.json()).toMatchObject({ code: 'COMPETITIVE_SET_LOCKED', unlockDate: d(30) });
    expect(again.json().message).toContain(formatDay(d(30), 'en'));
    const againId = await save(JKT, ids.slice(15, 45), admin(), 'id');
    expect(againId.json().message).not.toBe(again.json().message);
    const def = await t.request({
      method: 'POST',
      url: url(JKT, '/default'),
      as: admin(),
      headers: SAME_ORIGIN,
    });
    expect(def.statusCode).toBe(409);
    await expectContract(def, 'saveDefaultCompetitiveSet');
    // Another property's set is its own: Bali may save while Jakarta is locked.
    expect((await save(BALI, ids.slice(20, 40))).statusCode).toBe(200);
    const jkt = await t.request({ method: 'GET', url: url(JKT), as: admin() });
    expect(
      jkt
        .json()
        .members.map((m: { marketPropertyId: number }) => m.marketPropertyId)
        .sort(),
    ).toEqual(ids.slice(0, 15).sort());
  });
});

describe('average daily rate', () => {
  it('equals the revenue per room night of the confirmed bookings, against the set average, holidays marked', async () => {
    const from = d(-20);
    const to = d(40);
    const r = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/average-daily-rate?from=${from}&to=${to}`,
      as: admin(),
    });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'getAverageDailyRate');
    const body = r.json();
    expect(body.setSize).toBe(15);
    expect(body.days).toHaveLength(61);
    // The same figures from the bookings themselves.
    const bookings = await t.db.query<{
      check_in: string;
      check_out: string;
      nightly_rates: (string | number)[];
    }>(
      `SELECT check_in::text AS check_in, check_out::text AS check_out, nightly_rates FROM bookings
        WHERE hotel_id = $1 AND status = 'CONFIRMED'`,
      [JKT],
    );
    const sold = new Map<string, { n: number; revenue: number }>();
    for (const b of bookings)
      b.nightly_rates.forEach((rate, i) => {
        const date = addDays(b.check_in, i);
        if (date >= b.check_out) return;
        const s = sold.get(date) ?? { n: 0, revenue: 0 };
        sold.set(date, { n: s.n + 1, revenue: s.revenue + Number(rate) });
      });
    const prices = await t.db.query<{ date: string; price: string }>(
      `SELECT date::text AS date, price FROM market_prices WHERE market_property_id = ANY($1::bigint[])
         AND date BETWEEN $2 AND $3`,
      [ids.slice(0, 15), from, to],
    );
    const holidays = new Set(INDONESIA_HOLIDAYS.map((h) => h.date));
    let nights = 0;
    for (const day of body.days as {
      date: string;
      roomNights: number;
      revenue: number;
      adr: number | null;
      marketAverage: number | null;
      holiday: object | null;
    }[]) {
      const s = sold.get(day.date);
      expect(day.roomNights).toBe(s?.n ?? 0);
      expect(day.revenue).toBe(s?.revenue ?? 0);
      expect(day.adr).toBe(s ? Math.round(s.revenue / s.n) : null);
      nights += day.roomNights;
      const ofDay = prices.filter((p) => p.date === day.date).map((p) => Number(p.price));
      expect(ofDay).toHaveLength(15);
      expect(day.marketAverage).toBe(Math.round(ofDay.reduce((a, b) => a + b, 0) / 15));
      expect(day.holiday !== null).toBe(holidays.has(day.date));
    }
    expect(nights).toBeGreaterThan(0);
    expect(body.totals.roomNights).toBe(nights);
  });

  it('refuses a property without the feature, and a bad period with field errors', async () => {
    // Hotel Demo Bandung does not have the average daily rate feature (72): the route rule refuses it.
    const other = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BANDUNG}/average-daily-rate?from=${d(0)}&to=${d(3)}`,
      as: admin(DEMO_HOTELS.BANDUNG),
    });
    expect(other.statusCode).toBe(403);
    const back = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/average-daily-rate?from=${d(5)}&to=${d(1)}`,
      as: admin(),
    });
    expect(back.statusCode).toBe(400);
    await expectContract(back, 'getAverageDailyRate');
    expect(fields(back.json())).toEqual(['to:DATE_BEFORE_START']);
    const long = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/average-daily-rate?from=${d(0)}&to=${d(92)}`,
      as: admin(),
    });
    expect(fields(long.json())).toEqual(['to:DATE_RANGE_TOO_LONG']);
  });
});

describe('hotel price simulation', () => {
  let roomId: number;
  let ratePlanId: number;
  const simulate = (hotelId: number, payload: object, as: As = admin(hotelId)) =>
    t.request({
      method: 'POST',
      url: `/api/v1/hotels/${hotelId}/analytics/price-simulation`,
      as,
      payload,
      headers: SAME_ORIGIN,
    });

  beforeAll(async () => {
    ({ roomId, ratePlanId } = await cleanPricingStretch(t.db, JKT, {
      ari: [d(100), d(110)],
      inventory: [d(100), d(110)],
    }));
  });

  it('equals the marketplace quote of the same stay, with promotions, commission and what the property receives', async () => {
    const stay = { roomId, ratePlanId, checkIn: d(101), checkOut: d(104), adults: 2 };
    const r = await simulate(JKT, stay);
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'simulateHotelPrice');
    const q = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      payload: { hotelId: JKT, ...stay },
      headers: { 'x-api-key': MARKETPLACE_KEY },
    });
    expect(q.statusCode).toBe(200);
    const quote = q.json();
    const sim = r.json();
    expect(sim.available).toBe(true);
    expect(sim.guestPays).toBe(quote.totalPrice);
    expect(sim.perNight).toEqual(
      quote.nights.map((n: { date: string; rate: number }) => ({ date: n.date, rate: n.rate })),
    );
    expect(sim.priceBeforePromotions).toBe(quote.promotions?.priceBeforePromotions ?? quote.totalPrice);
    expect(sim.promotions.map((p: { amount: number }) => p.amount)).toEqual(
      (quote.promotions?.applied ?? []).map((p: { amount: number }) => p.amount),
    );
    const plan = await t.db.one<{ commission: string | null }>(
      'SELECT commission FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2',
      [JKT, ratePlanId],
    );
    const percent = plan.commission === null ? 0 : Number(plan.commission);
    expect(sim.commissionPercent).toBe(percent);
    expect(sim.commission).toBe(percentOf(sim.guestPays, percent));
    expect(sim.propertyReceives).toBe(sim.guestPays - sim.commission);
  });

  it("uses the property's commission for a plan without its own: the simulation and what a booking records", async () => {
    const property = await t.db.one<{ percent: string }>(
      `SELECT property_percent + preferred_partner_percent AS percent FROM property_commissions WHERE hotel_id = $1`,
      [JKT],
    );
    const own = await t.db.one<{ commission: string | null }>(
      'SELECT commission FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2',
      [JKT, ratePlanId],
    );
    expect(Number(property.percent)).not.toBe(Number(own.commission));
    await t.db.query('UPDATE rate_plans SET commission = NULL WHERE hotel_id = $1 AND rate_plan_id = $2', [
      JKT,
      ratePlanId,
    ]);
    try {
      const plans = await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/rate-plans`, as: admin() });
      await expectContract(plans, 'listRatePlans');
      expect(
        plans.json().items.find((p: { ratePlanId: number }) => p.ratePlanId === ratePlanId),
      ).toMatchObject({ commission: null, commissionInForce: Number(property.percent) });
      const stay = { roomId, ratePlanId, checkIn: d(105), checkOut: d(107), adults: 2 };
      const sim = (await simulate(JKT, stay)).json();
      expect(sim.commissionPercent).toBe(Number(property.percent));
      const booked = await t.request({
        method: 'POST',
        url: '/api/v1/marketplace/bookings',
        payload: { hotelId: JKT, ...stay, guestName: 'Komisi Properti' },
        headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': 'commission-of-the-property' },
      });
      expect(booked.statusCode).toBe(201);
      const detail = await t.request({
        method: 'GET',
        url: `/api/v1/hotels/${JKT}/bookings/${booked.json().bookingId}`,
        as: admin(),
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().breakdown.commission).toMatchObject({
        percent: Number(property.percent),
        source: 'BOOKING',
      });
    } finally {
      await t.db.query('UPDATE rate_plans SET commission = $3 WHERE hotel_id = $1 AND rate_plan_id = $2', [
        JKT,
        ratePlanId,
        own.commission,
      ]);
    }
  });

  it('prices a rate to try on every night, never saving it', async () => {
    const r = await simulate(JKT, { roomId, ratePlanId, checkIn: d(101), checkOut: d(103), rate: 850_000 });
    expect(r.statusCode).toBe(200);
    expect(r.json().perNight.map((n: { rate: number }) => n.rate)).toEqual([850_000, 850_000]);
    const ari = await t.db.query<{ rate: string }>(
      'SELECT rate FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
      [JKT, roomId, d(101), d(102)],
    );
    expect(ari.every((a) => Number(a.rate) === 1_000_000)).toBe(true);
  });

  it("refuses bad stays with field errors; another property's room is 404", async () => {
    const back = await simulate(JKT, { roomId, ratePlanId, checkIn: d(103), checkOut: d(101) });
    expect(back.statusCode).toBe(400);
    await expectContract(back, 'simulateHotelPrice');
    expect(fields(back.json())).toEqual(['checkOut:DATE_BEFORE_START']);
    const long = await simulate(JKT, { roomId, ratePlanId, checkIn: d(101), checkOut: d(140) });
    expect(fields(long.json())).toEqual(['checkOut:TOO_LARGE']);
    const balis = await t.db.one<{ room_id: string; rate_plan_id: string }>(
      'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 LIMIT 1',
      [BALI],
    );
    const other = await simulate(JKT, {
      roomId: Number(balis.room_id),
      ratePlanId: Number(balis.rate_plan_id),
      checkIn: d(101),
      checkOut: d(102),
    });
    expect(other.statusCode).toBe(404);
    const notMember = await simulate(
      BALI,
      { roomId, ratePlanId, checkIn: d(101), checkOut: d(102) },
      {
        ...reservation,
        hotelId: BALI,
      },
    );
    expect(notMember.statusCode).toBe(404);
  });
});

describe('the lock ends 30 days after the save', () => {
  it('still refuses on day 29, saves again on day 30 (clock moved), locked anew', async () => {
    const unlock = d(COMPETITIVE_SET_LOCK_DAYS);
    shift = COMPETITIVE_SET_LOCK_DAYS - 1;
    const early = await save(JKT, ids.slice(15, 45));
    expect(early.statusCode).toBe(409);
    expect(early.json().unlockDate).toBe(unlock);
    shift = COMPETITIVE_SET_LOCK_DAYS;
    const before = await t.request({ method: 'GET', url: url(JKT), as: admin() });
    expect(before.json().locked).toBe(false);
    const r = await save(JKT, ids.slice(15, 45));
    expect(r.statusCode).toBe(200);
    expect(r.json().members).toHaveLength(30);
    const next = { savedOn: unlock, unlockDate: addDays(unlock, COMPETITIVE_SET_LOCK_DAYS), locked: true };
    expect(r.json()).toMatchObject(next);
    shift = 0;
  });
});
