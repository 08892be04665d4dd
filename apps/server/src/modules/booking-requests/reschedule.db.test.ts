/**
 * Reschedule requests through HTTP on PGlite and PostgreSQL: the marketplace asks (priced as the intake quotes),
 * staff approve or reject once, a lack of allotment warns (409 with the nights) and "approve anyway" raises it and
 * moves the booking in one transaction; under concurrent approvals and intake bookings, sold always equals the
 * confirmed bookings of each night and never exceeds the allotment. Access: roles, another property.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, stayNights, todayInZone } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';
import { multipartBody, noisyJpeg } from '../media/test-photos.js';

const H: number = DEMO_HOTELS.JAKARTA;
const BANDUNG: number = DEMO_HOTELS.BANDUNG;
type As = { accountId: number; hotelId: number };
const ADMIN: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
const FRONT_OFFICE: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: H };
const headers = { 'x-api-key': MARKETPLACE_KEY };
const NOW = new Date();
const d = (n: number) =>
  addDays(
    todayInZone('Asia/Jakarta', () => NOW),
    n,
  );
let t: TestApp;
let roomId: number;
let ratePlanId: number;

interface Reschedule {
  id: number;
  bookingId: number;
  status: string;
  newCheckIn: string;
  newCheckOut: string;
  oldTotalPrice: number;
  newTotalPrice: number;
  priceDifference: number;
  resultUrl: string;
}

let seq = 0;
async function book(from: number, nights: number, expectCreated = true) {
  seq += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { ...headers, 'idempotency-key': `reschedule-${seq}` },
    payload: {
      hotelId: H,
      roomId,
      ratePlanId,
      checkIn: d(from),
      checkOut: d(from + nights),
      adults: 2,
      guestName: `Tamu Jadwal ${seq}`,
    },
  });
  if (expectCreated) expect(res.statusCode, res.body).toBe(201);
  return res;
}
const bookingIdOf = async (from: number, nights: number) =>
  (await book(from, nights)).json<{ bookingId: number }>().bookingId;

const ask = (bookingId: number, checkIn: string, checkOut: string, h: Record<string, string> = headers) =>
  t.request({
    method: 'POST',
    url: `/api/v1/marketplace/bookings/${bookingId}/reschedule-requests`,
    headers: h,
    payload: { checkIn, checkOut },
  });
async function asked(bookingId: number, checkIn: string, checkOut: string): Promise<Reschedule> {
  const res = await ask(bookingId, checkIn, checkOut);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Reschedule>();
}
const decide = (
  action: 'approve' | 'reject',
  r: { bookingId: number; id: number },
  body: object | undefined = undefined,
  as: As = ADMIN,
  hotelId = H,
) =>
  t.request({
    method: 'POST',
    url: `/api/v1/hotels/${hotelId}/bookings/${r.bookingId}/reschedule-requests/${r.id}/${action}`,
    as,
    headers: SAME_ORIGIN,
    ...(body === undefined ? {} : { payload: body }),
  });

async function stock(from: number, to: number) {
  return t.db.query<{ date: string; allotment: number; sold: number; booked: number }>(
    `SELECT i.date::text AS date, i.allotment, i.sold,
            (SELECT count(*)::int FROM bookings b WHERE b.hotel_id = i.hotel_id AND b.room_id = i.room_id
               AND b.status = 'CONFIRMED' AND b.check_in <= i.date AND b.check_out > i.date) AS booked
       FROM room_inventory i WHERE i.hotel_id = $1 AND i.room_id = $2 AND i.date BETWEEN $3 AND $4 ORDER BY i.date`,
    [H, roomId, d(from), d(to)],
  );
}
const setAllotment = (from: number, to: number, spare: number) =>
  t.db.query(
    'UPDATE room_inventory SET allotment = sold + $5 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [H, roomId, d(from), d(to), spare],
  );

beforeAll(async () => {
  t = await createTestApp({
    env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY, PUBLIC_URL: 'https://extranet.test' },
    clock: () => NOW,
  });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [H],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, rate = 400000, occupancy_rates = NULL, stay_through_min = NULL,
            stay_through_max = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [H, roomId, d(100), d(200)],
  );
  await t.db.query(
    `UPDATE rate_plan_ari SET rate = 600000 WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3
        AND date BETWEEN $4 AND $5`,
    [H, roomId, ratePlanId, d(130), d(139)],
  );
  await setAllotment(100, 200, 10);
  // The front office (role 6) reads bookings but does not move them.
  await t.db.query('UPDATE hotel_users SET roles = $3 WHERE hotel_id = $1 AND account_id = $2', [
    H,
    FRONT_OFFICE.accountId,
    [6],
  ]);
}, 120_000);
afterAll(() => t?.close());

describe('the marketplace asks', () => {
  it('prices the new dates as the intake quotes them and gives the guest a result link', async () => {
    const id = await bookingIdOf(100, 2);
    expect((await ask(id, d(130), d(132), { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    const same = await ask(id, d(100), d(102));
    expect(same.statusCode).toBe(400);
    await expectContract(same, 'marketplaceRequestReschedule');
    const res = await ask(id, d(130), d(132));
    expect(res.statusCode, res.body).toBe(201);
    await expectContract(res, 'marketplaceRequestReschedule');
    const r = res.json<Reschedule>();
    expect(r).toMatchObject({
      status: 'PENDING',
      newCheckIn: d(130),
      newCheckOut: d(132),
      newTotalPrice: 1_200_000,
    });
    expect(r.priceDifference).toBe(r.newTotalPrice - r.oldTotalPrice);
    expect(r.resultUrl).toMatch(/^https:\/\/extranet\.test\/v3\/reschedule\/result\/[A-Za-z0-9_-]{43}$/);
    const again = await ask(id, d(131), d(133));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RESCHEDULE_PENDING');
    const listed = await t.request({
      method: 'GET',
      url: `/api/v1/marketplace/bookings/${id}/reschedule-requests`,
      headers,
    });
    expect(listed.statusCode).toBe(200);
    await expectContract(listed, 'marketplaceListRescheduleRequests');
  });

  it('refuses a cancelled booking and past dates', async () => {
    const id = await bookingIdOf(104, 1);
    const past = await ask(id, d(-3), d(-1));
    expect(past.statusCode).toBe(400);
    await t.request({ method: 'POST', url: `/api/v1/marketplace/bookings/${id}/cancel`, headers });
    const closed = await ask(id, d(140), d(141));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('BOOKING_CLOSED');
  });
});

describe('staff answer once', () => {
  it('approving moves the booking and its nights; again is "already approved"; the guest page says approved', async () => {
    const id = await bookingIdOf(106, 3);
    const before = await stock(106, 112);
    const r = await asked(id, d(108), d(111));
    const res = await decide('approve', r);
    expect(res.statusCode, res.body).toBe(200);
    await expectContract(res, 'approveReschedule');
    expect(res.json()).toMatchObject({ status: 'APPROVED' });
    const after = await stock(106, 112);
    const soldOf = (rows: typeof before, date: string) => rows.find((x) => x.date === date)!.sold;
    expect(soldOf(after, d(106))).toBe(soldOf(before, d(106)) - 1);
    expect(soldOf(after, d(107))).toBe(soldOf(before, d(107)) - 1);
    expect(soldOf(after, d(108))).toBe(soldOf(before, d(108)));
    expect(soldOf(after, d(110))).toBe(soldOf(before, d(110)) + 1);
    for (const n of after) expect(n.sold, n.date).toBe(n.booked);
    const detail = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/bookings/${id}`, as: ADMIN });
    expect(detail.json()).toMatchObject({ booking: { checkIn: d(108), checkOut: d(111) } });
    expect(
      detail
        .json()
        .history.map((e: { kind: string }) => e.kind)
        .sort(),
    ).toEqual(['CREATED', 'RESCHEDULED']);
    await expectContract(detail, 'getBooking');
    const twice = await decide('approve', r);
    expect(twice.statusCode).toBe(409);
    await expectContract(twice, 'approveReschedule');
    expect(twice.json().code).toBe('RESCHEDULE_ALREADY_APPROVED');
    expect((await decide('reject', r)).json().code).toBe('RESCHEDULE_ALREADY_APPROVED');
    const token = r.resultUrl.split('/').pop()!;
    const page = await t.request({ method: 'GET', url: `/api/v1/public/reschedule-results/${token}` });
    expect(page.statusCode).toBe(200);
    await expectContract(page, 'getRescheduleResult');
    expect(page.json()).toMatchObject({
      status: 'APPROVED',
      newCheckIn: d(108),
      propertyName: expect.any(String),
    });
    const unknown = await t.request({
      method: 'GET',
      url: `/api/v1/public/reschedule-results/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('rejecting leaves the booking; again is "already rejected"', async () => {
    const id = await bookingIdOf(114, 1);
    const r = await asked(id, d(115), d(116));
    const res = await decide('reject', r);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'rejectReschedule');
    expect(res.json()).toMatchObject({ status: 'REJECTED' });
    const twice = await decide('reject', r);
    expect(twice.statusCode).toBe(409);
    await expectContract(twice, 'rejectReschedule');
    expect(twice.json().code).toBe('RESCHEDULE_ALREADY_REJECTED');
    expect((await decide('approve', r)).json().code).toBe('RESCHEDULE_ALREADY_REJECTED');
    const detail = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/bookings/${id}`, as: ADMIN });
    expect(detail.json().booking.checkIn).toBe(d(114));
  });

  it('warns when the new nights lack allotment, then approving anyway raises it, logged, without overbooking', async () => {
    const id = await bookingIdOf(118, 2);
    await setAllotment(150, 151, 0);
    const r = await asked(id, d(150), d(152));
    const before = await stock(118, 151);
    const warned = await decide('approve', r, { raiseAllotment: false });
    expect(warned.statusCode).toBe(409);
    await expectContract(warned, 'approveReschedule');
    expect(warned.json()).toMatchObject({
      code: 'INSUFFICIENT_ALLOTMENT',
      nights: [
        { date: d(150), missing: 1 },
        { date: d(151), missing: 1 },
      ],
    });
    expect(await stock(118, 151)).toEqual(before);
    const res = await decide('approve', r, { raiseAllotment: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stock(118, 151);
    for (const n of after) {
      expect(n.sold, n.date).toBe(n.booked);
      expect(n.sold <= n.allotment, n.date).toBe(true);
    }
    const raised = after.find((n) => n.date === d(150))!;
    expect(raised.allotment).toBe(before.find((n) => n.date === d(150))!.allotment + 1);
    expect(raised.sold).toBe(raised.allotment);
    const log = await t.db.query<{ field: string; date: string; account_id: number }>(
      `SELECT field, date::text AS date, account_id FROM ari_changes
        WHERE hotel_id = $1 AND room_id = $2 AND date IN ($3::date, $4::date) AND field = 'allotment'
          AND account_id = $5`,
      [H, roomId, d(150), d(151), ADMIN.accountId],
    );
    expect(log.map((l) => l.date).sort()).toEqual([d(150), d(151)]);
  });
});

describe('approving reprices the whole booking', () => {
  it('prices the new dates for the same guest and writes every line: promotions, add-ons, cancellation terms', async () => {
    // Rates well above the room's minimum sell price, and a 10 % deal for logged-in guests on the new dates only.
    await t.db.query(
      `UPDATE rate_plan_ari SET rate = 800000 WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3
          AND date BETWEEN $4 AND $5`,
      [H, roomId, ratePlanId, d(150), d(165)],
    );
    const deal = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/deals`,
      as: ADMIN,
      headers: SAME_ORIGIN,
      payload: {
        kind: 'REGULAR',
        name: 'Member reschedule',
        platforms: ['LOGIN'],
        ratePlanIds: [ratePlanId],
        roomIds: [roomId],
        bookingPeriod: { start: d(0), end: d(30) },
        stayPeriod: { start: d(160), end: d(161) },
        combinable: true,
        discountType: 'PERCENT',
        tiers: [{ minNights: 1, value: 10 }],
      },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    // An add-on sold per room per night, with its photo.
    const { payload, contentType } = multipartBody([
      { name: 'breakfast.jpg', bytes: await noisyJpeg(900, 820) },
    ]);
    const photo = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/add-ons/photos`,
      as: ADMIN,
      headers: { ...SAME_ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const price = 75_000;
    const created = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/add-ons`,
      as: ADMIN,
      headers: SAME_ORIGIN,
      payload: {
        name: { id: 'Sarapan', en: 'Breakfast' },
        description: { id: '', en: '' },
        category: 'MEAL',
        subcategory: 'BREAKFAST',
        priceType: 'PER_ROOM_PER_NIGHT',
        price,
        minQuantity: 1,
        maxQuantity: 4,
        status: 'ACTIVE',
        photoId: photo.json().photoId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const addOn = { add_on_id: created.json<{ addOnId: number }>().addOnId };
    // Booked logged in for one night before the deal's stay dates, with one add-on a night.
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { ...headers, 'idempotency-key': 'reschedule-member' },
      payload: {
        hotelId: H,
        roomId,
        ratePlanId,
        checkIn: d(155),
        checkOut: d(156),
        adults: 2,
        guestName: 'Tamu Member',
        platform: 'LOGIN',
        addOns: [{ addOnId: Number(addOn.add_on_id), quantity: 1 }],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json<{ bookingId: number }>().bookingId;
    expect(booked.json().promotions).toEqual([]);

    // What the intake quotes a logged-in guest for the two new nights (the deal applies), plus two nights of the add-on.
    const quoted = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      headers,
      payload: {
        hotelId: H,
        roomId,
        ratePlanId,
        checkIn: d(160),
        checkOut: d(162),
        adults: 2,
        platform: 'LOGIN',
      },
    });
    const q = quoted.json<{ totalPrice: number; promotions: { applied: { name: string }[] } }>();
    expect(q.promotions.applied.map((p) => p.name)).toEqual(['Member reschedule']);
    const r = await asked(bookingId, d(160), d(162));
    expect(r.newTotalPrice).toBe(q.totalPrice + 2 * price);

    expect((await decide('approve', r)).statusCode).toBe(200);
    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${bookingId}`,
      as: ADMIN,
    });
    await expectContract(detail, 'getBooking');
    const b = detail.json();
    expect(b.booking.totalPrice).toBe(r.newTotalPrice);
    expect(b.breakdown.promotions.map((p: { name: string }) => p.name)).toEqual(['Member reschedule']);
    expect(b.breakdown.addOns).toMatchObject([{ nights: 2, amount: 2 * price }]);
    // Every line recorded: nothing left over as "not itemised".
    expect(b.breakdown.unitemised).toBe(0);
    // The cancellation terms follow the new check-in (no-show from 14:00 on it).
    expect(b.cancellation.noShowFrom.slice(0, 10)).toBe(d(160));
  });
});

describe('concurrency', () => {
  it('concurrent approvals and intake bookings: sold equals confirmed bookings per night, never above allotment', async () => {
    // Six bookings ask to move onto nights 170-172 that have room for only three more; intake bookings race them.
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await bookingIdOf(160 + i, 2));
    const requests: Reschedule[] = [];
    for (const id of ids) requests.push(await asked(id, d(170), d(172)));
    await setAllotment(170, 171, 3);
    const results = await Promise.all([
      ...requests.map((r) => decide('approve', r, { raiseAllotment: false })),
      ...[0, 1, 2].map(() => book(170, 2, false)),
    ]);
    const approvals = results.slice(0, 6).map((r) => r.statusCode);
    const bookings = results.slice(6).map((r) => r.statusCode);
    for (const code of approvals) expect([200, 409]).toContain(code);
    for (const code of bookings) expect([201, 409]).toContain(code);
    const wins = approvals.filter((c) => c === 200).length + bookings.filter((c) => c === 201).length;
    expect(wins).toBe(3);
    const nights = await stock(158, 172);
    for (const n of nights) {
      expect(n.sold, n.date).toBe(n.booked);
      expect(n.sold <= n.allotment, n.date).toBe(true);
    }
    // Refused approvals left their bookings where they were.
    for (const [i, r] of requests.entries()) {
      const detail = (
        await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/bookings/${r.bookingId}`, as: ADMIN })
      ).json();
      const moved = approvals[i] === 200;
      expect(detail.booking.checkIn).toBe(moved ? d(170) : d(160 + i));
      expect(stayNights(detail.booking.checkIn, detail.booking.checkOut)).toHaveLength(2);
    }
  }, 60_000);
});

describe('access', () => {
  it('another property finds nothing; the front office may read but not answer', async () => {
    const id = await bookingIdOf(180, 1);
    const r = await asked(id, d(181), d(182));
    const asBandung: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: BANDUNG };
    const read = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${BANDUNG}/bookings/${id}/reschedule-requests`,
      as: asBandung,
    });
    expect(read.statusCode).toBe(404);
    await expectContract(read, 'listRescheduleRequests');
    expect((await decide('approve', r, undefined, asBandung, BANDUNG)).statusCode).toBe(404);
    const staffRead = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${id}/reschedule-requests`,
      as: FRONT_OFFICE,
    });
    expect(staffRead.statusCode).toBe(200);
    await expectContract(staffRead, 'listRescheduleRequests');
    const refused = await decide('approve', r, undefined, FRONT_OFFICE);
    expect(refused.statusCode).toBe(403);
    await expectContract(refused, 'approveReschedule');
    expect((await decide('reject', r, undefined, FRONT_OFFICE)).statusCode).toBe(403);
    const still = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${id}/reschedule-requests`,
      as: ADMIN,
    });
    expect(still.json().items[0].status).toBe('PENDING');
  });
});
