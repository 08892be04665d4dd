import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_PROOF_TTL_SECONDS } from '@extranet/domain';
import { signAccessToken } from '../../http/access-token.js';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';
import { pinProof, TEST_PIN } from '../../../test/pin-proof.js';

// 00:30 WIB on 1 March 2027 in Jakarta (still 28 February in UTC): the property's today is 2027-03-01.
const NOW = new Date('2027-02-28T17:30:00Z');
const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
const CARD = '4111 1111 1111 1111';
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };

let t: TestApp;
let now = NOW;

const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));

async function addBooking(hotelId: number, itineraryId: string, checkIn: string): Promise<number> {
  const row = await t.db.one<{ booking_id: string | number }>(
    `INSERT INTO bookings (hotel_id, itinerary_id, idempotency_key, room_id, rate_plan_id, check_in, check_out,
                           adults, guest_name, total_price, nightly_rates, status)
     VALUES ($1, $2, $2, 1, 1, $3::date, $3::date + 2, 2, 'Tamu Uji', 1000000, '{500000,500000}', 'CONFIRMED')
     RETURNING booking_id`,
    [hotelId, itineraryId, checkIn],
  );
  return Number(row.booking_id);
}

const card = (patch: Record<string, unknown> = {}) => ({
  cardNumber: CARD,
  cvc: '123',
  holderName: 'MARKETPLACE VCC',
  expiryMonth: 12,
  expiryYear: 2028,
  currency: 'IDR',
  balance: 1000000,
  ...patch,
});

const attach = (bookingId: number, body: object = card(), key: string | null = MARKETPLACE_KEY) =>
  t.request({
    method: 'PUT',
    url: `/api/v1/marketplace/bookings/${bookingId}/vcc`,
    headers: key === null ? {} : { 'x-api-key': key },
    payload: body,
  });
const view = (bookingId: number, as: As = admin()) =>
  t.request({ method: 'GET', url: `/api/v1/hotels/${as.hotelId}/bookings/${bookingId}/vcc`, as });
const PIN = TEST_PIN;
/** A PIN proof of the caller (test/pin-proof.ts). */
const proofOf = (as: As = admin()) => pinProof(t, as);
const reveal = async (bookingId: number, proof?: string | null, as: As = admin()) =>
  t.request({
    method: 'POST',
    url: `/api/v1/hotels/${as.hotelId}/bookings/${bookingId}/vcc/reveal`,
    as,
    headers: {
      ...SAME_ORIGIN,
      ...(proof === null ? {} : { 'x-pin-proof': proof ?? (await proofOf(as)) }),
    },
  });

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => now });
});
afterAll(() => t?.close());

