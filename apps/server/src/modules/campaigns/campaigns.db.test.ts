/**
 * Campaigns through HTTP on PGlite and PostgreSQL: market managers run them, a property joins with its discount
 * and the marketplace's quote and booking apply it (early access by rewards tier included); answers checked
 * against the contract; another property's participation is never read or written.
 */
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
type As = { accountId: number; hotelId: number | null };
const ADMIN: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const MM: As = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: null };
const d = (n: number) => addDays(todayInZone(), n);
let t: TestApp;
let roomId: number;
let ratePlanId: number;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: As = ADMIN) =>
  t.request({
    method,
    url,
    as,
    headers: { 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));
const hotel = (hotelId: number, rest = '') => `/api/v1/hotels/${hotelId}/campaigns${rest}`;
const participation = (hotelId: number, campaignId: number) => hotel(hotelId, `/${campaignId}/participation`);
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

function campaign(over: Record<string, unknown> = {}) {
  return {
    name: 'Gebyar Marketplace',
    descriptionId: 'Kampanye seluruh marketplace.',
    descriptionEn: 'A marketplace-wide campaign.',
    bookingPeriod: { start: d(0), end: d(30) },
    stayPeriod: { start: d(60), end: d(70) },
    participationPeriod: { start: d(0), end: d(20) },
    blackoutDates: [],
    platforms: ['LOGIN', 'NON_LOGIN'],
    minDiscountPercent: 10,
    minStay: null,
    combinable: true,
    cancellationPolicy: 'FOLLOW_RATE_PLAN',
    earlyAccessHours: { GOLD: 0, PLATINUM: 0, DIAMOND: 0 },
    ...over,
  };
}

async function created(over: Record<string, unknown> = {}): Promise<number> {
  const r = await send('POST', '/api/v1/review/campaigns', campaign(over), MM);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().campaignId as number;
}

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
  // A clean stretch: rate 1,000,000 a night, minimum sell price 700,000, nothing closed, no surcharges.
  ({ roomId, ratePlanId } = await cleanPricingStretch(t.db, JKT, {
    ari: [d(0), d(500)],
    inventory: [d(55), d(75)],
  }));
  await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
}, 180_000);
afterAll(() => t?.close());

describe('market managers', () => {
  it('create, change, read and list campaigns; the rules are field errors in the caller language', async () => {
    const bad = await send(
      'POST',
      '/api/v1/review/campaigns',
      campaign({
        name: '',
        stayPeriod: { start: d(60), end: d(70) },
        participationPeriod: { start: d(0), end: d(80) },
        minDiscountPercent: 120,
        platforms: [],
        earlyAccessHours: { GOLD: 48, PLATINUM: 24, DIAMOND: 72 },
      }),
      MM,
    );
    expect(bad.statusCode).toBe(400);
    await expectContract(bad, 'createCampaign');
    expect(fields(bad.json())).toEqual({
      name: 'required',
      'participationPeriod.end': 'campaign.participationAfterStay',
      platforms: 'promotion.platformRequired',
      minDiscountPercent: 'max_float',
      'earlyAccessHours.PLATINUM': 'campaign.earlyAccessOrder',
    });
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .join(' '),
    ).toContain('no later than the stay period');

    const made = await send('POST', '/api/v1/review/campaigns', campaign(), MM);
    await expectContract(made, 'createCampaign');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'ACTIVE', phase: 'OPEN', participants: 0 });
    const id = made.json().campaignId as number;
    const changed = await send('PUT', `/api/v1/review/campaigns/${id}`, campaign({ name: 'Gebyar 2' }), MM);
    await expectContract(changed, 'updateCampaign');
    expect(changed.json().name).toBe('Gebyar 2');
    const one = await send('GET', `/api/v1/review/campaigns/${id}`, undefined, MM);
    await expectContract(one, 'getCampaign');
    const list = await send('GET', '/api/v1/review/campaigns', undefined, MM);
    await expectContract(list, 'listCampaigns');
    // The seed's three and this one, newest first.
    expect(list.json().items[0].campaignId).toBe(id);
    expect(list.json().items.map((c: { phase: string }) => c.phase)).toEqual(
      expect.arrayContaining(['OPEN', 'CLOSED']),
    );
    const missing = await send('GET', '/api/v1/review/campaigns/999999', undefined, MM);
    expect(missing.statusCode).toBe(404);
    await expectContract(missing, 'getCampaign');
  });

  it('refuses everyone else (403), a property owner included', async () => {
    const owner = await send('POST', '/api/v1/review/campaigns', campaign(), ADMIN);
    expect(owner.statusCode).toBe(403);
    await expectContract(owner, 'createCampaign');
    expect((await send('GET', '/api/v1/review/campaigns', undefined, ADMIN)).statusCode).toBe(403);
    expect((await send('PUT', '/api/v1/review/campaigns/1', campaign(), ADMIN)).statusCode).toBe(403);
  });
});

