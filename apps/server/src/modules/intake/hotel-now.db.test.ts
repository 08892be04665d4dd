import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';
import { addDays, todayInZone } from '@extranet/domain';

const headers = { 'x-api-key': MARKETPLACE_KEY };
const H = DEMO_HOTELS.JAKARTA;
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
/** Night D: the day after tomorrow in GMT+7, inside the seeded calendar. */
const D = addDays(todayInZone(), 2);
/** An instant at a GMT+7 wall-clock time on D + n. */
const at = (n: number, time: string) => new Date(`${addDays(D, n)}T${time}:00+07:00`);
/** The server's clock (ctx.clock), so the Hotel Now clock of the marketplace and of the owner's screen. */
let now = at(0, '20:00');
let t: TestApp;
let roomId: number;
let ratePlanId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY },
    clock: () => now,
  });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [H],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  await t.db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [H]);
  await t.db.query(
    'UPDATE rooms SET max_adults = 4, max_children = 2, max_occupancy = 6 WHERE hotel_id = $1 AND room_id = $2',
    [H, roomId],
  );
}, 120_000);

afterAll(() => t?.close());

/**
 * Night D of the test room: no restrictions, the rate, the allotment with `sold` rooms sold, and the Hotel Now
 * offer (null: none), nothing sold through it.
 */
async function night(options: {
  rate?: number;
  allotment?: number;
  sold?: number;
  offer?: { rooms: number; discountPercent: number; open?: boolean } | null;
}) {
  const { rate = 500_000, allotment = 5, sold = 0, offer = { rooms: 2, discountPercent: 20 } } = options;
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = $5,
            cancellation_policy = NULL, occupancy_rates = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4::date AND $4::date + 1`,
    [H, roomId, ratePlanId, D, rate],
  );
  await t.db.query(
    `INSERT INTO room_inventory (hotel_id, room_id, date, allotment, sold) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (hotel_id, room_id, date) DO UPDATE SET allotment = EXCLUDED.allotment, sold = EXCLUDED.sold`,
    [H, roomId, D, allotment, sold],
  );
  await t.db.query(
    `UPDATE bookings SET status = 'CANCELLED' WHERE hotel_id = $1 AND room_id = $2 AND check_in = $3
        AND status = 'CONFIRMED'`,
    [H, roomId, D],
  );
  await t.db.query('DELETE FROM hotel_now_offers WHERE hotel_id = $1 AND room_id = $2 AND date = $3', [
    H,
    roomId,
    D,
  ]);
  if (offer)
    await t.db.query(
      `INSERT INTO hotel_now_offers (hotel_id, room_id, date, open, rooms, discount_percent)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [H, roomId, D, offer.open ?? true, offer.rooms, offer.discountPercent],
    );
}

/** Rooms sold that night: of the allotment, and through the Hotel Now offer. */
async function counts(): Promise<{ allotment: number; hotelNow: number }> {
  const row = await t.db.one<{ sold: number; hn: number | null }>(
    `SELECT i.sold, (SELECT o.sold FROM hotel_now_offers o WHERE o.hotel_id = $1 AND o.room_id = $2 AND o.date = $3)
            AS hn
       FROM room_inventory i WHERE i.hotel_id = $1 AND i.room_id = $2 AND i.date = $3`,
    [H, roomId, D],
  );
  return { allotment: Number(row.sold), hotelNow: Number(row.hn ?? 0) };
}

const stay = (over: Record<string, unknown> = {}) => ({ hotelId: H, roomId, ratePlanId, adults: 2, ...over });
const quote = (over: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: '/api/v1/marketplace/hotel-now/quote', headers, payload: stay(over) });
const book = (key: string, over: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/marketplace/hotel-now/bookings',
    headers: { ...headers, 'idempotency-key': key },
    payload: { ...stay(over), guestName: `Guest ${key}` },
  });
const cancel = (bookingId: number) =>
  t.request({ method: 'POST', url: `/api/v1/marketplace/bookings/${bookingId}/cancel`, headers });

beforeEach(() => {
  now = at(0, '20:00');
});