describe('virtual credit card', () => {
  it('is attached by the marketplace only, validated, and stored encrypted', async () => {
    const id = await addBooking(JKT, 'VCC-STORE', '2027-03-01');
    expect((await attach(id, card(), null)).statusCode).toBe(401);
    expect((await attach(id, card(), 'wrong')).statusCode).toBe(401);
    expect((await attach(99_999_999)).statusCode).toBe(404);

    const bad = await attach(
      id,
      card({
        cardNumber: '4111 1111 1111 1112',
        cvc: '12a',
        expiryYear: 2027,
        expiryMonth: 1,
        balance: 1.005,
      }),
    );
    expect(bad.statusCode).toBe(400);
    await expectContract(bad, 'marketplaceAttachVcc');
    expect(fields(bad.json())).toEqual({
      cardNumber: 'vcc.cardNumber',
      cvc: 'vcc.cvc',
      expiryMonth: 'vcc.expired',
      balance: 'vcc.balanceDecimals',
    });
    const badCurrency = await attach(id, card({ currency: 'XXX' }));
    expect(badCurrency.statusCode).toBe(400);

    const ok = await attach(id);
    expect(ok.statusCode).toBe(200);
    await expectContract(ok, 'marketplaceAttachVcc');
    expect(ok.json()).toMatchObject({ last4: '1111', currency: 'IDR', balance: 1000000, expiryYear: 2028 });
    expect(ok.body).not.toContain('4111111111111111');

    const stored = await t.db.one<{ sealed: string }>(
      'SELECT sealed FROM booking_vccs WHERE booking_id = $1',
      [id],
    );
    expect(stored.sealed).toMatch(/^v1\./);
    expect(stored.sealed).not.toContain('4111');
    expect(Buffer.from(stored.sealed.slice(3), 'base64url').toString('latin1')).not.toContain(
      '4111111111111111',
    );

    // Attaching again replaces the card.
    const again = await attach(id, card({ cardNumber: '5555555555554444', currency: 'USD', balance: 72.5 }));
    expect(again.json()).toMatchObject({ last4: '4444', currency: 'USD', balance: 72.5 });
  });

  it('reveals the card within the swipe window in the property time zone, after the PIN, and logs it', async () => {
    // Check-in on the property's today (1 March in Jakarta, while UTC is still on 28 February).
    const id = await addBooking(JKT, 'VCC-TODAY', '2027-03-01');
    await attach(id);
    const before = await view(id);
    expect(before.statusCode).toBe(200);
    await expectContract(before, 'getBookingVcc');
    expect(before.json()).toMatchObject({
      card: { last4: '1111', holderName: 'MARKETPLACE VCC' },
      swipeFrom: '2027-03-01',
      swipeUntil: '2027-04-30',
      inSwipePeriod: true,
      canReveal: true,
      reveals: [],
    });
    expect(before.body).not.toContain('4111111111111111');

    const without = await reveal(id, null);
    expect(without.statusCode).toBe(403);
    await expectContract(without, 'revealBookingVcc');
    expect(without.json()).toMatchObject({
      code: 'PIN_REQUIRED',
      message: 'Masukkan PIN Anda untuk melanjutkan.',
    });
    expect((await view(id)).json().reveals).toEqual([]);

    const shown = await reveal(id);
    expect(shown.statusCode).toBe(200);
    await expectContract(shown, 'revealBookingVcc');
    expect(shown.json()).toMatchObject({ cardNumber: '4111111111111111', cvc: '123', last4: '1111' });

    const after = (await view(id)).json();
    expect(after.reveals).toEqual([
      { at: NOW.toISOString(), byName: 'Admin Demo', byEmail: DEMO_ACCOUNTS.ADMIN.email },
    ]);
  });

  it('is unavailable outside the swipe period: before check-in and after 60 days', async () => {
    const edge = await addBooking(JKT, 'VCC-DAY60', '2026-12-31'); // 60 days before 2027-03-01
    const late = await addBooking(JKT, 'VCC-DAY61', '2026-12-30');
    const early = await addBooking(JKT, 'VCC-EARLY', '2027-03-02');
    for (const id of [edge, late, early]) await attach(id);

    expect((await reveal(edge)).statusCode).toBe(200);
    for (const id of [late, early]) {
      expect((await view(id)).json().inSwipePeriod).toBe(false);
      const r = await reveal(id);
      expect(r.statusCode).toBe(409);
      await expectContract(r, 'revealBookingVcc');
      expect(r.json()).toMatchObject({ code: 'VCC_OUTSIDE_SWIPE_PERIOD' });
      expect(r.json().message).toContain('periode gesek');
    }
    const en = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${JKT}/bookings/${late}/vcc/reveal`,
      as: admin(),
      headers: { ...SAME_ORIGIN, 'accept-language': 'en', 'x-pin-proof': await proofOf() },
    });
    expect(en.json().message).toBe(
      'The virtual card is unavailable outside the swipe period (from check-in until 60 days after).',
    );
    expect((await view(late)).json().reveals).toEqual([]);
  });

  it('is revealed only to roles that see finance data', async () => {
    const id = await addBooking(JKT, 'VCC-ROLE', '2027-03-01');
    await attach(id);
    const v = await view(id, reservation);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({ canReveal: false, card: { last4: '1111' } });
    const r = await reveal(id, null, reservation);
    expect(r.statusCode).toBe(403);
    await expectContract(r, 'revealBookingVcc');
    expect((await view(id)).json().reveals).toEqual([]);
  });

  it('answers 404 for a booking without a card', async () => {
    const id = await addBooking(JKT, 'VCC-NONE', '2027-03-01');
    expect((await view(id)).json().card).toBeNull();
    expect((await reveal(id)).statusCode).toBe(404);
  });

  it("never shows another property's card", async () => {
    const bali = await addBooking(BALI, 'VCC-BALI', '2027-03-01');
    await attach(bali);
    // Jakarta's staff asking for Bali's booking through Jakarta find nothing.
    expect((await view(bali, admin(JKT))).statusCode).toBe(404);
    expect((await reveal(bali, undefined, admin(JKT))).statusCode).toBe(404);
    // Reservation staff of Jakarta are not users of Bali.
    expect((await view(bali, { ...reservation, hotelId: BALI })).statusCode).toBe(404);
    expect((await view(bali, admin(BALI))).statusCode).toBe(200);
  });

  it('refuses a forged, expired, foreign or outdated PIN proof, and a blocked PIN gives none', async () => {
    const id = await addBooking(JKT, 'VCC-PROOF', '2027-03-01');
    await attach(id);
    const proof = await proofOf();
    const refused = async (p: string, as: As = admin()) => {
      const r = await reveal(id, p, as);
      expect(r.statusCode).toBe(403);
      await expectContract(r, 'revealBookingVcc');
      expect(r.json().code).toBe('PIN_REQUIRED');
    };
    // Forged: another signature, or no token at all.
    const [head, body] = proof.split('.');
    await refused(`${head}.${body}.${'A'.repeat(43)}`);
    await refused('not-a-proof');
    // An access token of the caller is not a proof.
    await refused(
      await signAccessToken(t.app.ctx.sessionKey, { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT }),
    );
    // Another account's proof (a finance administrator of Jakarta, also a user of the card's property).
    await refused(await proofOf({ accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT }));
    // Expired after 5 minutes by the server's clock.
    expect((await reveal(id, proof)).statusCode).toBe(200);
    now = new Date(NOW.getTime() + PIN_PROOF_TTL_SECONDS * 1000);
    try {
      await refused(proof);
    } finally {
      now = NOW;
    }
    // Outdated: the PIN changed since the proof was given.
    const fresh = await proofOf();
    const changed = await t.request({
      method: 'POST',
      url: `/api/v1/pin/${DEMO_ACCOUNTS.ADMIN.id}/update`,
      as: admin(),
      headers: SAME_ORIGIN,
      payload: { currentPin: PIN, pin: '739164', confirmPin: '739164' },
    });
    expect(changed.statusCode).toBe(200);
    await refused(fresh);
    // Blocked after 5 wrong PINs: no proof any more.
    for (let i = 0; i < 5; i++)
      await t.request({
        method: 'POST',
        url: `/api/v1/pin/${DEMO_ACCOUNTS.ADMIN.id}/verify`,
        as: admin(),
        headers: SAME_ORIGIN,
        payload: { pin: '250813' },
      });
    const blocked = await t.request({
      method: 'POST',
      url: `/api/v1/pin/${DEMO_ACCOUNTS.ADMIN.id}/verify`,
      as: admin(),
      headers: SAME_ORIGIN,
      payload: { pin: '739164' },
    });
    expect(blocked.json().code).toBe('PIN_BLOCKED');
    await t.db.query('DELETE FROM account_pins WHERE account_id = $1', [DEMO_ACCOUNTS.ADMIN.id]);
    await t.db.query('DELETE FROM account_pin_history WHERE account_id = $1', [DEMO_ACCOUNTS.ADMIN.id]);
  });

  it('reveals a demo card: the seed seals with the server secret', async () => {
    const seeded = await t.db.one<{ booking_id: string | number; last4: string; check_in: string }>(
      `SELECT v.booking_id, v.last4, b.check_in::text AS check_in FROM booking_vccs v
       JOIN bookings b ON b.hotel_id = v.hotel_id AND b.booking_id = v.booking_id
       WHERE v.hotel_id = $1 AND b.itinerary_id NOT LIKE 'VCC-%' ORDER BY v.booking_id LIMIT 1`,
      [JKT],
    );
    now = new Date(`${seeded.check_in}T05:00:00Z`);
    try {
      const r = await reveal(Number(seeded.booking_id));
      expect(r.statusCode).toBe(200);
      expect(r.json().cardNumber).toMatch(new RegExp(`^4000[0-9]{8}${seeded.last4}$`));
    } finally {
      now = NOW;
    }
  });

  it('lists the currencies a card may be in', async () => {
    const r = await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/vcc-currencies`, as: admin() });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'vccCurrencyList');
    expect(r.json().currencies).toContain('IDR');
    expect(r.json().currencies).toContain('USD');
  });
});