describe('a property in a campaign', () => {
  it('joins with its discount: the quote and the booking apply it to its rooms and rate plans; performance counts it', async () => {
    const id = await created({ name: 'Diskon Akhir Bulan' });
    expect((await quote()).totalPrice).toBe(2_000_000);
    const list = await send('GET', hotel(JKT));
    await expectContract(list, 'listHotelCampaigns');
    expect(list.json().abilities).toEqual({ 'campaign.read': true, 'campaign.join': true });
    const mine = list
      .json()
      .items.find((i: { campaign: { campaignId: number } }) => i.campaign.campaignId === id);
    expect(mine.participation).toBeNull();
    // The seed's Jakarta joined "Staycation Gajian".
    expect(list.json().items.some((i: { participation: unknown }) => i.participation !== null)).toBe(true);
    const detail = await send('GET', hotel(JKT, `/${id}`));
    await expectContract(detail, 'getHotelCampaign');
    expect(detail.json().rooms.map((r: { roomId: number }) => r.roomId)).toContain(roomId);

    const low = await send('PUT', participation(JKT, id), {
      discountPercent: 5,
      roomIds: [roomId],
      ratePlanIds: [],
    });
    expect(low.statusCode).toBe(400);
    await expectContract(low, 'joinCampaign');
    expect(fields(low.json())).toEqual({
      discountPercent: 'campaign.discountBelowMin',
      ratePlanIds: 'promotion.ratePlanRequired',
    });
    // 40 % sells the night at 600,000, under the room's minimum of 700,000.
    const deep = await send('PUT', participation(JKT, id), {
      discountPercent: 40,
      roomIds: [roomId],
      ratePlanIds: [ratePlanId],
    });
    expect(fields(deep.json())).toEqual({ discountPercent: 'promotion.belowMinSellPrice' });
    // The amounts are IDR as the app writes them, in either language.
    expect(deep.json().errors[0].message).toMatch(
      /^This discount sells .+ at Rp 600\.000 a night, below its minimum sell price of Rp 700\.000$/,
    );
    const deepId = await t.request({
      method: 'PUT',
      url: participation(JKT, id),
      as: ADMIN,
      headers: { 'accept-language': 'id' },
      payload: { discountPercent: 40, roomIds: [roomId], ratePlanIds: [ratePlanId] },
    });
    expect(deepId.statusCode).toBe(400);
    expect(deepId.json().errors[0].message).toContain('Rp 600.000');
    expect(deepId.json().errors[0].message).toContain('Rp 700.000');
    expect(deepId.json().errors[0].message).not.toMatch(/\b600000\b|\b700000\b/);

    const joined = await send('PUT', participation(JKT, id), {
      discountPercent: 15,
      roomIds: [roomId],
      ratePlanIds: [ratePlanId],
    });
    await expectContract(joined, 'joinCampaign');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().participation).toMatchObject({
      discountPercent: 15,
      roomIds: [roomId],
      ratePlanIds: [ratePlanId],
    });

    const q = await quote();
    expect(q.totalPrice).toBe(1_700_000);
    expect(q.promotions.applied).toEqual([
      expect.objectContaining({
        offerId: `campaign:${id}`,
        kind: 'CAMPAIGN',
        value: 15,
        amount: 300_000,
        dealId: null,
      }),
    ]);
    // Outside the stay period: unchanged.
    expect((await quote({ checkIn: d(72), checkOut: d(73) })).totalPrice).toBe(1_000_000);

    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': 'campaign-1' },
      payload: {
        hotelId: JKT,
        roomId,
        ratePlanId,
        checkIn: d(61),
        checkOut: d(63),
        adults: 2,
        guestName: 'Campaign Guest',
      },
    });
    await expectContract(booked, 'marketplaceBook');
    expect(booked.statusCode).toBe(201);
    expect(booked.json().totalPrice).toBe(1_700_000);
    const after = await send('GET', hotel(JKT, `/${id}`));
    expect(after.json().performance).toEqual({ bookings: 1, roomNights: 2, revenue: 1_700_000 });
    const mm = await send('GET', `/api/v1/review/campaigns/${id}`, undefined, MM);
    expect(mm.json().participants).toBe(1);

    const left = await send('DELETE', participation(JKT, id));
    await expectContract(left, 'leaveCampaign');
    expect(left.json().participation).toBeNull();
    expect((await quote()).totalPrice).toBe(2_000_000);
    const again = await send('DELETE', participation(JKT, id));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CAMPAIGN_NOT_JOINED');
  });

  it('opens early for members of a rewards tier with enough early-access hours', async () => {
    // Bookings open the day after tomorrow; diamond members get 48 hours, gold and platinum 24.
    const id = await created({
      name: 'Akses Awal',
      bookingPeriod: { start: d(2), end: d(30) },
      earlyAccessHours: { GOLD: 24, PLATINUM: 24, DIAMOND: 48 },
    });
    const r = await send('PUT', participation(JKT, id), {
      discountPercent: 20,
      roomIds: [roomId],
      ratePlanIds: [ratePlanId],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await quote()).totalPrice).toBe(2_000_000);
    expect((await quote({ rewardsTier: 'GOLD' })).totalPrice).toBe(2_000_000);
    const diamond = await quote({ rewardsTier: 'DIAMOND' });
    expect(diamond.totalPrice).toBe(1_600_000);
    expect(diamond.promotions.applied[0]).toMatchObject({ offerId: `campaign:${id}`, kind: 'CAMPAIGN' });
  });
});

