/**
 * Customer service through HTTP on PGlite and PostgreSQL (docs/decisions/customer-service.md): only the staff role 12
 * reads, and it reads bookings and properties of every property (newest first, by pages), with the search rules of
 * @extranet/domain; bad filters are 400 field errors; owners, admins and market managers are refused (403), the
 * signed-out 401. Answers checked by the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatusOf, CS_CHECK_IN_MAX_DAYS, addDays, todayInZone } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

const CS = { accountId: DEMO_ACCOUNTS.CS.id };
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA };
const MM = { accountId: DEMO_ACCOUNTS.MM.id };
const now = new Date();
const today = todayInZone('Asia/Jakarta', () => now);
let t: TestApp;

interface Row {
  bookingId: number;
  itineraryId: string;
  property: { hotelId: number; name: string; city: string | null };
  guestName: string;
  checkIn: string;
  checkOut: string;
  status: string;
  createdAt: string;
}
interface Page {
  items: Row[];
  page: number;
  size: number;
  hasNext: boolean;
}

const get = (url: string, as: { accountId: number; hotelId?: number } | null = CS) =>
  t.request({ method: 'GET', url: `/api/v1/customer-service${url}`, ...(as ? { as } : {}) });
const search = async (query: string) => {
  const res = await get(`/bookings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  await expectContract(res, 'searchCustomerServiceBookings');
  return res.json<Page>();
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
}, 180_000);
afterAll(() => t?.close());

describe('customer service: who may read', () => {
  it.each([
    ['/bookings', 'searchCustomerServiceBookings'],
    ['/bookings/5000000', 'getCustomerServiceBooking'],
    ['/properties', 'searchCustomerServiceProperties'],
  ])('%s: 401 signed out, 403 for an admin of a property and a market manager', async (url, op) => {
    const anonymous = await get(url, null);
    expect(anonymous.statusCode).toBe(401);
    await expectContract(anonymous, op);
    for (const as of [
      ADMIN,
      { accountId: DEMO_ACCOUNTS.ADMIN.id },
      MM,
      { ...MM, hotelId: DEMO_HOTELS.JAKARTA },
    ]) {
      const res = await get(url, as);
      expect(res.statusCode, `${JSON.stringify(as)} ${res.body}`).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('CUSTOMER_SERVICE_REQUIRED');
      await expectContract(res, op);
    }
  });
});

describe('customer service: bookings of every property', () => {
  it('lists bookings of several properties, newest first, by pages', async () => {
    const first = await search('size=50');
    expect(first.items).toHaveLength(50);
    expect(first.hasNext).toBe(true);
    const created = first.items.map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await search('size=50&page=1');
    expect(second.page).toBe(1);
    expect(second.items[0]!.createdAt <= first.items.at(-1)!.createdAt).toBe(true);
    const ids = new Set([...first.items, ...second.items].map((r) => r.bookingId));
    expect(ids.size).toBe(100);
    // The demo's other properties' bookings ("Tamu Demo …") are found with Jakarta's.
    const tamu = await search('q=tamu%20demo&size=50');
    const hotels = new Set(tamu.items.map((r) => r.property.hotelId));
    expect(hotels.size, JSON.stringify([...hotels])).toBeGreaterThan(1);
    expect(hotels.has(DEMO_HOTELS.BALI) || hotels.has(DEMO_HOTELS.BANDUNG)).toBe(true);
  });

  it('finds by guest name, property name, booking id, itinerary id, e-mail and phone', async () => {
    const row = await t.db.one<{
      booking_id: string;
      itinerary_id: string;
      guest_name: string;
      guest_email: string;
      guest_phone: string;
    }>(
      `SELECT booking_id, itinerary_id, guest_name, guest_email, guest_phone FROM bookings
        WHERE hotel_id = $1 AND guest_email IS NOT NULL AND guest_phone IS NOT NULL ORDER BY booking_id LIMIT 1`,
      [DEMO_HOTELS.JAKARTA],
    );
    const id = Number(row.booking_id);
    const has = (p: Page) => p.items.some((r) => r.bookingId === id);

    const byName = await search(`q=${encodeURIComponent(row.guest_name.toUpperCase())}&size=50`);
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((r) => r.guestName.toLowerCase().includes(row.guest_name.toLowerCase()))).toBe(
      true,
    );

    const byId = await search(`q=${id}`);
    expect(byId.items.map((r) => r.bookingId)).toEqual([id]);
    expect(byId.items[0]!.property).toEqual({
      hotelId: DEMO_HOTELS.JAKARTA,
      name: expect.any(String),
      city: expect.anything(),
    });

    expect(has(await search(`q=${row.itinerary_id}`))).toBe(true);
    const byEmail = await search(`q=${encodeURIComponent(` ${row.guest_email.toUpperCase()} `)}`);
    expect(byEmail.items.map((r) => r.bookingId)).toContain(id);
    // Part of an e-mail finds nothing: only the whole address matches.
    expect((await search(`q=${encodeURIComponent(row.guest_email.slice(1))}`)).items).toEqual([]);
    // The phone as typed by a caller: local form with spaces.
    const local = `0${row.guest_phone.slice(3, 6)} ${row.guest_phone.slice(6)}`;
    expect(has(await search(`q=${encodeURIComponent(local)}`))).toBe(true);
    expect(has(await search(`q=${encodeURIComponent(row.guest_phone)}`))).toBe(true);

    const property = await t.db.one<{ name: string }>('SELECT name FROM hotels WHERE hotel_id = $1', [
      DEMO_HOTELS.BALI,
    ]);
    const byProperty = await search(`q=${encodeURIComponent(property.name.slice(0, 8))}&size=50`);
    expect(byProperty.items.some((r) => r.property.hotelId === DEMO_HOTELS.BALI)).toBe(true);
    // The answer never carries the guest's contact.
    expect(JSON.stringify(byEmail)).not.toContain(row.guest_email);
  });

  it('filters by check-in range and status (each status as bookingStatusOf reads it)', async () => {
    const to = addDays(today, 30);
    const ranged = await search(`from=${today}&to=${to}&size=50`);
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(ranged.items.every((r) => r.checkIn >= today && r.checkIn <= to)).toBe(true);
    for (const status of ['ISSUED', 'EXPIRED', 'REFUND', 'CANCELLED']) {
      const page = await search(`status=${status}&size=50`);
      expect(page.items.length, status).toBeGreaterThan(0);
      expect(new Set(page.items.map((r) => r.status))).toEqual(new Set([status]));
    }
    const two = await search('status=REFUND&status=CANCELLED&size=50');
    expect(two.items.every((r) => r.status === 'REFUND' || r.status === 'CANCELLED')).toBe(true);
    // The domain's reading of a stored booking agrees with the answer.
    const sample = await t.db.one<{
      status: 'CONFIRMED' | 'CANCELLED';
      check_out: string;
      total_price: string;
      cancellation_fee: string | null;
      booking_id: string;
    }>(
      `SELECT booking_id, status, check_out::text AS check_out, total_price, cancellation_fee FROM bookings
        WHERE hotel_id = $1 AND status = 'CANCELLED' ORDER BY booking_id LIMIT 1`,
      [DEMO_HOTELS.JAKARTA],
    );
    const expected = bookingStatusOf(
      {
        status: sample.status,
        checkOut: sample.check_out,
        totalPrice: Number(sample.total_price),
        cancellationFee: sample.cancellation_fee === null ? null : Number(sample.cancellation_fee),
      },
      today,
    );
    expect((await search(`q=${sample.booking_id}`)).items[0]!.status).toBe(expected);
  });

  it.each([
    ['q=a', 'q', 'TOO_SHORT'],
    [`q=${'x'.repeat(101)}`, 'q', 'TOO_LONG'],
    [`q=${'x'.repeat(201)}`, 'q', undefined],
    ['from=2027-01-01', 'to', 'REQUIRED'],
    ['from=2027-01-02&to=2027-01-01', 'to', 'DATE_BEFORE_START'],
    [`from=2027-01-01&to=${addDays('2027-01-01', CS_CHECK_IN_MAX_DAYS)}`, 'to', 'DATE_RANGE_TOO_LONG'],
    ['from=2027-02-30&to=2027-03-01', 'from', undefined],
    ['page=50', 'page', 'TOO_LARGE'],
    ['size=51', 'size', undefined],
    ['status=LOST', 'status', undefined],
  ])('%s: 400 with a field error on %s', async (query, field, code) => {
    const res = await get(`/bookings?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    await expectContract(res, 'searchCustomerServiceBookings');
    const errors = res.json<{ errors: { field: string; code: string; message: string }[] }>().errors;
    const error = errors.find((e) => e.field === field || e.field.startsWith(`${field}.`));
    expect(error, JSON.stringify(errors)).toBeDefined();
    if (code) expect(error!.code).toBe(code);
    expect(error!.message).not.toBe('');
  });
});

describe('customer service: one booking and properties', () => {
  it("answers a booking of any property with the property's contacts and reservation users", async () => {
    const row = await t.db.one<{ booking_id: string }>(
      'SELECT booking_id FROM bookings WHERE hotel_id = $1 ORDER BY booking_id LIMIT 1',
      [DEMO_HOTELS.BALI],
    );
    await t.db.query(
      `INSERT INTO property_contacts (hotel_id, kinds, name, position, email, mobile_code, mobile)
       VALUES ($1, ARRAY['RESERVATION'], 'Resa Bali', 'Reservations', 'resa@bali.example', '+62', '8111222333')`,
      [DEMO_HOTELS.BALI],
    );
    const res = await get(`/bookings/${row.booking_id}`);
    expect(res.statusCode, res.body).toBe(200);
    await expectContract(res, 'getCustomerServiceBooking');
    const body = res.json<{
      booking: Row;
      property: {
        hotelId: number;
        contacts: { name: string; email: string; phone: string; kinds: string[] }[];
      };
    }>();
    expect(body.booking.bookingId).toBe(Number(row.booking_id));
    expect(body.property.hotelId).toBe(DEMO_HOTELS.BALI);
    expect(body.property.contacts.find((c) => c.name === 'Resa Bali')).toMatchObject({
      name: 'Resa Bali',
      email: 'resa@bali.example',
      phone: '+628111222333',
      kinds: ['RESERVATION'],
    });
    const missing = await get('/bookings/999999999');
    expect(missing.statusCode).toBe(404);
    await expectContract(missing, 'getCustomerServiceBooking');
  });

  it('lists the reservation users of Jakarta', async () => {
    const jkt = await t.db.one<{ booking_id: string }>(
      'SELECT booking_id FROM bookings WHERE hotel_id = $1 ORDER BY booking_id LIMIT 1',
      [DEMO_HOTELS.JAKARTA],
    );
    const body = (await get(`/bookings/${jkt.booking_id}`)).json<{
      property: { reservationUsers: { email: string }[] };
    }>();
    expect(body.property.reservationUsers.map((u) => u.email)).toContain(DEMO_ACCOUNTS.RESERVATION.email);
  });

  it('finds properties by name, city or id', async () => {
    const byId = await get(`/properties?q=${DEMO_HOTELS.BANDUNG}`);
    expect(byId.statusCode, byId.body).toBe(200);
    await expectContract(byId, 'searchCustomerServiceProperties');
    expect(byId.json<{ items: { hotelId: number }[] }>().items.map((p) => p.hotelId)).toEqual([
      DEMO_HOTELS.BANDUNG,
    ]);
    const all = (await get('/properties?size=50')).json<{
      items: { hotelId: number; activeStatus: number }[];
    }>();
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    const name = await t.db.one<{ name: string }>('SELECT name FROM hotels WHERE hotel_id = $1', [
      DEMO_HOTELS.BALI,
    ]);
    const byName = (await get(`/properties?q=${encodeURIComponent(name.name.toUpperCase())}`)).json<{
      items: { hotelId: number }[];
    }>();
    expect(byName.items.map((p) => p.hotelId)).toContain(DEMO_HOTELS.BALI);
    const bad = await get('/properties?q=x&page=99');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['page', 'q']);
  });
});
