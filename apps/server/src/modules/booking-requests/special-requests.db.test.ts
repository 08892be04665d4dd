/**
 * Special requests through HTTP on PGlite and PostgreSQL: with the booking and later through the intake, the
 * answers' results (SUCCESS, DUPLICATE, EXPIRED, FAILED) at the property's today of the server's clock, the
 * marketplace's read of the answers, the pending count, and access (roles, another property's bookings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';

const H: number = DEMO_HOTELS.JAKARTA;
const BANDUNG: number = DEMO_HOTELS.BANDUNG;
type As = { accountId: number; hotelId: number };
const ADMIN: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
const RESERVATION: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: H };
const FINANCE: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: H };
const headers = { 'x-api-key': MARKETPLACE_KEY };

// The server's clock: starts now, moved past a stay's check-out to see EXPIRED.
let now = new Date();
const d = (n: number) =>
  addDays(
    todayInZone('Asia/Jakarta', () => now),
    n,
  );
let t: TestApp;
let roomId: number;
let ratePlanId: number;

interface SpecialRequest {
  id: number;
  bookingId: number;
  text: string;
  source: 'BOOKING' | 'LATER';
  status: 'PENDING' | 'CONFIRMED' | 'DECLINED';
  note: string | null;
  answeredAt: string | null;
}

let seq = 0;
async function book(specialRequest?: string, nights: [number, number] = [100, 102]) {
  seq += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { ...headers, 'idempotency-key': `special-${seq}` },
    payload: {
      hotelId: H,
      roomId,
      ratePlanId,
      checkIn: d(nights[0]),
      checkOut: d(nights[1]),
      adults: 2,
      guestName: `Tamu Permintaan ${seq}`,
      ...(specialRequest === undefined ? {} : { specialRequest }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ bookingId: number; checkOut: string }>().bookingId;
}

const list = (bookingId: number, as: As = ADMIN, hotelId = H) =>
  t.request({ method: 'GET', url: `/api/v1/hotels/${hotelId}/bookings/${bookingId}/special-requests`, as });
const answer = (bookingId: number, requestId: number, body: object, as: As = ADMIN, hotelId = H) =>
  t.request({
    method: 'POST',
    url: `/api/v1/hotels/${hotelId}/bookings/${bookingId}/special-requests/${requestId}/answer`,
    as,
    payload: body,
    headers: SAME_ORIGIN,
  });
const marketplaceList = (bookingId: number) =>
  t.request({ method: 'GET', url: `/api/v1/marketplace/bookings/${bookingId}/special-requests`, headers });
const marketplaceAdd = (bookingId: number, text: string, h: Record<string, string> = headers) =>
  t.request({
    method: 'POST',
    url: `/api/v1/marketplace/bookings/${bookingId}/special-requests`,
    headers: h,
    payload: { text },
  });
const pending = async (as: As = ADMIN) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/hotels/${H}/booking-requests/pending-count`,
    as,
  });
  expect(res.statusCode, res.body).toBe(200);
  await expectContract(res, 'countPendingRequests');
  return res.json<{ specialRequests: number }>().specialRequests;
};

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => now });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [H],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, rate = 500000, occupancy_rates = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [H, roomId, d(1), d(110)],
  );
  await t.db.query(
    'UPDATE room_inventory SET allotment = sold + 20 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [H, roomId, d(1), d(110)],
  );
}, 120_000);
afterAll(() => t?.close());

describe('special requests arrive from the marketplace', () => {
  it('come with the booking, trimmed; a blank one is none', async () => {
    const before = await pending();
    const withRequest = await book('  Kamar di lantai atas, bebas asap rokok  ');
    const without = await book('   ');
    const res = await list(withRequest);
    expect(res.statusCode, res.body).toBe(200);
    await expectContract(res, 'listSpecialRequests');
    expect(res.json<{ items: SpecialRequest[] }>().items).toMatchObject([
      {
        bookingId: withRequest,
        text: 'Kamar di lantai atas, bebas asap rokok',
        source: 'BOOKING',
        status: 'PENDING',
        note: null,
      },
    ]);
    expect((await list(without)).json<{ items: SpecialRequest[] }>().items).toEqual([]);
    expect(await pending()).toBe(before + 1);
  });

  it('come later through the intake, which needs the key and refuses blanks and closed bookings', async () => {
    const id = await book();
    expect((await marketplaceAdd(id, 'Late check-in 23:00', { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    const blank = await marketplaceAdd(id, '   ');
    expect(blank.statusCode).toBe(400);
    await expectContract(blank, 'marketplaceAddSpecialRequest');
    expect(blank.json().errors[0]).toMatchObject({ field: 'text', code: 'REQUIRED' });
    const added = await marketplaceAdd(id, 'Late check-in 23:00');
    expect(added.statusCode, added.body).toBe(201);
    await expectContract(added, 'marketplaceAddSpecialRequest');
    expect(added.json()).toMatchObject({ bookingId: id, source: 'LATER', status: 'PENDING' });
    expect((await marketplaceAdd(999_999_999, 'x')).statusCode).toBe(404);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${id}/cancel`,
      headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const closed = await marketplaceAdd(id, 'Extra bed');
    expect(closed.statusCode).toBe(409);
    await expectContract(closed, 'marketplaceAddSpecialRequest');
    expect(closed.json().code).toBe('BOOKING_CLOSED');
  });
});

describe('staff answer each request once', () => {
  it('SUCCESS stores the answer and its note; the marketplace reads it; again is DUPLICATE', async () => {
    const id = await book('Airport pickup');
    const [request] = (await list(id)).json<{ items: SpecialRequest[] }>().items;
    const before = await pending();
    const res = await answer(
      id,
      request!.id,
      { answer: 'CONFIRM', note: ' Driver waits at gate 2 ' },
      RESERVATION,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectContract(res, 'answerSpecialRequest');
    expect(res.json()).toMatchObject({
      result: 'SUCCESS',
      request: { status: 'CONFIRMED', note: 'Driver waits at gate 2', answeredAt: now.toISOString() },
    });
    expect(await pending()).toBe(before - 1);
    const again = await answer(id, request!.id, { answer: 'DECLINE' });
    expect(again.statusCode).toBe(200);
    await expectContract(again, 'answerSpecialRequest');
    expect(again.json()).toMatchObject({ result: 'DUPLICATE', request: { status: 'CONFIRMED' } });
    const read = await marketplaceList(id);
    expect(read.statusCode).toBe(200);
    await expectContract(read, 'marketplaceListSpecialRequests');
    expect(read.json().items).toMatchObject([
      { text: 'Airport pickup', status: 'CONFIRMED', note: 'Driver waits at gate 2' },
    ]);
  });

  it('two answers at once: one SUCCESS, the other DUPLICATE', async () => {
    const id = await book('Baby cot');
    const [request] = (await list(id)).json<{ items: SpecialRequest[] }>().items;
    const results = await Promise.all([
      answer(id, request!.id, { answer: 'CONFIRM' }),
      answer(id, request!.id, { answer: 'DECLINE' }),
    ]);
    expect(results.map((r) => r.json<{ result: string }>().result).sort()).toEqual(['DUPLICATE', 'SUCCESS']);
  });

  it('FAILED once the booking is cancelled; nothing changes', async () => {
    const id = await book('Honeymoon decoration');
    const [request] = (await list(id)).json<{ items: SpecialRequest[] }>().items;
    await t.request({ method: 'POST', url: `/api/v1/marketplace/bookings/${id}/cancel`, headers });
    const res = await answer(id, request!.id, { answer: 'CONFIRM' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'FAILED', request: { status: 'PENDING' } });
  });

  it('EXPIRED once the check-out day has passed in the property time zone', async () => {
    const id = await book('Early check-in', [3, 4]);
    const [request] = (await list(id)).json<{ items: SpecialRequest[] }>().items;
    const real = now;
    try {
      // Check-out day itself still answers; the day after does not (Asia/Jakarta, 00:30 WIB).
      now = new Date(`${d(4)}T17:30:00.000Z`);
      expect((await pending()) > 0).toBe(true);
      const res = await answer(id, request!.id, { answer: 'DECLINE' });
      expect(res.json()).toMatchObject({ result: 'EXPIRED', request: { status: 'PENDING' } });
      now = new Date(
        `${addDays(
          todayInZone('Asia/Jakarta', () => real),
          4,
        )}T16:30:00.000Z`,
      );
      const onTheDay = await answer(id, request!.id, { answer: 'DECLINE' });
      expect(onTheDay.json()).toMatchObject({ result: 'SUCCESS' });
    } finally {
      now = real;
    }
  });

  it('answers bad input with field errors, never a 500', async () => {
    const id = await book('Quiet room');
    const [request] = (await list(id)).json<{ items: SpecialRequest[] }>().items;
    const res = await answer(id, request!.id, { answer: 'MAYBE', note: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    await expectContract(res, 'answerSpecialRequest');
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['answer', 'note']);
  });
});

describe('access', () => {
  it('another property never reads nor answers the booking', async () => {
    const id = await book('Sea view');
    const [request] = (await list(id)).json<{ items: SpecialRequest[] }>().items;
    const asBandung: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: BANDUNG };
    const read = await list(id, asBandung, BANDUNG);
    expect(read.statusCode).toBe(404);
    await expectContract(read, 'listSpecialRequests');
    const write = await answer(id, request!.id, { answer: 'CONFIRM' }, asBandung, BANDUNG);
    expect(write.statusCode).toBe(404);
    expect((await list(id)).json<{ items: SpecialRequest[] }>().items[0]!.status).toBe('PENDING');
  });

  it('roles outside the bookings route are refused; signed-out callers too', async () => {
    const id = await book('Extra towels');
    const [request] = (await list(id)).json<{ items: SpecialRequest[] }>().items;
    const res = await answer(id, request!.id, { answer: 'CONFIRM' }, FINANCE);
    expect([403, 404]).toContain(res.statusCode);
    await expectContract(res, 'answerSpecialRequest');
    const anon = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/booking-requests/pending-count`,
    });
    expect(anon.statusCode).toBe(401);
    expect((await list(id)).json<{ items: SpecialRequest[] }>().items[0]!.status).toBe('PENDING');
  });
});
