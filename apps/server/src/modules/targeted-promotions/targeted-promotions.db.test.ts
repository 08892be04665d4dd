import { cleanPricingStretch } from '../../../test/pricing-stretch.js';
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

const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const mm = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: JKT };
const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const d = (n: number) => addDays(todayInZone(), n);
let t: TestApp;
let roomId: number;
let ratePlanId: number;

type As = { accountId: number; hotelId: number };
const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/targeted-promotions`;
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, as: As = admin) =>
  t.request({ method, url, as, ...(payload === undefined ? {} : { payload }) });
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));
const quote = async (over: Record<string, unknown> = {}) => {
  const r = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/quote',
    headers: { 'x-api-key': MARKETPLACE_KEY },
    payload: { hotelId: JKT, roomId, ratePlanId, checkIn: d(61), checkOut: d(63), adults: 2, ...over },
  });
  await expectContract(r, 'marketplaceQuote');
  return r.json();
};

function promo(over: Record<string, unknown> = {}) {
  return {
    type: 'MEMBER',
    name: 'Member deal',
    discountPercent: 10,
    bookingPeriod: { start: d(0), end: d(30) },
    stayPeriod: { start: d(60), end: d(70) },
    blackoutDates: [],
    ratePlanIds: [ratePlanId],
    roomIds: [roomId],
    combinable: true,
    ...over,
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
  // A clean stretch: rate 1,000,000 a night, minimum sell price 700,000, nothing closed, no surcharges.
  ({ roomId, ratePlanId } = await cleanPricingStretch(t.db, JKT, {
    ari: [d(0), d(500)],
    inventory: [d(55), d(70)],
  }));
  await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
  await t.db.query(`UPDATE targeted_promotions SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
}, 180_000);
afterAll(() => t?.close());