describe('access', () => {
  it('joining needs the property approved online (403); reading does not', async () => {
    const id = await created({ name: 'Hanya Online' });
    await t.db.query('UPDATE hotels SET active_status = 1 WHERE hotel_id = $1', [JKT]);
    try {
      const denied = await send('PUT', participation(JKT, id), {
        discountPercent: 15,
        roomIds: [roomId],
        ratePlanIds: [ratePlanId],
      });
      expect(denied.statusCode).toBe(403);
      await expectContract(denied, 'joinCampaign');
      expect(denied.json().code).toBe('NOT_APPROVE_ONLINE');
      const list = await send('GET', hotel(JKT));
      expect(list.statusCode).toBe(200);
      expect(list.json().abilities).toEqual({ 'campaign.read': true, 'campaign.join': false });
      // A campaign joined before is not priced while the property is offline.
      expect((await quote({ rewardsTier: 'DIAMOND' })).totalPrice).toBe(2_000_000);
    } finally {
      await t.db.query('UPDATE hotels SET active_status = 2 WHERE hotel_id = $1', [JKT]);
    }
  });

  it('a vendor property without the price-validation skip and the finance role are refused', async () => {
    const finance = await send('GET', hotel(JKT), undefined, {
      accountId: DEMO_ACCOUNTS.FINANCE.id,
      hotelId: JKT,
    });
    expect(finance.statusCode).toBe(403);
    await expectContract(finance, 'listHotelCampaigns');
    await t.db.query(
      `UPDATE hotels SET vendor = 'SiteMinder', vendor_skip_price_validation = false WHERE hotel_id = $1`,
      [JKT],
    );
    try {
      const denied = await send('GET', hotel(JKT));
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('VENDOR_PRICE_VALIDATION');
    } finally {
      await t.db.query('UPDATE hotels SET vendor = NULL WHERE hotel_id = $1', [JKT]);
    }
  });

  it("another property's participation is never read or written", async () => {
    const id = await created({ name: 'Rahasia Jakarta' });
    await send('PUT', participation(JKT, id), {
      discountPercent: 12,
      roomIds: [roomId],
      ratePlanIds: [ratePlanId],
    });
    // Not a user of Jakarta: 404 on every call.
    const stranger: As = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: JKT };
    const read = await send('GET', hotel(JKT, `/${id}`), undefined, stranger);
    expect(read.statusCode).toBe(404);
    await expectContract(read, 'getHotelCampaign');
    expect((await send('DELETE', participation(JKT, id), undefined, stranger)).statusCode).toBe(404);
    expect(
      (
        await send(
          'PUT',
          participation(JKT, id),
          { discountPercent: 50, roomIds: [roomId], ratePlanIds: [ratePlanId] },
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    // Bali sees the campaign without Jakarta's participation, and cannot put Jakarta's rooms in.
    const asBali: As = { ...ADMIN, hotelId: BALI };
    const bali = await send('GET', hotel(BALI, `/${id}`), undefined, asBali);
    expect(bali.json().participation).toBeNull();
    const foreign = await send(
      'PUT',
      participation(BALI, id),
      { discountPercent: 12, roomIds: [roomId], ratePlanIds: [ratePlanId] },
      asBali,
    );
    expect(fields(foreign.json())).toEqual({
      roomIds: 'campaign.notOffered',
      ratePlanIds: 'campaign.notOffered',
    });
    expect((await send('DELETE', participation(BALI, id), undefined, asBali)).statusCode).toBe(409);
    expect((await send('GET', hotel(JKT, `/${id}`))).json().participation).toMatchObject({
      discountPercent: 12,
    });
  });

  it('a campaign whose participation period is over cannot be joined (409)', async () => {
    const closed = (await send('GET', hotel(JKT)))
      .json()
      .items.find((i: { campaign: { phase: string } }) => i.campaign.phase === 'CLOSED');
    const r = await send('PUT', participation(JKT, closed.campaign.campaignId), {
      discountPercent: 30,
      roomIds: [roomId],
      ratePlanIds: [ratePlanId],
    });
    expect(r.statusCode).toBe(409);
    await expectContract(r, 'joinCampaign');
    expect(r.json().code).toBe('CAMPAIGN_CLOSED');
  });
});