describe('Hotel Now quote', () => {
  it('needs the marketplace key', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/hotel-now/quote',
      payload: stay(),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [0, '18:00', 0],
    [0, '23:30', 0],
    [1, '03:59', 0],
  ])('sells night D on D+%s at %s, the rate plan rate minus the discount', async (n, time) => {
    await night({ rate: 500_000, offer: { rooms: 2, discountPercent: 25 } });
    now = at(n, time);
    const res = await quote();
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'marketplaceHotelNowQuote');
    expect(res.json()).toMatchObject({
      available: true,
      reasons: [],
      checkIn: D,
      checkOut: addDays(D, 1),
      rate: 500_000,
      discountPercent: 25,
      price: 375_000,
      roomsLeft: 2,
      totalPrice: 375_000,
      currency: 'IDR',
      window: { status: 'OPEN', night: D },
    });
    expect(res.json().cancellation).toMatchObject({ noShowFee: expect.any(Number) });
    expect(res.json().cancellation.noShowFee).toBeLessThanOrEqual(375_000);
  });

  it.each([
    [0, '17:59', D],
    [1, '04:00', addDays(D, 1)],
    [0, '12:00', D],
  ])('refuses outside the window (D+%s at %s: NOT_IN_WINDOW, next night %s)', async (n, time, next) => {
    await night({});
    now = at(n, time);
    const res = await quote();
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'marketplaceHotelNowQuote');
    expect(res.json()).toMatchObject({
      available: false,
      checkIn: next,
      totalPrice: null,
      cancellation: null,
      window: { status: 'OPENS_TODAY', night: next },
    });
    expect(res.json().reasons).toContain('NOT_IN_WINDOW');
  });

  it('rounds the discount to the whole rupiah', async () => {
    await night({ rate: 333_333, offer: { rooms: 1, discountPercent: 15 } });
    // 15 % of 333,333 is 49,999.95: 50,000 off.
    expect((await quote()).json()).toMatchObject({ available: true, price: 283_333, totalPrice: 283_333 });
  });

  it('offers at most min(rooms offered - sold, unsold allotment)', async () => {
    await night({ allotment: 5, sold: 4, offer: { rooms: 3, discountPercent: 20 } });
    expect((await quote()).json()).toMatchObject({ available: true, roomsLeft: 1 });
    await night({ allotment: 5, sold: 0, offer: { rooms: 3, discountPercent: 20 } });
    expect((await quote()).json()).toMatchObject({ available: true, roomsLeft: 3 });
  });

  it('refuses a room that does not take part: no offer, a closed one', async () => {
    await night({ offer: null });
    let res = await quote();
    await expectContract(res, 'marketplaceHotelNowQuote');
    expect(res.json()).toMatchObject({ available: false, reasons: ['NOT_OFFERED'], discountPercent: null });
    await night({ offer: { rooms: 2, discountPercent: 20, open: false } });
    res = await quote();
    expect(res.json()).toMatchObject({ available: false, reasons: ['NOT_OFFERED'] });
  });

  it('refuses when the offer or the allotment is used up: SOLD_OUT', async () => {
    await night({ allotment: 3, sold: 3, offer: { rooms: 2, discountPercent: 20 } });
    expect((await quote()).json()).toMatchObject({ available: false, reasons: ['SOLD_OUT'], roomsLeft: 0 });
    await night({ offer: { rooms: 0, discountPercent: 20 } });
    expect((await quote()).json()).toMatchObject({ available: false, reasons: ['SOLD_OUT'], roomsLeft: 0 });
  });

  it("keeps the calendar's checks: close-out, no rate, too many guests", async () => {
    await night({});
    await t.db.query(
      'UPDATE rate_plan_ari SET close_out = true WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, D],
    );
    expect((await quote()).json()).toMatchObject({ available: false, reasons: ['CLOSED_OUT'] });
    await night({});
    await t.db.query(
      'UPDATE rate_plan_ari SET rate = NULL WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, D],
    );
    expect((await quote()).json()).toMatchObject({ available: false, reasons: ['NO_RATE'], price: null });
    await night({});
    expect((await quote({ adults: 5 })).json()).toMatchObject({
      available: false,
      reasons: ['TOO_MANY_GUESTS'],
    });
  });

  it('answers 404 for a room and rate plan that are not linked at the property', async () => {
    await night({});
    const res = await quote({ hotelId: DEMO_HOTELS.BALI });
    expect(res.statusCode).toBe(404);
  });
});

