/**
 * Insurance through HTTP on PGlite and PostgreSQL (docs/decisions/insurance.md): bookings sold with insurance by
 * the marketplace's intake (and without, unchanged), the insured bookings list by stay or booking dates with the
 * claim limit, the booking's detail, and the insurance contact (administrators only, validated, translated field
 * errors); another property's data never readable or writable. Answers are checked against the contract.
 */
import { addDays, INSURANCE_CLAIM_LIMIT_IDR, todayInZone } from '@extranet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const BALI = DEMO_HOTELS.BALI;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
const mkt = { 'x-api-key': MARKETPLACE_KEY };
const d = (n: number) => addDays(todayInZone(), n);
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((e) => `${e.field}:${e.code}`);

let t: TestApp;
let roomId: number;
let ratePlanId: number;

const list = (hotelId: number, query: string, as: As = admin(hotelId)) =>
  t.request({ method: 'GET', url: `/api/v1/hotels/${hotelId}/insurance/bookings?${query}`, as });
const contactUrl = (hotelId: number) => `/api/v1/hotels/${hotelId}/insurance/contact`;
const saveContact = (hotelId: number, payload: object, as: As = admin(hotelId), lang = 'en') =>
  t.request({
    method: 'PUT',
    url: contactUrl(hotelId),
    as,
    payload,
    headers: { ...SAME_ORIGIN, 'accept-language': lang },
  });
const stay = (over: Record<string, unknown> = {}) => ({
  hotelId: JKT,
  roomId,
  ratePlanId,
  checkIn: d(91),
  checkOut: d(93),
  adults: 2,
  guestName: 'Rina Insured',
  ...over,
});
const book = (body: object, key: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    payload: body,
    headers: { ...mkt, 'idempotency-key': key },
  });
const insurance = { planCode: 'TRAVEL_BASIC', premium: 70_000, coveredGuests: 2 };

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [JKT],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  // A clean stretch: rate 500,000 a night, allotment 10, no restrictions.
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 500000,
            cancellation_policy = NULL, occupancy_rates = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [JKT, roomId, d(90), d(95)],
  );
  await t.db.query(
    'UPDATE room_inventory SET sold = 0, allotment = 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [JKT, roomId, d(90), d(95)],
  );
}, 120_000);
afterAll(() => t?.close());

describe('intake', () => {
  it('books with insurance: stored with the booking, shown in its detail and the insured list', async () => {
    const r = await book(stay({ insurance }), 'ins-1');
    expect(r.statusCode).toBe(201);
    await expectContract(r, 'marketplaceBook');
    const { bookingId, totalPrice } = r.json();
    // The premium is the insurer's, not part of what the property sells: the total is the stay's quote.
    const { guestName: _name, ...quoted } = stay();
    const q = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      payload: quoted,
      headers: mkt,
    });
    expect(totalPrice).toBe(q.json().totalPrice);
    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/bookings/${bookingId}`,
      as: admin(),
    });
    await expectContract(detail, 'getBooking');
    expect(detail.json().insurance).toEqual({ ...insurance, claimLimit: INSURANCE_CLAIM_LIMIT_IDR });
    const found = await list(JKT, `rangeOf=STAY&from=${d(91)}&to=${d(91)}`);
    expect(found.statusCode).toBe(200);
    await expectContract(found, 'listInsuranceBookings');
    // Newest booking first: this one, then any demo booking with the same check-in.
    const item = found.json().items[0];
    expect(item.bookingId).toBe(bookingId);
    expect(item.guestName).toBe('Rina Insured');
    expect(item.insurance).toEqual({ ...insurance, claimLimit: INSURANCE_CLAIM_LIMIT_IDR });
    // A replay answers the same booking and writes no second insurance.
    expect((await book(stay({ insurance }), 'ins-1')).statusCode).toBe(200);
    const rows = await t.db.query('SELECT 1 FROM booking_insurance WHERE hotel_id = $1 AND booking_id = $2', [
      JKT,
      bookingId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('books without insurance as before: no insurance row, none in the detail or the list', async () => {
    const r = await book(stay({ checkIn: d(92), checkOut: d(93) }), 'ins-2');
    expect(r.statusCode).toBe(201);
    const { bookingId } = r.json();
    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/bookings/${bookingId}`,
      as: admin(),
    });
    expect(detail.json().insurance).toBeNull();
    const rows = await t.db.query('SELECT 1 FROM booking_insurance WHERE booking_id = $1', [bookingId]);
    expect(rows).toHaveLength(0);
    const found = await list(JKT, `rangeOf=STAY&from=${d(92)}&to=${d(92)}`);
    expect(found.json().items.map((i: { bookingId: number }) => i.bookingId)).not.toContain(bookingId);
  });

  it('refuses insurance covering more guests than the stay, or out of the contract, with field errors', async () => {
    const many = await book(stay({ insurance: { ...insurance, coveredGuests: 3 } }), 'ins-3');
    expect(many.statusCode).toBe(400);
    await expectContract(many, 'marketplaceBook');
    expect(fields(many.json())).toEqual(['insurance.coveredGuests:INSURANCE_TOO_MANY_GUESTS']);
    const premium = await book(stay({ insurance: { ...insurance, premium: 100_000_001 } }), 'ins-4');
    expect(premium.statusCode).toBe(400);
    expect(fields(premium.json()).some((f) => f.startsWith('insurance.premium'))).toBe(true);
    const code = await book(stay({ insurance: { ...insurance, planCode: 'basic plan' } }), 'ins-5');
    expect(code.statusCode).toBe(400);
    expect(
      await t.db.query("SELECT 1 FROM bookings WHERE idempotency_key IN ('ins-3', 'ins-4', 'ins-5')"),
    ).toEqual([]);
  });
});

