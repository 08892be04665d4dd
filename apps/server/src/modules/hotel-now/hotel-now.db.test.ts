import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FEATURE, todayInZone } from '@extranet/domain';
import { HOTEL_NOW_MAX_DISCOUNT_PERCENT, HOTEL_NOW_MIN_DISCOUNT_PERCENT } from '@extranet/validation';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

const H = DEMO_HOTELS.JAKARTA;
const URL = `/api/v1/hotels/${H}/hotel-now`;
const ADMIN: { accountId: number; hotelId: number } = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
/** Day D: tomorrow in GMT+7, so the seeded inventory (from today on) covers every night used here. */
const D = addDays(todayInZone('Asia/Jakarta'), 1);
const day = (n: number) => addDays(D, n);
/** An instant at a GMT+7 wall-clock time on day D + n. */
const at = (n: number, time: string) => new Date(`${day(n)}T${time}:00+07:00`);

let now = at(0, '12:00');
let t: TestApp;
let roomId: number;
let otherRoomId: number;
let baliRoomId: number;

interface Night {
  date: string;
  state: string;
  unsold: number;
  open: boolean;
  rooms: number | null;
  discountPercent: number | null;
}
interface Availability {
  window: { status: string; night: string; opensAt: string; closesAt: string };
  nights: string[];
  rooms: { roomId: number; name: string; nights: Night[] }[];
  limits: { minDiscountPercent: number; maxDiscountPercent: number };
}

const get = (as = ADMIN) => t.request({ method: 'GET', url: URL, as });
const put = (changes: unknown[], as = ADMIN, headers: Record<string, string> = {}) =>
  t.request({ method: 'PUT', url: URL, as, payload: { changes }, headers });
const night = (a: Availability, room: number, date: string) =>
  a.rooms.find((r) => r.roomId === room)!.nights.find((n) => n.date === date)!;

