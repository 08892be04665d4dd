import { cleanPricingStretch } from '../../../test/pricing-stretch.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, priceWithOffers, todayInZone, type Offer } from '@extranet/domain';
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
const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const d = (n: number) => addDays(todayInZone(), n);
let t: TestApp;
let roomId: number;
let ratePlanId: number;

type As = { accountId: number; hotelId: number };
const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/deals`;
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, as: As = admin) =>
  t.request({ method, url, as, ...(payload === undefined ? {} : { payload }) });
const sampleUrl = (q: { checkIn: string; nights: number; roomId?: number }) =>
  `${base(JKT)}/sample-stay?roomId=${q.roomId ?? roomId}&ratePlanId=${ratePlanId}&checkIn=${q.checkIn}&nights=${q.nights}`;
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

/** Books the test room and rate plan for 2 adults through the marketplace intake. */
const book = (key: string, stay: { checkIn: string; checkOut: string; guestName: string }) =>
  t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': key },
    payload: { hotelId: JKT, roomId, ratePlanId, adults: 2, ...stay },
  });

function deal(over: Record<string, unknown> = {}) {
  return {
    kind: 'REGULAR',
    name: 'Early bird',
    platforms: ['LOGIN', 'NON_LOGIN'],
    ratePlanIds: [ratePlanId],
    // Only the test room: the other rooms of the rate plan sell at their minimum price (the seed's rates).
    roomIds: [roomId],
    bookingPeriod: { start: d(0), end: d(30) },
    stayPeriod: { start: d(60), end: d(61) },
    combinable: true,
    discountType: 'PERCENT',
    tiers: [{ minNights: 1, value: 20 }],
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
}, 180_000);
afterAll(() => t?.close());

describe('deals', () => {
  it('creates, reads, lists, changes a deal; the quote applies it on the nights it covers', async () => {
    expect((await quote()).totalPrice).toBe(2_000_000);
    const created = await send('POST', base(JKT), deal());
    await expectContract(created, 'createDeal');
    expect(created.statusCode, created.body).toBe(201);
    const dealId = created.json().dealId as number;
    expect(created.json()).toMatchObject({
      kind: 'REGULAR',
      status: 'ACTIVE',
      tiers: [{ minNights: 1, value: 20 }],
    });
    // The stay period covers d(61) only: 20 % off one of the two nights.
    const q = await quote();
    expect(q.totalPrice).toBe(1_800_000);
    expect(q.promotions).toMatchObject({
      priceBeforePromotions: 2_000_000,
      discount: 200_000,
      applied: [{ dealId, kind: 'REGULAR', value: 20, amount: 200_000 }],
    });
    // Outside the stay period: unchanged.
    expect((await quote({ checkIn: d(65), checkOut: d(66) })).totalPrice).toBe(1_000_000);

    const one = await send('GET', `${base(JKT)}/${dealId}`);
    await expectContract(one, 'getDeal');
    const changed = await send(
      'PUT',
      `${base(JKT)}/${dealId}`,
      deal({ stayPeriod: { start: d(60), end: d(70) } }),
    );
    await expectContract(changed, 'updateDeal');
    expect(changed.statusCode).toBe(200);
    expect((await quote()).totalPrice).toBe(1_600_000);
    const list = await send('GET', base(JKT));
    await expectContract(list, 'listDeals');
    expect(list.json().deals.map((x: { dealId: number }) => x.dealId)).toContain(dealId);
    expect(list.json().abilities).toEqual({ 'deal.read': true, 'deal.edit': true });
  });

  it('a non-combinable deal competes; toggling all off restores the base price', async () => {
    const other = await send(
      'POST',
      base(JKT),
      deal({
        name: 'Flash',
        combinable: false,
        stayPeriod: { start: d(60), end: d(70) },
        tiers: [{ minNights: 1, value: 10 }],
      }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const q = await quote();
    // The 20 % wins over the 10 %: they do not stack.
    expect(q.totalPrice).toBe(1_600_000);
    expect(q.promotions.eligible).toHaveLength(2);
    expect(q.promotions.strategy).toBe('STACKED');
    const off = await send('PATCH', `${base(JKT)}/${other.json().dealId}`, { status: 'INACTIVE' });
    await expectContract(off, 'setDealStatus');
    expect(off.json().status).toBe('INACTIVE');
    const all = await send('PUT', `${base(JKT)}/status`, { status: 'INACTIVE' });
    await expectContract(all, 'setAllDealsStatus');
    expect(all.json().deals.every((x: { status: string }) => x.status === 'INACTIVE')).toBe(true);
    expect((await quote()).totalPrice).toBe(2_000_000);
    await send('PUT', `${base(JKT)}/status`, { status: 'ACTIVE' });
    expect((await quote()).totalPrice).toBe(1_600_000);
  });

  it('never sells below the minimum sell price: refused at save, capped at quote', async () => {
    const tooDeep = await send('POST', base(JKT), deal({ tiers: [{ minNights: 1, value: 50 }] }));
    expect(tooDeep.statusCode).toBe(400);
    await expectContract(tooDeep, 'createDeal');
    expect(fields(tooDeep.json())).toEqual({ tiers: 'promotion.belowMinSellPrice' });
    // The amounts as the app writes IDR (Indonesian by default), never bare numbers.
    expect(tooDeep.json().errors[0].message).toContain('Rp 700.000');
    expect(tooDeep.json().errors[0].message).not.toContain('700000');
    // Two combinable 20 % deals stack to 36 % (640,000 a night): the quote keeps 700,000.
    await send('POST', base(JKT), deal({ name: 'Second', stayPeriod: { start: d(60), end: d(70) } }));
    const q = await quote();
    expect(q.totalPrice).toBe(1_400_000);
    expect(q.promotions.minSellPriceCap).toBe(120_000);
  });

  it('books with the promotions applied: stored, in the booking breakdown, and in the deal performance', async () => {
    const booked = await book('promo-1', { checkIn: d(61), checkOut: d(63), guestName: 'Promo Guest' });
    await expectContract(booked, 'marketplaceBook');
    expect(booked.statusCode).toBe(201);
    const b = booked.json();
    expect(b.totalPrice).toBe(1_400_000);
    expect(b.promotionDiscount).toBe(600_000);
    expect(b.promotions.length).toBeGreaterThanOrEqual(2);
    const detail = await send('GET', `/api/v1/hotels/${JKT}/bookings/${b.bookingId}`);
    await expectContract(detail, 'getBooking');
    const br = detail.json().breakdown;
    const lines = br.promotions.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    expect(
      br.nightsTotal - br.losDiscount - lines + br.promotionCap + br.childrenCharge + br.unitemised,
    ).toBe(br.total);
    expect(br.unitemised).toBe(0);
    const list = (await send('GET', base(JKT))).json();
    const used = list.deals.filter((x: { performance: { bookings: number } }) => x.performance.bookings > 0);
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(used[0].performance).toEqual({ bookings: 1, roomNights: 2, revenue: 1_400_000 });
  });
});

describe('value added', () => {
  it('books with the benefit, changes no price, and the booking detail shows it for every night', async () => {
    const before = (await quote({ checkIn: d(66), checkOut: d(69) })).totalPrice;
    const created = await send(
      'POST',
      base(JKT),
      deal({
        kind: 'VALUE_ADDED',
        name: 'Breakfast included',
        stayPeriod: { start: d(66), end: d(69) },
        discountType: null,
        tiers: [],
        valueAdded: { category: 'MEAL', nameId: 'Sarapan', nameEn: 'Breakfast', validity: 'EVERY_NIGHT' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const booked = await book('value-added-1', { checkIn: d(66), checkOut: d(69), guestName: 'VA' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().totalPrice).toBe(before);
    const detail = await send('GET', `/api/v1/hotels/${JKT}/bookings/${booked.json().bookingId}`);
    await expectContract(detail, 'getBooking');
    expect(detail.json().valueAdded).toEqual([
      expect.objectContaining({
        category: 'MEAL',
        nameId: 'Sarapan',
        nameEn: 'Breakfast',
        validity: 'EVERY_NIGHT',
        times: 3,
      }),
    ]);
  });
});

describe('rules and access', () => {
  it('bad input gives field errors in the caller language, never a 500', async () => {
    const r = await t.request({
      method: 'POST',
      url: base(JKT),
      as: admin,
      headers: { 'accept-language': 'en' },
      payload: deal({
        name: '',
        platforms: [],
        ratePlanIds: [],
        bookingPeriod: { start: d(5), end: d(1) },
        bookingStartTime: '10:00',
        bookingEndTime: '09:00',
        tiers: [{ minNights: 1, value: 120 }],
      }),
    });
    expect(r.statusCode).toBe(400);
    await expectContract(r, 'createDeal');
    expect(fields(r.json())).toMatchObject({
      name: 'required',
      platforms: 'promotion.platformRequired',
      ratePlanIds: 'promotion.ratePlanRequired',
      'bookingPeriod.end': 'date.endBeforeStart',
      bookingEndTime: 'time.endBeforeStart',
      'tiers.0.value': 'max_float',
    });
    const hotelNow = await send(
      'POST',
      base(JKT),
      deal({ kind: 'HOTEL_NOW', hotelNowTiers: [{ startTime: '12:00', endTime: '20:00', percent: 10 }] }),
    );
    expect(fields(hotelNow.json())).toMatchObject({ 'hotelNowTiers.0.startTime': 'hotelNow.outsideWindow' });
    const free = await send(
      'POST',
      base(JKT),
      deal({ kind: 'FREE_NIGHT', freeNight: { minNights: 3, freeNights: 400, accumulation: false } }),
    );
    expect(fields(free.json())).toMatchObject({ 'freeNight.freeNights': 'max_float' });
  });

  it("another property's deals and rate plans find nothing", async () => {
    const bali = await send('POST', base(BALI), deal({ ratePlanIds: [] }), { ...admin, hotelId: BALI });
    expect([400, 404]).toContain(bali.statusCode);
    const mine = (await send('GET', base(JKT))).json().deals[0].dealId as number;
    const asBali = { ...admin, hotelId: BALI };
    const read = await send('GET', `${base(BALI)}/${mine}`, undefined, asBali);
    expect(read.statusCode).toBe(404);
    await expectContract(read, 'getDeal');
    expect((await send('PATCH', `${base(BALI)}/${mine}`, { status: 'INACTIVE' }, asBali)).statusCode).toBe(
      404,
    );
    expect((await send('PUT', `${base(BALI)}/${mine}`, deal(), asBali)).statusCode).toBe(404);
    // A rate plan of another property is refused as a field error.
    const foreignPlan = await t.db.one<{ rate_plan_id: number }>(
      'SELECT rate_plan_id FROM rate_plans WHERE hotel_id = $1 LIMIT 1',
      [BALI],
    );
    const r = await send('POST', base(JKT), deal({ ratePlanIds: [Number(foreignPlan.rate_plan_id)] }));
    expect(fields(r.json())).toEqual({ ratePlanIds: 'promotion.ratePlanRequired' });
  });

  it('finance (13) is refused; a vendor property without the price-validation skip gets 403', async () => {
    const fin = await send('GET', base(JKT), undefined, finance);
    expect(fin.statusCode).toBe(403);
    await expectContract(fin, 'listDeals');
    await t.db.query(
      `UPDATE hotels SET vendor = 'SiteMinder', vendor_skip_price_validation = false WHERE hotel_id = $1`,
      [JKT],
    );
    try {
      const denied = await send('GET', base(JKT));
      expect(denied.statusCode).toBe(403);
      await expectContract(denied, 'listDeals');
      expect((await send('POST', base(JKT), deal())).statusCode).toBe(403);
      // Refused before its body is read: no field errors for a caller who may not write at all.
      const empty = await send('POST', base(JKT), {});
      expect(empty.statusCode).toBe(403);
      expect(empty.json()).toMatchObject({ code: 'VENDOR_PRICE_VALIDATION' });
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

describe('the loyalty programme on a quote', () => {
  it('takes 10 % off the chosen room and rate plan for members only, once the property has joined', async () => {
    // No deal of the tests above may compete: only the programme's discount is priced here.
    await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
    const stay = { checkIn: d(66), checkOut: d(68) };
    const before = await quote({ ...stay, loyaltyMember: true });
    expect(before.promotions.applied).toEqual([]);

    const joined = await send('POST', `/api/v1/hotels/${JKT}/loyalty/join`, {
      pairs: [{ roomId, ratePlanId }],
    });
    expect(joined.statusCode).toBe(200);

    const member = await quote({ ...stay, loyaltyMember: true });
    expect(member.promotions.applied).toEqual([
      expect.objectContaining({ kind: 'LOYALTY', value: 10, dealId: null, amount: 200000 }),
    ]);
    expect(member.totalPrice).toBe(before.totalPrice - 200000);
    const guest = await quote({ ...stay, loyaltyMember: false });
    expect(guest.promotions.applied).toEqual([]);
    expect(guest.totalPrice).toBe(before.totalPrice);

    const unjoined = await send('POST', `/api/v1/hotels/${JKT}/loyalty/unjoin`);
    expect(unjoined.statusCode).toBe(200);
    expect((await quote({ ...stay, loyaltyMember: true })).totalPrice).toBe(before.totalPrice);
  });
});

describe("the property's other offers (the deal editor's preview)", () => {
  it('lists the campaigns, targeted promotions and loyalty the quote prices, and they price as the quote does', async () => {
    await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
    const url = `${base(JKT)}/other-offers`;
    const before = await send('GET', url);
    await expectContract(before, 'listOtherOffers');
    expect(before.statusCode).toBe(200);
    expect(before.json().offers.map((o: { kind: string }) => o.kind)).not.toContain('LOYALTY');

    expect(
      (await send('POST', `/api/v1/hotels/${JKT}/loyalty/join`, { pairs: [{ roomId, ratePlanId }] }))
        .statusCode,
    ).toBe(200);
    const member = await send('POST', `/api/v1/hotels/${JKT}/targeted-promotions`, {
      type: 'MEMBER',
      name: 'Members 15',
      discountPercent: 15,
      bookingPeriod: { start: d(0), end: d(30) },
      stayPeriod: { start: d(66), end: d(67) },
      blackoutDates: [],
      ratePlanIds: [ratePlanId],
      roomIds: [roomId],
      combinable: true,
    });
    expect(member.statusCode, member.body).toBe(201);
    try {
      const listed = await send('GET', url);
      await expectContract(listed, 'listOtherOffers');
      const offers: Offer[] = listed.json().offers;
      expect(offers).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'LOYALTY',
            percent: 10,
            roomIds: [roomId],
            ratePlanIds: [ratePlanId],
          }),
          expect.objectContaining({
            kind: 'TARGETED',
            name: 'Members 15',
            percent: 15,
            platforms: ['LOGIN'],
          }),
        ]),
      );
      // Every campaign the property joined is listed too (the seed joins Jakarta to some).
      const joined = await t.db.one<{ n: number }>(
        `SELECT count(*)::integer AS n FROM campaign_participations p JOIN campaigns c USING (campaign_id)
          WHERE p.hotel_id = $1 AND c.status = 'ACTIVE'`,
        [JKT],
      );
      expect(offers.filter((o) => o.kind === 'CAMPAIGN')).toHaveLength(joined.n);
      expect(
        offers.every((o) => !['REGULAR', 'FREE_NIGHT', 'HOTEL_NOW', 'VALUE_ADDED'].includes(o.kind)),
      ).toBe(true);

      // The preview's sample stay and these offers, given to the pricing function, price a logged-in loyalty
      // member's stay as the quote does.
      const guest = { platform: 'LOGIN', loyaltyMember: true } as const;
      const q = await quote({ checkIn: d(66), checkOut: d(68), ...guest });
      expect(q.promotions.applied.map((a: { kind: string }) => a.kind).sort()).toEqual([
        'LOYALTY',
        'TARGETED',
      ]);
      const sample = await send('GET', sampleUrl({ checkIn: d(66), nights: 2 }));
      await expectContract(sample, 'getDealSampleStay');
      const stay = sample.json();
      expect(stay).toMatchObject({ available: true, reasons: [], extras: 0, minSellPrice: 700_000 });
      const priced = priceWithOffers(
        {
          roomId,
          ratePlanId,
          nights: stay.nights,
          extras: stay.extras,
          minSellPrice: stay.minSellPrice,
          bookedAt: new Date(),
          ...guest,
        },
        offers,
      );
      expect(priced.total).toBe(q.totalPrice);
      expect(priced.discountTotal).toBe(q.promotions.discount);
      expect(priced.applied.map((a) => [a.offerId, a.amount])).toEqual(
        q.promotions.applied.map((a: { offerId: string; amount: number }) => [a.offerId, a.amount]),
      );
    } finally {
      await t.db.query(`DELETE FROM targeted_promotions WHERE hotel_id = $1 AND name = 'Members 15'`, [JKT]);
      expect((await send('POST', `/api/v1/hotels/${JKT}/loyalty/unjoin`)).statusCode).toBe(200);
    }
  });

  it('prices the sample stay as the quote does before promotions: surcharges apart, why it cannot be sold', async () => {
    await t.db.query(
      `INSERT INTO surcharges (hotel_id, name, type, price, stay_start, stay_end)
       VALUES ($1, 'Gala dinner', 'ROOM', 150000, $2, $2)`,
      [JKT, d(64)],
    );
    try {
      const q = await quote({ checkIn: d(64), checkOut: d(66) });
      const stay = (await send('GET', sampleUrl({ checkIn: d(64), nights: 2 }))).json();
      expect(stay.extras).toBe(150_000);
      expect(stay.nights).toEqual(
        q.nights.map((n: { date: string; rate: number }) => ({ date: n.date, rate: n.rate })),
      );
      expect(stay.nights.reduce((sum: number, n: { rate: number }) => sum + n.rate, 0) + stay.extras).toBe(
        q.totalPrice,
      );
    } finally {
      await t.db.query(`DELETE FROM surcharges WHERE hotel_id = $1 AND name = 'Gala dinner'`, [JKT]);
    }
    // A night with no room left: still priced, and said not to be sellable, with the quote's reasons.
    const full = `UPDATE room_inventory SET allotment = sold WHERE hotel_id = $1 AND room_id = $2 AND date = $3`;
    await t.db.query(full, [JKT, roomId, d(67)]);
    const soldOut = await send('GET', sampleUrl({ checkIn: d(67), nights: 2 }));
    await expectContract(soldOut, 'getDealSampleStay');
    expect(soldOut.json()).toMatchObject({ available: false, reasons: ['SOLD_OUT'] });
    expect(soldOut.json().nights.map((n: { rate: number }) => n.rate)).toEqual([1_000_000, 1_000_000]);
    await t.db.query(
      `UPDATE room_inventory SET allotment = 10 WHERE hotel_id = $1 AND room_id = $2 AND date = $3`,
      [JKT, roomId, d(67)],
    );
    // A day no calendar has is refused by the contract's date format.
    expect((await send('GET', sampleUrl({ checkIn: '2027-02-30', nights: 2 }))).statusCode).toBe(400);
    const past = await send('GET', sampleUrl({ checkIn: d(-1), nights: 2 }));
    expect(past.statusCode).toBe(400);
    expect(fields(past.json())).toEqual({ checkIn: 'DATE_READ_ONLY' });
    // A room of another property, through this property's path, finds nothing.
    const foreign = await t.db.one<{ room_id: number }>(
      'SELECT room_id FROM rooms WHERE hotel_id = $1 LIMIT 1',
      [BALI],
    );
    const other = await send(
      'GET',
      sampleUrl({ checkIn: d(64), nights: 2, roomId: Number(foreign.room_id) }),
    );
    expect(other.statusCode).toBe(404);
  });

  it('is refused to finance (13) as the deals are', async () => {
    const fin = await send('GET', `${base(JKT)}/other-offers`, undefined, finance);
    expect(fin.statusCode).toBe(403);
    await expectContract(fin, 'listOtherOffers');
    const sample = await send('GET', sampleUrl({ checkIn: d(64), nights: 2 }), undefined, finance);
    expect(sample.statusCode).toBe(403);
    await expectContract(sample, 'getDealSampleStay');
  });
});
