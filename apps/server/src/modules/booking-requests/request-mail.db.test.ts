/**
 * The mails of requests and moves, and the special request's idempotency, through HTTP on PGlite and PostgreSQL:
 * a special request or reschedule request sent later through the intake, and an approved reschedule (the changed
 * booking), each write one outbox row per recipient (reservation users always, users with notifications on),
 * in each recipient's language; the same request key adds one request and answers it again.
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
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
const headers = { 'x-api-key': MARKETPLACE_KEY };

// The server's clock, injected.
const now = new Date();
const clock = () => now;
const d = (n: number) => addDays(todayInZone('Asia/Jakarta', clock), n);
let t: TestApp;
let roomId: number;
let ratePlanId: number;

let seq = 0;
async function book(nights: [number, number]) {
  seq += 1;
  const itineraryId = `MAIL-REQ-${seq}`;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { ...headers, 'idempotency-key': `request-mail-${seq}` },
    payload: {
      hotelId: H,
      roomId,
      ratePlanId,
      checkIn: d(nights[0]),
      checkOut: d(nights[1]),
      adults: 2,
      guestName: `Tamu Surat ${seq}`,
      itineraryId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { bookingId: res.json<{ bookingId: number }>().bookingId, itineraryId };
}

const addRequest = (bookingId: number, text: string, key?: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/marketplace/bookings/${bookingId}/special-requests`,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload: { text },
  });

interface Mail {
  to_email: string;
  lang: string;
  subject: string;
  text_body: string;
}
const mails = (kind: string, itineraryId: string) =>
  t.db.query<Mail>(
    `SELECT to_email, lang, subject, text_body FROM mail_outbox WHERE kind = $1 AND text_body LIKE $2
      ORDER BY to_email`,
    [kind, `%${itineraryId}%`],
  );
const requestRows = async (bookingId: number) =>
  Number(
    (
      await t.db.one<{ n: string | number }>(
        `SELECT count(*) AS n FROM booking_special_requests WHERE hotel_id = $1 AND booking_id = $2`,
        [H, bookingId],
      )
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp({
    env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY, PUBLIC_URL: 'https://extranet.test' },
    clock,
  });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [H],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  // The administrator reads English, the reservation user the default (Indonesian).
  await t.db.query(`UPDATE accounts SET lang = 'en' WHERE id = $1`, [DEMO_ACCOUNTS.ADMIN.id]);
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, rate = 500000, occupancy_rates = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [H, roomId, d(140), d(170)],
  );
  await t.db.query(
    'UPDATE room_inventory SET allotment = sold + 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [H, roomId, d(140), d(170)],
  );
}, 120_000);
afterAll(() => t?.close());

describe('a special request sent later', () => {
  it('is idempotent by its key: one row, the same request answered again (200), even at once', async () => {
    const b = await book([141, 143]);
    const first = await addRequest(b.bookingId, 'Kamar bebas asap rokok', 'req-1');
    expect(first.statusCode, first.body).toBe(201);
    await expectContract(first, 'marketplaceAddSpecialRequest');
    const again = await addRequest(b.bookingId, 'Teks lain', 'req-1');
    expect(again.statusCode).toBe(200);
    await expectContract(again, 'marketplaceAddSpecialRequest');
    expect(again.json()).toEqual(first.json());
    expect(await requestRows(b.bookingId)).toBe(1);

    const raced = await Promise.all([
      addRequest(b.bookingId, 'Bantal tambahan', 'req-2'),
      addRequest(b.bookingId, 'Bantal tambahan', 'req-2'),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(raced[0]!.json().id).toBe(raced[1]!.json().id);
    expect(await requestRows(b.bookingId)).toBe(2);

    // Without a key each call adds one.
    expect((await addRequest(b.bookingId, 'Handuk tambahan')).statusCode).toBe(201);
    expect((await addRequest(b.bookingId, 'Handuk tambahan')).statusCode).toBe(201);
    expect(await requestRows(b.bookingId)).toBe(4);
  });

  it('a replay answers once the booking is cancelled; a new key is refused then', async () => {
    const b = await book([144, 145]);
    const first = await addRequest(b.bookingId, 'Check-in larut malam', 'req-3');
    expect(first.statusCode).toBe(201);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${b.bookingId}/cancel`,
      headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const replay = await addRequest(b.bookingId, 'Check-in larut malam', 'req-3');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    const fresh = await addRequest(b.bookingId, 'Check-in larut malam', 'req-4');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().code).toBe('BOOKING_CLOSED');
  });

  it('mails reservation users and users with notifications on, once, each in their language', async () => {
    const b = await book([146, 147]);
    expect((await addRequest(b.bookingId, 'Lantai atas', 'req-5')).statusCode).toBe(201);
    expect((await addRequest(b.bookingId, 'Lantai atas', 'req-5')).statusCode).toBe(200);
    const rows = await mails('booking.SPECIAL_REQUEST', b.itineraryId);
    const reservation = rows.filter((m) => m.to_email === DEMO_ACCOUNTS.RESERVATION.email);
    expect(reservation).toHaveLength(1);
    expect(reservation[0]).toMatchObject({ lang: 'id' });
    expect(reservation[0]!.subject).toContain(`Permintaan khusus untuk pesanan ${b.itineraryId}`);
    expect(reservation[0]!.text_body).toContain('Permintaan: Lantai atas');
    expect(reservation[0]!.text_body).toContain(
      `https://extranet.test/v3/booking/search-bookings?booking=${b.bookingId}`,
    );
    const admin = rows.filter((m) => m.to_email === DEMO_ACCOUNTS.ADMIN.email);
    expect(admin).toHaveLength(1);
    expect(admin[0]).toMatchObject({ lang: 'en' });
    expect(admin[0]!.text_body).toContain('Request: Lantai atas');
    expect(admin[0]!.text_body.includes('\u0001')).toBe(false);
  });
});

describe('reschedule mails', () => {
  const ask = (bookingId: number, checkIn: string, checkOut: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${bookingId}/reschedule-requests`,
      headers,
      payload: { checkIn, checkOut },
    });
  const decide = (action: 'approve' | 'reject', bookingId: number, id: number) =>
    t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/bookings/${bookingId}/reschedule-requests/${id}/${action}`,
      as: ADMIN,
      headers: SAME_ORIGIN,
    });

  it('a request mails the new dates asked; its approval mails the changed booking, with the stay before', async () => {
    const b = await book([150, 152]);
    const asked = await ask(b.bookingId, d(155), d(158));
    expect(asked.statusCode, asked.body).toBe(201);
    const requested = await mails('booking.RESCHEDULE_REQUEST', b.itineraryId);
    expect(requested.map((m) => m.to_email)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.RESERVATION.email, DEMO_ACCOUNTS.ADMIN.email]),
    );
    const askedEn = requested.find((m) => m.to_email === DEMO_ACCOUNTS.ADMIN.email)!;
    expect(askedEn.text_body).toContain('Requested stay:');
    expect(askedEn.text_body).toContain('(3 nights)');
    expect(await mails('booking.CHANGED', b.itineraryId)).toEqual([]);

    const approved = await decide('approve', b.bookingId, asked.json<{ id: number }>().id);
    expect(approved.statusCode, approved.body).toBe(200);
    const changed = await mails('booking.CHANGED', b.itineraryId);
    const reservation = changed.filter((m) => m.to_email === DEMO_ACCOUNTS.RESERVATION.email);
    expect(reservation).toHaveLength(1);
    expect(reservation[0]).toMatchObject({ lang: 'id' });
    expect(reservation[0]!.subject).toContain(`Pesanan ${b.itineraryId} diubah`);
    expect(reservation[0]!.text_body).toContain('Sebelumnya:');
    expect(reservation[0]!.text_body).toContain('(3 malam)');
    const admin = changed.filter((m) => m.to_email === DEMO_ACCOUNTS.ADMIN.email);
    expect(admin).toHaveLength(1);
    expect(admin[0]!.lang).toBe('en');
    expect(admin[0]!.text_body).toContain('Before:');
  });

  it('a rejection mails no change; with notifications off only the reservation users get the change', async () => {
    const rejectedBooking = await book([160, 161]);
    const r1 = await ask(rejectedBooking.bookingId, d(162), d(163));
    expect(r1.statusCode).toBe(201);
    expect((await decide('reject', rejectedBooking.bookingId, r1.json<{ id: number }>().id)).statusCode).toBe(
      200,
    );
    expect(await mails('booking.CHANGED', rejectedBooking.itineraryId)).toEqual([]);

    await t.db.query('UPDATE hotel_users SET notification_allowed = false WHERE hotel_id = $1', [H]);
    try {
      const b = await book([164, 165]);
      const r2 = await ask(b.bookingId, d(166), d(167));
      expect(r2.statusCode).toBe(201);
      expect((await decide('approve', b.bookingId, r2.json<{ id: number }>().id)).statusCode).toBe(200);
      expect((await mails('booking.CHANGED', b.itineraryId)).map((m) => m.to_email)).toEqual([
        DEMO_ACCOUNTS.RESERVATION.email,
      ]);
    } finally {
      await t.db.query('UPDATE hotel_users SET notification_allowed = true WHERE hotel_id = $1', [H]);
    }
  });
});
