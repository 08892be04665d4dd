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

const JKT = DEMO_HOTELS.JAKARTA;
const BDG = DEMO_HOTELS.BANDUNG;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
const finance: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const d = (n: number) => addDays(todayInZone(), n);

let t: TestApp;
let roomId: number;
let ratePlanId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [JKT],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  // A clean stretch with room for two bookings a night, so the tests' bookings succeed whatever the seed sold.
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 500000
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [JKT, roomId, d(40), d(50)],
  );
  await t.db.query(
    `UPDATE room_inventory SET sold = 0, allotment = 2
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [JKT, roomId, d(40), d(50)],
  );
  await t.db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
  // Every test starts from "all read" for both Jakarta members.
  for (const as of [admin(), reservation]) await readAll(as);
}, 180_000);

afterAll(() => t?.close());

const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/notifications`;
const get = (url: string, as: As = admin()) => t.request({ method: 'GET', url, as });
const post = (url: string, as: As = admin()) => t.request({ method: 'POST', url, as, headers: SAME_ORIGIN });
const readAll = (as: As) => post(`${base(as.hotelId)}/read-all`, as);
const unread = async (as: As = admin()) =>
  (await get(`${base(as.hotelId)}/unread-count`, as)).json().unreadCount as number;

let guest = 0;
async function book(checkIn = d(41)) {
  guest += 1;
  const r = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': `notify-${guest}-${Date.now()}` },
    payload: {
      hotelId: JKT,
      roomId,
      ratePlanId,
      checkIn,
      checkOut: addDays(checkIn, 1),
      adults: 2,
      guestName: `Tamu Notifikasi ${guest}`,
      itineraryId: `IT-NOTIFY-${guest}`,
    },
  });
  expect(r.statusCode).toBe(201);
  return r.json() as { bookingId: number; itineraryId: string; guestName: string };
}

describe('entries', () => {
  it('a booking and its cancellation each write one entry, unread for every member', async () => {
    const booking = await book();
    const r = await get(base(JKT));
    await expectContract(r, 'listNotifications');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.unreadCount).toBe(1);
    expect(body.items[0]).toMatchObject({
      kind: 'BOOKING_NEW',
      read: false,
      params: {
        bookingId: booking.bookingId,
        itineraryId: booking.itineraryId,
        guestName: booking.guestName,
        checkIn: d(41),
        checkOut: d(42),
      },
    });
    expect(await unread(reservation)).toBe(1);

    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${booking.bookingId}/cancel`,
      headers: { 'x-api-key': MARKETPLACE_KEY },
    });
    expect(cancel.statusCode).toBe(200);
    const after = (await get(base(JKT))).json();
    expect(after.items[0]).toMatchObject({
      kind: 'BOOKING_CANCELLED',
      params: { bookingId: booking.bookingId },
    });
    expect(after.unreadCount).toBe(2);
    // Cancelling again changes nothing, so it tells nobody anything.
    await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${booking.bookingId}/cancel`,
      headers: { 'x-api-key': MARKETPLACE_KEY },
    });
    expect(await unread()).toBe(2);
  });

  it('a booking the database refuses (sold out) is no booking entry, but a refused request (BOOKING_FAILED)', async () => {
    await readAll(admin());
    await t.db.query(
      'UPDATE room_inventory SET allotment = 0 WHERE hotel_id = $1 AND room_id = $2 AND date = $3',
      [JKT, roomId, d(45)],
    );
    const r = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': `sold-out-${Date.now()}` },
      payload: {
        hotelId: JKT,
        roomId,
        ratePlanId,
        checkIn: d(45),
        checkOut: d(46),
        adults: 2,
        guestName: 'X',
      },
    });
    expect(r.statusCode).toBe(409);
    // Staff learn of the refused request (has-error-bookings), not of a booking.
    expect(await unread()).toBe(1);
    const newest = await t.db.one<{ kind: string; params: { guestName?: string } }>(
      'SELECT kind, params FROM notifications WHERE hotel_id = $1 ORDER BY notification_id DESC LIMIT 1',
      [JKT],
    );
    expect(newest).toMatchObject({ kind: 'BOOKING_FAILED', params: { guestName: 'X' } });
  });
});