describe('exclusive member deals', () => {
  it('creates, reads, lists and changes one; the quote applies it to logged-in guests only', async () => {
    expect((await quote({ platform: 'LOGIN' })).totalPrice).toBe(2_000_000);
    const created = await send('POST', base(JKT), promo());
    await expectContract(created, 'createTargetedPromotion');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().targetedPromotionId as number;
    expect(created.json()).toMatchObject({ type: 'MEMBER', status: 'ACTIVE', targetUsers: 'ALL' });

    const member = await quote({ platform: 'LOGIN' });
    expect(member.totalPrice).toBe(1_800_000);
    expect(member.promotions.applied).toEqual([
      expect.objectContaining({ offerId: `targeted:${id}`, kind: 'TARGETED', value: 10, amount: 200_000 }),
    ]);
    expect((await quote({ platform: 'NON_LOGIN' })).totalPrice).toBe(2_000_000);

    const one = await send('GET', `${base(JKT)}/${id}`);
    await expectContract(one, 'getTargetedPromotion');
    const changed = await send('PUT', `${base(JKT)}/${id}`, promo({ discountPercent: 15 }));
    await expectContract(changed, 'updateTargetedPromotion');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await quote({ platform: 'LOGIN' })).totalPrice).toBe(1_700_000);

    const off = await send('PATCH', `${base(JKT)}/${id}/status`, { status: 'INACTIVE' });
    await expectContract(off, 'setTargetedPromotionStatus');
    expect(off.json().status).toBe('INACTIVE');
    expect((await quote({ platform: 'LOGIN' })).totalPrice).toBe(2_000_000);
    await send('PATCH', `${base(JKT)}/${id}/status`, { status: 'ACTIVE' });

    const list = await send('GET', base(JKT));
    await expectContract(list, 'listTargetedPromotions');
    expect(list.json().abilities).toEqual({
      'targeted.read': true,
      'targeted.edit': true,
      'targeted.targetUsers': false,
    });
    expect(list.json().commissions).toEqual([
      { type: 'MEMBER', commissionPercent: 15 },
      { type: 'CORPORATE', commissionPercent: 12 },
    ]);
  });

  it('books with it: stored on the booking and counted in its performance', async () => {
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': 'targeted-1' },
      payload: {
        hotelId: JKT,
        roomId,
        ratePlanId,
        checkIn: d(61),
        checkOut: d(63),
        adults: 2,
        platform: 'LOGIN',
        guestName: 'Member Guest',
      },
    });
    await expectContract(booked, 'marketplaceBook');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().totalPrice).toBe(1_700_000);
    const list = (await send('GET', base(JKT))).json();
    const used = list.targetedPromotions.find((x: { name: string }) => x.name === 'Member deal');
    expect(used.performance).toEqual({ bookings: 1, roomNights: 2, revenue: 1_700_000 });
    await t.db.query(`UPDATE targeted_promotions SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
  });
});

describe('corporate rates and their target users', () => {
  it('only a market manager sets or changes the target users; the quote follows the booking source', async () => {
    const stay = { checkIn: d(64), checkOut: d(66) };
    // An owner may not choose the target users on create ...
    const ownerTarget = await send(
      'POST',
      base(JKT),
      promo({ type: 'CORPORATE', targetUsers: 'PARTNER_PLATFORMS' }),
    );
    expect(ownerTarget.statusCode).toBe(403);
    await expectContract(ownerTarget, 'createTargetedPromotion');
    expect(ownerTarget.json().code).toBe('MARKET_MANAGER_REQUIRED');
    // ... gets ALL, and may send it back unchanged.
    const created = await send(
      'POST',
      base(JKT),
      promo({ type: 'CORPORATE', name: 'Corporate', targetUsers: 'ALL' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().targetedPromotionId as number;
    expect((await quote({ ...stay, source: 'PARTNER_PLATFORM' })).totalPrice).toBe(1_800_000);
    expect((await quote({ ...stay, source: 'OWN_PLATFORM' })).totalPrice).toBe(1_800_000);
    const ownerChange = await send(
      'PUT',
      `${base(JKT)}/${id}`,
      promo({ type: 'CORPORATE', targetUsers: 'OWN_PLATFORM' }),
    );
    expect(ownerChange.statusCode).toBe(403);
    await expectContract(ownerChange, 'updateTargetedPromotion');
    const unchanged = await send(
      'PUT',
      `${base(JKT)}/${id}`,
      promo({ type: 'CORPORATE', name: 'Corporate' }),
    );
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().targetUsers).toBe('ALL');

    // The market manager may.
    const byManager = await send(
      'PUT',
      `${base(JKT)}/${id}`,
      promo({ type: 'CORPORATE', name: 'Corporate', targetUsers: 'PARTNER_PLATFORMS' }),
      mm,
    );
    expect(byManager.statusCode, byManager.body).toBe(200);
    await expectContract(byManager, 'updateTargetedPromotion');
    expect(byManager.json().targetUsers).toBe('PARTNER_PLATFORMS');
    expect((await send('GET', base(JKT), undefined, mm)).json().abilities['targeted.targetUsers']).toBe(true);

    const partner = await quote({ ...stay, source: 'PARTNER_PLATFORM' });
    expect(partner.totalPrice).toBe(1_800_000);
    expect(partner.promotions.applied).toEqual([
      expect.objectContaining({ offerId: `targeted:${id}`, kind: 'CORPORATE', value: 10 }),
    ]);
    expect((await quote({ ...stay, source: 'OWN_PLATFORM' })).totalPrice).toBe(2_000_000);
    // No source is the marketplace's own platform.
    expect((await quote(stay)).totalPrice).toBe(2_000_000);
    // An owner's later save keeps the market manager's target users.
    const kept = await send('PUT', `${base(JKT)}/${id}`, promo({ type: 'CORPORATE', name: 'Corporate 2' }));
    expect(kept.json().targetUsers).toBe('PARTNER_PLATFORMS');
  });
});

describe('rules and access', () => {
  it('bad input gives field errors in the caller language, never a 500', async () => {
    const blackout = Array.from({ length: 31 }, (_, i) => `2030-01-${String(i + 1).padStart(2, '0')}`);
    const r = await t.request({
      method: 'POST',
      url: base(JKT),
      as: admin,
      headers: { 'accept-language': 'en' },
      payload: promo({
        name: '',
        discountPercent: 80,
        ratePlanIds: [],
        bookingPeriod: { start: d(5), end: d(1) },
        blackoutDates: blackout,
      }),
    });
    expect(r.statusCode).toBe(400);
    await expectContract(r, 'createTargetedPromotion');
    expect(fields(r.json())).toMatchObject({
      name: 'required',
      discountPercent: 'max_float',
      ratePlanIds: 'promotion.ratePlanRequired',
      'bookingPeriod.end': 'date.endBeforeStart',
      blackoutDates: 'blackout.tooMany',
    });
    expect(r.json().errors.find((e: { field: string }) => e.field === 'blackoutDates').message).toContain(
      '30',
    );
    const dup = await send('POST', base(JKT), promo({ blackoutDates: [d(62), d(62)] }));
    expect(fields(dup.json())).toEqual({ 'blackoutDates.1': 'blackout.duplicate' });
    const zero = await send('POST', base(JKT), promo({ discountPercent: 0.5 }));
    expect(fields(zero.json())).toEqual({ discountPercent: 'min_float' });
    const deep = await send('POST', base(JKT), promo({ discountPercent: 40 }));
    expect(fields(deep.json())).toEqual({ discountPercent: 'promotion.belowMinSellPrice' });
    expect(deep.json().errors[0].message).toMatch(/Rp \d{1,3}(\.\d{3})+/);
    const bad = await send('POST', base(JKT), { ...promo(), type: 'VIP', discountPercent: 'x' });
    expect(bad.statusCode).toBe(400);
    await expectContract(bad, 'createTargetedPromotion');
    const kind = (await send('GET', base(JKT))).json().targetedPromotions[0];
    const changedType = await send(
      'PUT',
      `${base(JKT)}/${kind.targetedPromotionId}`,
      promo({ type: kind.type === 'MEMBER' ? 'CORPORATE' : 'MEMBER' }),
    );
    expect(fields(changedType.json())).toEqual({ type: 'promotion.kindChanged' });
  });

  it("another property's promotions and rate plans find nothing", async () => {
    const mine = (await send('GET', base(JKT))).json().targetedPromotions[0].targetedPromotionId as number;
    const asBali = { ...admin, hotelId: BALI };
    const read = await send('GET', `${base(BALI)}/${mine}`, undefined, asBali);
    expect(read.statusCode).toBe(404);
    await expectContract(read, 'getTargetedPromotion');
    expect(
      (await send('PATCH', `${base(BALI)}/${mine}/status`, { status: 'INACTIVE' }, asBali)).statusCode,
    ).toBe(404);
    expect((await send('PUT', `${base(BALI)}/${mine}`, promo(), asBali)).statusCode).toBe(404);
    expect(
      (await send('GET', base(BALI), undefined, asBali))
        .json()
        .targetedPromotions.map((x: { targetedPromotionId: number }) => x.targetedPromotionId),
    ).not.toContain(mine);
    // Not a user of the property: 404 on its list.
    expect((await send('GET', base(DEMO_HOTELS.PENDING))).statusCode).toBe(404);
    const foreignPlan = await t.db.one<{ rate_plan_id: number }>(
      'SELECT rate_plan_id FROM rate_plans WHERE hotel_id = $1 LIMIT 1',
      [BALI],
    );
    const r = await send('POST', base(JKT), promo({ ratePlanIds: [Number(foreignPlan.rate_plan_id)] }));
    expect(fields(r.json())).toEqual({ ratePlanIds: 'promotion.ratePlanRequired' });
  });

  it('finance (13) is refused; a vendor property without the price-validation skip gets 403', async () => {
    const fin = await send('GET', base(JKT), undefined, finance);
    expect(fin.statusCode).toBe(403);
    await expectContract(fin, 'listTargetedPromotions');
    await t.db.query(
      `UPDATE hotels SET vendor = 'SiteMinder', vendor_skip_price_validation = false WHERE hotel_id = $1`,
      [JKT],
    );
    try {
      const denied = await send('GET', base(JKT));
      expect(denied.statusCode).toBe(403);
      expect((await send('POST', base(JKT), promo())).statusCode).toBe(403);
      await t.db.query('UPDATE hotels SET vendor_skip_price_validation = true WHERE hotel_id = $1', [JKT]);
      expect((await send('GET', base(JKT))).statusCode).toBe(200);
    } finally {
      await t.db.query(
        'UPDATE hotels SET vendor = NULL, vendor_skip_price_validation = false WHERE hotel_id = $1',
        [JKT],
      );
    }
  });
});
