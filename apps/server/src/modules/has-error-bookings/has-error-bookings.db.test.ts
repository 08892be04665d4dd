/**
 * Bookings the intake could not place, through HTTP on PGlite and PostgreSQL: a refused booking request of a
 * known stay is recorded once per key (a retry counts an attempt, not a row), tells the notification centre once,
 * is resolved by a later booking with the same key and can be marked handled (who, when); refusals of unknown
 * stays and bad input leave nothing; another property's entries are never readable nor writable.
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

// The server's clock, injected and moved by the tests.
let now = new Date();
const clock = () => now;
const d = (n: number) => addDays(todayInZone('Asia/Jakarta', clock), n);
let t: TestApp;
let roomId: number;
let ratePlanId: number;

interface Entry {
  id: number;
  status: 'OPEN' | 'HANDLED' | 'RESOLVED';
  itineraryId: string;
  idempotencyKey: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  roomName: string | null;
  ratePlanName: string | null;
  reasons: string[];
  attempts: number;
  createdAt: string;
  lastAttemptAt: string;
  bookingId: number | null;
  handledAt: string | null;
  handledBy: string | null;
}

const book = (key: string, nights: [number, number], extra: object = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': key },
    payload: {
      hotelId: H,
      roomId,
      ratePlanId,
      checkIn: d(nights[0]),
      checkOut: d(nights[1]),
      adults: 2,
      guestName: `Tamu Gagal ${key}`,
      itineraryId: `IT-${key}`,
      ...extra,
    },
  });

async function list(status?: string, as: As = ADMIN, hotelId = H) {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/hotels/${hotelId}/has-error-bookings${status ? `?status=${status}` : ''}`,
    as,
  });
  await expectContract(res, 'listHasErrorBookings');
  return res;
}
async function entries(status?: string): Promise<{ items: Entry[]; open: number }> {
  const res = await list(status);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const entryOf = async (key: string, status?: string) =>
  (await entries(status)).items.find((e) => e.idempotencyKey === key);

const handled = async (id: number, as: As = RESERVATION, hotelId = H) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/hotels/${hotelId}/has-error-bookings/${id}/handled`,
    as,
    headers: SAME_ORIGIN,
  });
  await expectContract(res, 'markHasErrorBookingHandled');
  return res;
};

const failedNotifications = async (itineraryId: string) =>
  Number(
    (
      await t.db.one<{ n: string | number }>(
        `SELECT count(*) AS n FROM notifications WHERE hotel_id = $1 AND kind = 'BOOKING_FAILED'
            AND params->>'itineraryId' = $2`,
        [H, itineraryId],
      )
    ).n,
  );

const closeOut = (day: number, closed: boolean) =>
  t.db.query('UPDATE rate_plan_ari SET close_out = $4 WHERE hotel_id = $1 AND room_id = $2 AND date = $3', [
    H,
    roomId,
    d(day),
    closed,
  ]);

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock });
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
    [H, roomId, d(120), d(140)],
  );
  await t.db.query(
    'UPDATE room_inventory SET allotment = sold + 5 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [H, roomId, d(120), d(140)],
  );
}, 120_000);
afterAll(() => t?.close());

describe('a refused booking request is kept for staff', () => {
  it('records a close-out once per key, counts retries, notifies once, and a later booking resolves it', async () => {
    await closeOut(121, true);
    const first = await book('fail-1', [120, 122]);
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json()).toMatchObject({ code: 'NOT_AVAILABLE', reasons: ['CLOSED_OUT'] });
    const entry = await entryOf('fail-1');
    expect(entry).toMatchObject({
      status: 'OPEN',
      itineraryId: 'IT-fail-1',
      guestName: 'Tamu Gagal fail-1',
      checkIn: d(120),
      checkOut: d(122),
      reasons: ['CLOSED_OUT'],
      attempts: 1,
      bookingId: null,
      handledAt: null,
      handledBy: null,
    });
    expect(entry!.roomName).toEqual(expect.any(String));
    expect(entry!.ratePlanName).toEqual(expect.any(String));
    expect(entry!.createdAt).toBe(now.toISOString());
    expect(await failedNotifications('IT-fail-1')).toBe(1);
    // The notification centre shows it with the facts its text and link need.
    const centre = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/notifications`,
      as: RESERVATION,
    });
    expect(centre.statusCode, centre.body).toBe(200);
    await expectContract(centre, 'listNotifications');
    expect(
      centre
        .json<{ items: { kind: string; params: { itineraryId?: string } }[] }>()
        .items.find((n) => n.kind === 'BOOKING_FAILED' && n.params.itineraryId === 'IT-fail-1')?.params,
    ).toEqual({
      itineraryId: 'IT-fail-1',
      guestName: 'Tamu Gagal fail-1',
      checkIn: d(120),
      checkOut: d(122),
    });
    const openBefore = (await entries()).open;

    now = new Date(now.getTime() + 60_000);
    expect((await book('fail-1', [120, 122])).statusCode).toBe(409);
    const retried = (await entries()).items.filter((e) => e.idempotencyKey === 'fail-1');
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ attempts: 2, lastAttemptAt: now.toISOString() });
    expect(retried[0]!.createdAt).toBe(entry!.createdAt);
    expect(await failedNotifications('IT-fail-1')).toBe(1);
    expect((await entries()).open).toBe(openBefore);

    await closeOut(121, false);
    const placed = await book('fail-1', [120, 122]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await entryOf('fail-1')).toBeUndefined();
    const resolved = await entryOf('fail-1', 'RESOLVED');
    expect(resolved).toMatchObject({
      status: 'RESOLVED',
      bookingId: placed.json<{ bookingId: number }>().bookingId,
    });
    expect((await entries()).open).toBe(openBefore - 1);
  });

  it('records a sold-out stay; a successful booking of another key resolves nothing', async () => {
    await t.db.query(
      'UPDATE room_inventory SET allotment = sold WHERE hotel_id = $1 AND room_id = $2 AND date = $3',
      [H, roomId, d(130)],
    );
    expect((await book('fail-2', [130, 131])).statusCode).toBe(409);
    expect((await book('ok-2', [131, 132])).statusCode).toBe(201);
    expect(await entryOf('fail-2')).toMatchObject({ status: 'OPEN', reasons: ['SOLD_OUT'] });
  });

  it('an unknown room or bad input is no entry', async () => {
    const unknown = await book('fail-3', [124, 125], { roomId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    const bad = await book('fail-4', [125, 124]);
    expect(bad.statusCode).toBe(400);
    const keys = (await entries()).items.map((e) => e.idempotencyKey);
    expect(keys).not.toContain('fail-3');
    expect(keys).not.toContain('fail-4');
  });
});

describe('marking handled', () => {
  it('keeps who and when; a second mark changes nothing', async () => {
    await closeOut(126, true);
    expect((await book('fail-5', [126, 127])).statusCode).toBe(409);
    const entry = (await entryOf('fail-5'))!;
    const at = now.toISOString();
    const res = await handled(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'HANDLED', handledAt: at, handledBy: 'Reservasi Demo' });
    expect(await entryOf('fail-5')).toBeUndefined();
    expect(await entryOf('fail-5', 'HANDLED')).toMatchObject({ id: entry.id });

    now = new Date(now.getTime() + 3_600_000);
    const again = await handled(entry.id, ADMIN);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ handledAt: at, handledBy: 'Reservasi Demo' });
  });

  it('an unknown id is 404; a bad status filter is a field error', async () => {
    expect((await handled(987_654_321)).statusCode).toBe(404);
    const res = await list('LOST');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['status']);
  });
});

describe('access', () => {
  it("another property's entries are never readable nor writable", async () => {
    await closeOut(128, true);
    expect((await book('fail-6', [128, 129])).statusCode).toBe(409);
    const entry = (await entryOf('fail-6'))!;
    const asBandung: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: BANDUNG };
    const read = await list(undefined, asBandung, BANDUNG);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ items: Entry[] }>().items.map((e) => e.id)).not.toContain(entry.id);
    const write = await handled(entry.id, asBandung, BANDUNG);
    expect(write.statusCode).toBe(404);
    // A member of Jakarta only, asking for Bandung's list, finds nothing either.
    const notMember = await list(undefined, RESERVATION, BANDUNG);
    expect([403, 404]).toContain(notMember.statusCode);
    expect(await entryOf('fail-6')).toMatchObject({ status: 'OPEN', handledAt: null });
  });

  it('roles outside the bookings route are refused; signed-out callers too', async () => {
    const entry = (await entryOf('fail-6'))!;
    const res = await handled(entry.id, FINANCE);
    expect([403, 404]).toContain(res.statusCode);
    const anon = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/has-error-bookings` });
    expect(anon.statusCode).toBe(401);
    expect(await entryOf('fail-6')).toMatchObject({ status: 'OPEN' });
  });
});
