import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';

// 00:30 WIB on 1 March 2027 in Jakarta (28 February in UTC): the property's today is 2027-03-01.
const START = new Date('2027-02-28T17:30:00Z');
const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };

let t: TestApp;
let now = START;

async function addBooking(
  hotelId: number,
  itineraryId: string,
  checkIn: string,
  patch: { status?: string; fee?: number | null } = {},
): Promise<number> {
  const row = await t.db.one<{ booking_id: string | number }>(
    `INSERT INTO bookings (hotel_id, itinerary_id, idempotency_key, room_id, rate_plan_id, check_in, check_out,
                           adults, guest_name, guest_email, guest_phone, total_price, nightly_rates, status,
                           cancellation_fee, cancellation_charge, cancelled_at)
     VALUES ($1, $2, $2, 1, 1, $3::date, $3::date + 2, 2, 'Tamu Kontak', 'tamu@example.com', '+6281234567890',
             1000000, '{500000,500000}', $4, $5, $6, CASE WHEN $4 = 'CANCELLED' THEN now() END)
     RETURNING booking_id`,
    [
      hotelId,
      itineraryId,
      checkIn,
      patch.status ?? 'CONFIRMED',
      patch.fee ?? null,
      patch.fee === undefined || patch.fee === null ? null : 'FREE',
    ],
  );
  return Number(row.booking_id);
}

const base = (bookingId: number, as: As) =>
  `/api/v1/hotels/${as.hotelId}/bookings/${bookingId}/guest-contact`;
const state = (id: number, as: As = admin()) => t.request({ method: 'GET', url: base(id, as), as });
const send = (id: number, as: As = admin()) => t.request({ method: 'POST', url: `${base(id, as)}/otp`, as });
const reveal = (id: number, code: string, as: As = admin()) =>
  t.request({ method: 'POST', url: base(id, as), as, payload: { code } });