/** Sets allotment and sold of a room on nights D + from .. D + to. */
async function inventory(room: number, from: number, to: number, allotment: number, sold: number) {
  await t.db.query(
    `INSERT INTO room_inventory (hotel_id, room_id, date, allotment, sold)
     SELECT $1, $2, d::date, $5, $6 FROM generate_series($3::date, $4::date, interval '1 day') AS d
     ON CONFLICT (hotel_id, room_id, date) DO UPDATE SET allotment = EXCLUDED.allotment, sold = EXCLUDED.sold`,
    [H, room, day(from), day(to), allotment, sold],
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const rooms = await t.db.query<{ room_id: number }>(
    'SELECT room_id FROM rooms WHERE hotel_id = $1 ORDER BY sort_order, room_id',
    [H],
  );
  roomId = Number(rooms[2]!.room_id);
  otherRoomId = Number(rooms[3]!.room_id);
  const bali = await t.db.one<{ room_id: number }>(
    'SELECT room_id FROM rooms WHERE hotel_id = $1 ORDER BY room_id LIMIT 1',
    [DEMO_HOTELS.BALI],
  );
  baliRoomId = Number(bali.room_id);
  // Bookings may hold rooms on these nights: fix the inventory so the limits below are known.
  await t.db.query('DELETE FROM hotel_now_offers WHERE hotel_id = $1 AND room_id = ANY($2::bigint[])', [
    H,
    [roomId, otherRoomId],
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the Hotel Now window (GMT+7) at its edges', () => {
  it.each([
    [0, '17:59', 'OPENS_TODAY', 0],
    [0, '18:00', 'OPEN', 0],
    [1, '03:59', 'OPEN', 0],
    [1, '04:00', 'OPENS_TODAY', 1],
  ])('on D+%s at %s: %s, current night D+%s', async (n, time, status, nightOffset) => {
    now = at(n, time);
    const res = await get();
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getHotelNowAvailability');
    const body = res.json<Availability>();
    expect(body.window.status).toBe(status);
    expect(body.window.night).toBe(day(nightOffset));
    expect(body.window.opensAt).toBe(at(nightOffset, '18:00').toISOString());
    expect(body.window.closesAt).toBe(at(nightOffset + 1, '04:00').toISOString());
    expect(body.nights).toHaveLength(30);
    expect(body.nights[0]).toBe(day(nightOffset));
    const first = night(body, roomId, day(nightOffset));
    expect(first.state).toBe(status === 'OPEN' ? 'RUNNING' : 'UPCOMING');
    expect(body.limits).toEqual({
      minDiscountPercent: HOTEL_NOW_MIN_DISCOUNT_PERCENT,
      maxDiscountPercent: HOTEL_NOW_MAX_DISCOUNT_PERCENT,
    });
  });
});

describe('saving offers', () => {
  it('saves offers up to the unsold allotment and reads them back', async () => {
    now = at(0, '12:00');
    await inventory(roomId, 1, 3, 5, 2);
    const res = await put([
      { roomId, date: day(1), open: true, rooms: 3, discountPercent: 20 },
      { roomId, date: day(2), open: true, rooms: 0, discountPercent: HOTEL_NOW_MIN_DISCOUNT_PERCENT },
      { roomId, date: day(3), open: true, rooms: 1, discountPercent: HOTEL_NOW_MAX_DISCOUNT_PERCENT },
    ]);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'saveHotelNowAvailability');
    expect(res.json<{ changed: number }>().changed).toBe(3);
    const body = (await get()).json<Availability>();
    expect(night(body, roomId, day(1))).toMatchObject({
      unsold: 3,
      open: true,
      rooms: 3,
      discountPercent: 20,
    });
    expect(night(body, roomId, day(3))).toMatchObject({ open: true, rooms: 1, discountPercent: 70 });
    // Saving the same values again changes nothing.
    const again = await put([{ roomId, date: day(1), open: true, rooms: 3, discountPercent: 20 }]);
    expect(again.json<{ changed: number }>().changed).toBe(0);
  });

  it('refuses above the unsold allotment with a translated field error, writing nothing of the batch', async () => {
    now = at(0, '12:00');
    await inventory(roomId, 5, 6, 4, 1);
    const res = await put([
      { roomId, date: day(5), open: true, rooms: 2, discountPercent: 30 },
      { roomId, date: day(6), open: true, rooms: 4, discountPercent: 30 },
    ]);
    expect(res.statusCode).toBe(400);
    await expectContract(res, 'saveHotelNowAvailability');
    const body = res.json<{ code: string; errors: { field: string; code: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toEqual([
      {
        field: 'changes.1.rooms',
        code: 'hotelNow.aboveUnsold',
        message: 'Maksimal 3 kamar (sisa alokasi yang belum terjual)',
      },
    ]);
    expect(night((await get()).json<Availability>(), roomId, day(5)).open).toBe(false);
    const en = await put([{ roomId, date: day(6), open: true, rooms: 4, discountPercent: 30 }], ADMIN, {
      'accept-language': 'en',
    });
    expect(en.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      'At most 3 rooms (the unsold allotment)',
    );
  });

  it.each([
    [HOTEL_NOW_MIN_DISCOUNT_PERCENT - 1, 'min_float'],
    [HOTEL_NOW_MAX_DISCOUNT_PERCENT + 1, 'max_float'],
    [12.5, 'integer'],
    [null, 'required'],
  ])('refuses a discount of %s (%s)', async (discountPercent, code) => {
    now = at(0, '12:00');
    await inventory(roomId, 7, 7, 4, 0);
    const res = await put([{ roomId, date: day(7), open: true, rooms: 1, discountPercent }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string; code: string }[] }>().errors).toMatchObject([
      { field: 'changes.0.discountPercent', code },
    ]);
  });

  it('lets a running night be lowered or closed, never raised above the unsold allotment', async () => {
    now = at(0, '12:00');
    await inventory(otherRoomId, 0, 0, 6, 0);
    expect(
      (await put([{ roomId: otherRoomId, date: day(0), open: true, rooms: 5, discountPercent: 25 }]))
        .statusCode,
    ).toBe(200);
    // The window opens; three rooms sell: 3 left, the offer of 5 stands above it.
    now = at(0, '21:00');
    await inventory(otherRoomId, 0, 0, 6, 3);
    const raise = await put([
      { roomId: otherRoomId, date: day(0), open: true, rooms: 6, discountPercent: 25 },
    ]);
    expect(raise.statusCode).toBe(400);
    expect(raise.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('hotelNow.aboveUnsold');
    const lower = await put([
      { roomId: otherRoomId, date: day(0), open: true, rooms: 4, discountPercent: 30 },
    ]);
    expect(lower.statusCode).toBe(200);
    expect(
      night(lower.json<{ availability: Availability }>().availability, otherRoomId, day(0)),
    ).toMatchObject({
      state: 'RUNNING',
      rooms: 4,
      discountPercent: 30,
    });
    const close = await put([{ roomId: otherRoomId, date: day(0), open: false }]);
    expect(close.statusCode).toBe(200);
    const closed = night(close.json<{ availability: Availability }>().availability, otherRoomId, day(0));
    // Closed, with the last offer kept for reopening.
    expect(closed).toMatchObject({ open: false, rooms: 4, discountPercent: 30 });
  });

  it('keeps past nights read-only: at 03:59 the night is still running, at 04:00 it is over', async () => {
    now = at(1, '03:59');
    expect((await put([{ roomId: otherRoomId, date: day(0), open: false }])).statusCode).toBe(200);
    now = at(1, '04:00');
    const res = await put([{ roomId: otherRoomId, date: day(0), open: false }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string; code: string }[] }>().errors).toMatchObject([
      { field: 'changes.0.date', code: 'hotelNow.nightPast' },
    ]);
  });

  it('refuses nights after the 30 shown, a room twice and rooms of another property', async () => {
    now = at(0, '12:00');
    const res = await put([
      { roomId, date: day(30), open: false },
      { roomId, date: day(8), open: false },
      { roomId, date: day(8), open: false },
      { roomId: baliRoomId, date: day(8), open: false },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string; code: string }[] }>().errors).toMatchObject([
      { field: 'changes.0.date', code: 'DATE_OUTSIDE_WINDOW' },
      { field: 'changes.2.date', code: 'DUPLICATE_ITEMS' },
      { field: 'changes.3.roomId', code: 'UNKNOWN_ROOM' },
    ]);
  });
});

describe('access', () => {
  it('answers 404 to a user of another property and 401 without a session', async () => {
    const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: DEMO_HOTELS.BALI };
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/hotel-now`,
      as: finance,
    });
    expect(res.statusCode).toBe(404);
    await expectContract(res, 'getHotelNowAvailability');
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('answers 403 to a role outside the rates roles, and lets reservation staff in', async () => {
    const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: H };
    expect((await get(finance)).statusCode).toBe(403);
    expect((await put([{ roomId, date: day(9), open: false }], finance)).statusCode).toBe(403);
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: H };
    expect((await get(reservation)).statusCode).toBe(200);
  });

  it('answers 403 when the property does not have the Hotel Now feature', async () => {
    await t.db.query('DELETE FROM hotel_features WHERE hotel_id = $1 AND feature_id = $2', [
      H,
      FEATURE.HOTEL_NOW,
    ]);
    try {
      const res = await get();
      expect(res.statusCode).toBe(403);
      await expectContract(res, 'getHotelNowAvailability');
      expect((await put([{ roomId, date: day(9), open: false }])).statusCode).toBe(403);
    } finally {
      await t.db.query('INSERT INTO hotel_features (hotel_id, feature_id) VALUES ($1, $2)', [
        H,
        FEATURE.HOTEL_NOW,
      ]);
    }
    expect((await get()).statusCode).toBe(200);
  });
});