describe('Hotel Now booking', () => {
  it('books the running night at the discounted price, takes a room of the offer and of the allotment, logs it', async () => {
    await night({ rate: 500_000, allotment: 5, offer: { rooms: 2, discountPercent: 20 } });
    const res = await book('hn-one');
    expect(res.statusCode).toBe(201);
    await expectContract(res, 'marketplaceHotelNowBook');
    const booking = res.json();
    expect(booking).toMatchObject({
      channel: 'HOTEL_NOW',
      checkIn: D,
      checkOut: addDays(D, 1),
      totalPrice: 400_000,
      nightlyRates: [400_000],
      status: 'CONFIRMED',
    });
    expect(await counts()).toEqual({ allotment: 1, hotelNow: 1 });
    const log = await t.db.query<{ before: number; after: number }>(
      `SELECT c.before, c.after FROM ari_changes c JOIN ari_batches b ON b.hotel_id = c.hotel_id AND b.batch_id = c.batch_id
        WHERE c.hotel_id = $1 AND c.room_id = $2 AND c.date = $3 AND c.source = 'INTAKE' AND c.field = 'sold'
          AND (b.request ->> 'booking')::bigint = $4`,
      [H, roomId, D, booking.bookingId],
    );
    expect(log.map((r) => [Number(r.before), Number(r.after)])).toEqual([[0, 1]]);
    const stored = await t.db.one<{ channel: string }>(
      'SELECT channel FROM bookings WHERE hotel_id = $1 AND booking_id = $2',
      [H, booking.bookingId],
    );
    expect(stored.channel).toBe('HOTEL_NOW');
  });

  it('replays the same key: the same booking, nothing taken twice, even after the window', async () => {
    await night({ offer: { rooms: 2, discountPercent: 20 } });
    const first = await book('hn-replay');
    expect(first.statusCode).toBe(201);
    const again = await book('hn-replay');
    expect(again.statusCode).toBe(200);
    await expectContract(again, 'marketplaceHotelNowBook');
    expect(again.json().bookingId).toBe(first.json().bookingId);
    now = at(1, '09:00');
    const late = await book('hn-replay');
    expect(late.statusCode).toBe(200);
    expect(late.json().bookingId).toBe(first.json().bookingId);
    expect(await counts()).toEqual({ allotment: 1, hotelNow: 1 });
  });

  it('refuses outside the window and a room that does not take part (409 NOT_AVAILABLE)', async () => {
    await night({});
    now = at(0, '17:59');
    let res = await book('hn-early');
    expect(res.statusCode).toBe(409);
    await expectContract(res, 'marketplaceHotelNowBook');
    expect(res.json()).toMatchObject({ code: 'NOT_AVAILABLE', reasons: ['NOT_IN_WINDOW'] });
    now = at(0, '20:00');
    await night({ offer: null });
    res = await book('hn-not-offered');
    expect(res.json()).toMatchObject({ code: 'NOT_AVAILABLE', reasons: ['NOT_OFFERED'] });
    expect(await counts()).toEqual({ allotment: 0, hotelNow: 0 });
  });

  it('50 concurrent bookings of an offer of 2 rooms with an allotment of 5 give exactly 2', async () => {
    await night({ allotment: 5, offer: { rooms: 2, discountPercent: 20 } });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(`hn-race-${i}`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(48);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().reasons).toEqual(['SOLD_OUT']);
    expect(await counts()).toEqual({ allotment: 2, hotelNow: 2 });
    const n = await t.db.one<{ n: number }>(
      `SELECT count(*)::integer AS n FROM bookings
        WHERE hotel_id = $1 AND room_id = $2 AND check_in = $3 AND status = 'CONFIRMED' AND channel = 'HOTEL_NOW'`,
      [H, roomId, D],
    );
    expect(n.n).toBe(2);
    expect((await quote()).json()).toMatchObject({ available: false, reasons: ['SOLD_OUT'] });
  }, 60_000);

  it('an offer of 3 rooms with 1 unsold room sells 1, however many ask at once', async () => {
    await night({ allotment: 5, sold: 4, offer: { rooms: 3, discountPercent: 20 } });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => book(`hn-last-${i}`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await counts()).toEqual({ allotment: 5, hotelNow: 1 });
  }, 60_000);

  it('a normal booking of the night shares the allotment with Hotel Now', async () => {
    await night({ allotment: 2, offer: { rooms: 2, discountPercent: 20 } });
    expect((await book('hn-share')).statusCode).toBe(201);
    await t.db.query(
      'UPDATE room_inventory SET sold = sold + 1 WHERE hotel_id = $1 AND room_id = $2 AND date = $3',
      [H, roomId, D],
    );
    const res = await book('hn-share-2');
    expect(res.statusCode).toBe(409);
    expect(res.json().reasons).toEqual(['SOLD_OUT']);
    expect(await counts()).toEqual({ allotment: 2, hotelNow: 1 });
  });

  it('cancelling gives the room back to the offer and the allotment, once', async () => {
    await night({ allotment: 5, offer: { rooms: 2, discountPercent: 20 } });
    const a = (await book('hn-cancel-a')).json();
    expect((await book('hn-cancel-b')).statusCode).toBe(201);
    expect(await counts()).toEqual({ allotment: 2, hotelNow: 2 });
    const res = await cancel(a.bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CANCELLED');
    expect(await counts()).toEqual({ allotment: 1, hotelNow: 1 });
    expect((await cancel(a.bookingId)).statusCode).toBe(200);
    expect(await counts()).toEqual({ allotment: 1, hotelNow: 1 });
    // The room given back sells again.
    expect((await book('hn-cancel-c')).statusCode).toBe(201);
    expect(await counts()).toEqual({ allotment: 2, hotelNow: 2 });
  });
});

describe("the owner's Hotel Now screen after sales", () => {
  const url = `/api/v1/hotels/${H}/hotel-now`;
  const nightOf = (body: { rooms: { roomId: number; nights: { date: string }[] }[] }) =>
    body.rooms.find((r) => r.roomId === roomId)!.nights.find((n) => n.date === D)!;

  it('shows the rooms sold through Hotel Now and keeps the offer from going below them', async () => {
    await night({ allotment: 5, offer: { rooms: 3, discountPercent: 20 } });
    expect((await book('hn-owner-a')).statusCode).toBe(201);
    expect((await book('hn-owner-b')).statusCode).toBe(201);
    const res = await t.request({ method: 'GET', url, as: ADMIN });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getHotelNowAvailability');
    expect(nightOf(res.json())).toMatchObject({
      state: 'RUNNING',
      allotment: 5,
      sold: 2,
      unsold: 3,
      rooms: 3,
      hotelNowSold: 2,
    });
    const put = (rooms: number | null, open = true) =>
      t.request({
        method: 'PUT',
        url,
        as: ADMIN,
        payload: { changes: [{ roomId, date: D, open, rooms, discountPercent: 20 }] },
      });
    const below = await put(1);
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toMatchObject([{ field: 'changes.0.rooms', code: 'hotelNow.belowSold' }]);
    const closingBelow = await put(1, false);
    expect(closingBelow.statusCode).toBe(400);
    // Sold plus unsold is the most: 2 + 3.
    expect((await put(6)).statusCode).toBe(400);
    expect((await put(5)).statusCode).toBe(200);
    expect((await put(2)).statusCode).toBe(200);
    expect(await counts()).toEqual({ allotment: 2, hotelNow: 2 });
    expect((await quote()).json()).toMatchObject({ available: false, reasons: ['SOLD_OUT'] });
  });
});