async function mailedCode(email: string): Promise<string> {
  const r = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const mail = (r.json() as { mails: { kind: string; text: string }[] }).mails.find(
    (m) => m.kind === 'otp.GUEST_CONTACT',
  );
  const code = mail ? /\b(\d{4})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no guest contact code for ${email}`);
  return code;
}
const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => now });
});
afterAll(() => t?.close());
beforeEach(async () => {
  now = START;
  await t.db.query(`DELETE FROM otp_codes WHERE request_type = 'GUEST_CONTACT'`);
});

describe('guest contact', () => {
  it('mails a code to the staff member and reveals the contact with it, logged', async () => {
    const id = await addBooking(JKT, 'GC-OK', '2027-03-02'); // tomorrow in Jakarta
    const before = await state(id);
    expect(before.statusCode).toBe(200);
    await expectContract(before, 'getGuestContactState');
    expect(before.json()).toEqual({
      available: true,
      refusal: null,
      availableFrom: '2027-03-01',
      sentTo: DEMO_ACCOUNTS.ADMIN.email,
      reveals: [],
    });
    expect(before.body).not.toContain('tamu@example.com');

    const sent = await send(id);
    expect(sent.statusCode).toBe(202);
    await expectContract(sent, 'sendGuestContactOtp');
    expect(sent.json()).toMatchObject({
      sentTo: DEMO_ACCOUNTS.ADMIN.email,
      expiresAt: new Date(START.getTime() + 10 * 60_000).toISOString(),
      sendCount: 1,
    });
    const code = await mailedCode(DEMO_ACCOUNTS.ADMIN.email);

    const shown = await reveal(id, code);
    expect(shown.statusCode).toBe(200);
    await expectContract(shown, 'revealGuestContact');
    expect(shown.json()).toEqual({
      guestName: 'Tamu Kontak',
      guestEmail: 'tamu@example.com',
      guestPhone: '+6281234567890',
    });
    expect((await state(id)).json().reveals).toEqual([
      { at: START.toISOString(), byName: 'Admin Demo', byEmail: DEMO_ACCOUNTS.ADMIN.email },
    ]);
    // A code is spent once.
    expect((await reveal(id, code)).statusCode).toBe(410);
  });

  it('refuses cancelled and finished bookings and those more than 1 day ahead, with clear codes', async () => {
    const early = await addBooking(JKT, 'GC-EARLY', '2027-03-03');
    const cancelled = await addBooking(JKT, 'GC-CANCEL', '2027-03-02', { status: 'CANCELLED', fee: 0 });
    const over = await addBooking(JKT, 'GC-OVER', '2027-02-25'); // check-out 27 February
    expect((await state(early)).json()).toMatchObject({ available: false, refusal: 'TOO_EARLY' });
    expect((await state(cancelled)).json()).toMatchObject({ available: false, refusal: 'NOT_ACTIVE' });
    expect((await state(over)).json()).toMatchObject({ available: false, refusal: 'NOT_ACTIVE' });

    const tooEarly = await send(early);
    expect(tooEarly.statusCode).toBe(409);
    await expectContract(tooEarly, 'sendGuestContactOtp');
    expect(tooEarly.json()).toMatchObject({
      code: 'GUEST_CONTACT_TOO_EARLY',
      message: 'Kontak tamu dapat ditampilkan mulai 1 hari sebelum check-in (mulai 2027-03-02).',
    });
    for (const id of [cancelled, over]) {
      const r = await send(id);
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('GUEST_CONTACT_NOT_ACTIVE');
      const v = await reveal(id, '1234');
      expect(v.statusCode).toBe(409);
      await expectContract(v, 'revealGuestContact');
    }
  });

  it('allows 3 attempts, then a new code is needed', async () => {
    const id = await addBooking(JKT, 'GC-ATTEMPTS', '2027-03-01');
    await send(id);
    const code = await mailedCode(DEMO_ACCOUNTS.ADMIN.email);
    const first = await reveal(id, wrongOf(code));
    expect(first.statusCode).toBe(400);
    await expectContract(first, 'revealGuestContact');
    expect(first.json()).toMatchObject({ code: 'OTP_WRONG', attemptsLeft: 2 });
    expect((await reveal(id, wrongOf(code))).json()).toMatchObject({ code: 'OTP_WRONG', attemptsLeft: 1 });
    expect((await reveal(id, wrongOf(code))).json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' });
    expect((await reveal(id, code)).json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' });
    expect((await state(id)).json().reveals).toEqual([]);
    // Resending follows the sign-in OTP's countdown.
    const tooSoon = await send(id);
    expect(tooSoon.statusCode).toBe(429);
    await expectContract(tooSoon, 'sendGuestContactOtp');
    expect(tooSoon.json()).toMatchObject({ code: 'OTP_TOO_FREQUENT' });
    now = new Date(START.getTime() + 61_000);
    expect((await send(id)).statusCode).toBe(202);
    expect((await reveal(id, await mailedCode(DEMO_ACCOUNTS.ADMIN.email))).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes, and a code of one booking does not open another', async () => {
    const a = await addBooking(JKT, 'GC-EXP-A', '2027-03-01');
    const b = await addBooking(JKT, 'GC-EXP-B', '2027-03-01');
    await send(a);
    const code = await mailedCode(DEMO_ACCOUNTS.ADMIN.email);
    expect((await reveal(b, code)).json().code).toBe('OTP_EXPIRED');
    now = new Date(START.getTime() + 10 * 60_000);
    const expired = await reveal(a, code);
    expect(expired.statusCode).toBe(410);
    await expectContract(expired, 'revealGuestContact');
    expect(expired.json().code).toBe('OTP_EXPIRED');
  });

  it('mails the code to whoever asks: reservation staff may see the contact too', async () => {
    const id = await addBooking(JKT, 'GC-RES', '2027-03-02');
    expect((await send(id, reservation)).statusCode).toBe(202);
    const code = await mailedCode(DEMO_ACCOUNTS.RESERVATION.email);
    expect((await reveal(id, code, reservation)).statusCode).toBe(200);
    expect((await state(id)).json().reveals[0]).toMatchObject({ byEmail: DEMO_ACCOUNTS.RESERVATION.email });
  });

  it("never reveals another property's guest", async () => {
    const bali = await addBooking(BALI, 'GC-BALI', '2027-03-02');
    expect((await state(bali, admin(JKT))).statusCode).toBe(404);
    expect((await send(bali, admin(JKT))).statusCode).toBe(404);
    expect((await reveal(bali, '1234', admin(JKT))).statusCode).toBe(404);
    expect((await state(bali, { ...reservation, hotelId: BALI })).statusCode).toBe(404);
  });

  it('takes the guest phone from the intake, checked with libphonenumber-js', async () => {
    const plans = await t.db.query<{ room_id: string; rate_plan_id: string }>(
      `SELECT r.room_id, r.rate_plan_id FROM rate_plan_rooms r WHERE r.hotel_id = $1 ORDER BY 1, 2 LIMIT 12`,
      [JKT],
    );
    const body = (p: { room_id: string; rate_plan_id: string }, day: number, guestPhone: string) => ({
      hotelId: JKT,
      roomId: Number(p.room_id),
      ratePlanId: Number(p.rate_plan_id),
      checkIn: `2027-04-${String(day).padStart(2, '0')}`,
      checkOut: `2027-04-${String(day + 1).padStart(2, '0')}`,
      adults: 2,
      guestName: 'Tamu Telepon',
      guestPhone,
    });
    const book = (payload: object, key: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/marketplace/bookings',
        headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': key },
        payload,
      });
    const bad = await book(body(plans[0]!, 10, '+62 12'), 'gc-phone-bad');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ field: 'guestPhone', code: 'INVALID_PHONE' }]);
    let ok: Awaited<ReturnType<typeof book>> | undefined;
    for (const [i, p] of plans.entries()) {
      for (const day of [10, 14, 20]) {
        const r = await book(body(p, day, '+62 812-3456-7890'), `gc-phone-ok-${i}-${day}`);
        if (r.statusCode === 201) ok = r;
        if (ok) break;
      }
      if (ok) break;
    }
    expect(ok?.statusCode).toBe(201);
    const stored = await t.db.one<{ guest_phone: string }>(
      'SELECT guest_phone FROM bookings WHERE booking_id = $1',
      [ok!.json().bookingId],
    );
    expect(stored.guest_phone).toBe('+6281234567890');
  });
});