describe('read state', () => {
  it('marks one entry read for the caller only, and the unread filter leaves it out', async () => {
    await readAll(admin());
    await readAll(reservation);
    await book(d(43));
    await book(d(44));
    const [newest, older] = (await get(base(JKT))).json().items;
    const r = await post(`${base(JKT)}/${older.notificationId}/read`);
    await expectContract(r, 'markNotificationRead');
    expect(r.json()).toEqual({ unreadCount: 1 });

    const list = (await get(base(JKT))).json();
    expect(list.items.slice(0, 2).map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    const onlyUnread = (await get(`${base(JKT)}?unread=true`)).json();
    expect(onlyUnread.items.map((n: { notificationId: number }) => n.notificationId)).toEqual([
      newest.notificationId,
    ]);
    // Reading it twice is the same as once.
    expect((await post(`${base(JKT)}/${older.notificationId}/read`)).json()).toEqual({ unreadCount: 1 });
    // The reservation user has read nothing.
    expect(await unread(reservation)).toBe(2);

    const all = await readAll(admin());
    await expectContract(all, 'markAllNotificationsRead');
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await get(`${base(JKT)}?unread=true`)).json().items).toEqual([]);
    expect(await unread(reservation)).toBe(2);
  });

  it('pages newest first with a cursor', async () => {
    for (let i = 0; i < 3; i++) await book(d(47 + i));
    const first = (await get(`${base(JKT)}?limit=2`)).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1].notificationId);
    const second = (await get(`${base(JKT)}?limit=2&before=${first.nextCursor}`)).json();
    expect(second.items[0].notificationId).toBeLessThan(first.items[1].notificationId);
    const ids = [...first.items, ...second.items].map((n: { notificationId: number }) => n.notificationId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});

describe('access', () => {
  it("another property's entries are neither listed nor markable", async () => {
    const jakartaEntry = (await get(base(JKT))).json().items[0];
    const bandung = (await get(base(BDG), admin(BDG))).json();
    expect(
      bandung.items.some((n: { notificationId: number }) => n.notificationId === jakartaEntry.notificationId),
    ).toBe(false);
    const r = await post(`${base(BDG)}/${jakartaEntry.notificationId}/read`, admin(BDG));
    expect(r.statusCode).toBe(404);
    await expectContract(r, 'markNotificationRead');
    // Not a member of Bandung: to them the property does not exist.
    const outsider = await get(base(BDG), { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: BDG });
    expect(outsider.statusCode).toBe(404);
    await expectContract(outsider, 'listNotifications');
  });

  it('chat messages are for the chat roles only: another role neither lists nor counts them', async () => {
    const kindsOf = (body: { items: { kind: string }[] }) => new Set(body.items.map((n) => n.kind));
    // A guest writes about a new booking (Jakarta has chat on in the demo): an entry for the chat roles.
    const { bookingId } = await book();
    const message = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${bookingId}/chat/messages`,
      headers: { 'x-api-key': MARKETPLACE_KEY },
      payload: { body: 'Bisa check-in lebih awal?' },
    });
    expect(message.statusCode).toBe(201);
    const ofAdmin = (await get(`${base(JKT)}?limit=100`)).json();
    expect(kindsOf(ofAdmin).has('CHAT_MESSAGE')).toBe(true);
    const roles = await t.db.one<{ roles: number[] }>(
      'SELECT roles FROM hotel_users WHERE hotel_id = $1 AND account_id = $2',
      [JKT, reservation.accountId],
    );
    // A property manager (3): the notification page, not the chat page (SPEC 6 "Chat: 4, 5, 7").
    await t.db.query('UPDATE hotel_users SET roles = $3 WHERE hotel_id = $1 AND account_id = $2', [
      JKT,
      reservation.accountId,
      [3],
    ]);
    try {
      const list = await get(`${base(JKT)}?limit=100`, reservation);
      expect(list.statusCode).toBe(200);
      expect(kindsOf(list.json()).has('CHAT_MESSAGE')).toBe(false);
      expect(kindsOf(list.json()).has('BOOKING_NEW')).toBe(true);
      const unread = (await get(`${base(JKT)}?limit=100&unread=true`, reservation)).json();
      expect(list.json().unreadCount).toBe(unread.items.length);
      const count = (await get(`${base(JKT)}/unread-count`, reservation)).json();
      expect(count.unreadCount).toBe(unread.items.length);
    } finally {
      await t.db.query('UPDATE hotel_users SET roles = $3 WHERE hotel_id = $1 AND account_id = $2', [
        JKT,
        reservation.accountId,
        roles.roles,
      ]);
    }
  });

  it('a role the notification page does not allow is refused', async () => {
    const r = await get(base(JKT), finance);
    expect(r.statusCode).toBe(403);
    await expectContract(r, 'listNotifications');
    expect((await t.request({ method: 'GET', url: base(JKT) })).statusCode).toBe(401);
  });
});

describe('live unread count', () => {
  it('streams the count at once and again after a booking', async () => {
    await readAll(admin());
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}${base(JKT)}/stream`, {
      headers: { authorization: `Bearer ${await t.token(DEMO_ACCOUNTS.ADMIN.id, JKT)}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextCount = async (): Promise<number> => {
      for (;;) {
        const match = /event: unread\ndata: (\{[^\n]*\})\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!).unreadCount;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      expect(await nextCount()).toBe(0);
      await book(d(50));
      expect(await nextCount()).toBe(1);
      await readAll(admin());
      expect(await nextCount()).toBe(0);
    } finally {
      controller.abort();
    }
  });
});