describe('insured bookings list', () => {
  it('pages the demo bookings by booking date, newest first, with the claim limit', async () => {
    const r = await list(JKT, `rangeOf=BOOKED&from=${d(-400)}&to=${d(-35)}&size=5`);
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'listInsuranceBookings');
    const body = r.json();
    expect(body.claimLimit).toBe(525_000_000);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.pageInfo.total).toBeGreaterThanOrEqual(body.items.length);
    const created = body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const direct = await t.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM booking_insurance i JOIN bookings b USING (hotel_id, booking_id)
        JOIN hotels h USING (hotel_id)
        WHERE i.hotel_id = $1 AND (b.created_at AT TIME ZONE h.time_zone)::date BETWEEN $2 AND $3`,
      [JKT, d(-400), d(-35)],
    );
    expect(body.pageInfo.total).toBe(Number(direct.n));
  });

  it('is read by the roles of /insurance (reservation), never for another property', async () => {
    expect((await list(JKT, `rangeOf=STAY&from=${d(0)}&to=${d(30)}`, reservation)).statusCode).toBe(200);
    const other = await list(BALI, `rangeOf=STAY&from=${d(0)}&to=${d(30)}`, {
      ...reservation,
      hotelId: BALI,
    });
    expect(other.statusCode).toBe(404);
    const bali = await list(BALI, `rangeOf=STAY&from=${d(-400)}&to=${d(-35)}`);
    expect(bali.json().items).toEqual([]);
  });

  it('refuses a range backwards or longer than a year with field errors, never 500', async () => {
    const back = await list(JKT, `rangeOf=STAY&from=${d(5)}&to=${d(1)}`);
    expect(back.statusCode).toBe(400);
    await expectContract(back, 'listInsuranceBookings');
    expect(fields(back.json())).toEqual(['to:DATE_BEFORE_START']);
    const long = await list(JKT, `rangeOf=BOOKED&from=${d(0)}&to=${d(366)}`);
    expect(fields(long.json())).toEqual(['to:DATE_RANGE_TOO_LONG']);
    const bad = await list(JKT, 'rangeOf=SOON&from=2027-02-30&to=x');
    expect(bad.statusCode).toBe(400);
  });
});

describe('insurance contact', () => {
  const contact = {
    name: 'Dewi Lestari',
    email: 'dewi@example.com',
    phone: '81299887766',
    position: 'Duty manager',
  };

  it('reads the seeded contact and saves a new one (administrator)', async () => {
    const before = await t.request({ method: 'GET', url: contactUrl(JKT), as: admin() });
    expect(before.statusCode).toBe(200);
    await expectContract(before, 'getInsuranceContact');
    expect(before.json().contact.name).toBe('Rina Wulandari');
    const r = await saveContact(JKT, { ...contact, name: '  Dewi Lestari ' });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'saveInsuranceContact');
    expect(r.json().contact).toEqual(contact);
    const after = await t.request({ method: 'GET', url: contactUrl(JKT), as: admin() });
    expect(after.json().contact).toEqual(contact);
  });

  it('is for administrators only: 403 for reservation; another property is 404 and untouched', async () => {
    expect((await t.request({ method: 'GET', url: contactUrl(JKT), as: reservation })).statusCode).toBe(403);
    const denied = await saveContact(JKT, { ...contact, name: 'Not Allowed' }, reservation);
    expect(denied.statusCode).toBe(403);
    await expectContract(denied, 'saveInsuranceContact');
    const other = await saveContact(BALI, contact, { ...reservation, hotelId: BALI });
    expect(other.statusCode).toBe(404);
    const bali = await t.request({ method: 'GET', url: contactUrl(BALI), as: admin(BALI) });
    expect(bali.json()).toEqual({ contact: null, updatedAt: null });
    const jkt = await t.request({ method: 'GET', url: contactUrl(JKT), as: admin() });
    expect(jkt.json().contact.name).not.toBe('Not Allowed');
  });

  it('refuses bad input with translated field errors in both languages', async () => {
    const bad = { name: 'A', email: 'not-an-email', phone: '+62812', position: '   ' };
    const en = await saveContact(JKT, bad);
    expect(en.statusCode).toBe(400);
    await expectContract(en, 'saveInsuranceContact');
    expect(
      en
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'name', 'phone', 'position']);
    const id = await saveContact(JKT, bad, admin(), 'id');
    const message = (r: typeof en, field: string) =>
      r.json().errors.find((e: { field: string }) => e.field === field).message;
    expect(message(id, 'email')).not.toBe(message(en, 'email'));
    const missing = await saveContact(JKT, { name: 'Dewi' });
    expect(missing.statusCode).toBe(400);
  });
});
