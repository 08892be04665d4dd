import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bookingStatusOf, todayInZone, type BookingStatus } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';
import { readFirstSheet } from '../../../test/xlsx.js';

const H = DEMO_HOTELS.JAKARTA;
type Caller = { accountId: number; hotelId: number };
const ADMIN: Caller = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
const RESERVATION: Caller = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: H };
let t: TestApp;
let roomId: number;
let ratePlanId: number;
// The server's clock, injected: the test and the server share one instant (no day boundary between them); moved
// on before a cancellation.
let now = new Date();
const clock = () => now;
const today = () => todayInZone('Asia/Jakarta', clock);
const d = (n: number) => addDays(today(), n);

interface Summary {
  bookingId: number;
  guestName: string;
  checkIn: string;
  checkOut: string;
  createdAt: string;
  totalPrice: number;
  status: BookingStatus;
  roomId: number;
  ratePlanId: number;
}
interface Page {
  bookings: Summary[];
  total: number;
  next: string | null;
  previous: string | null;
  today: string;
}

async function search(query: Record<string, string | number | string[]>, as = ADMIN) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
  const res = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/bookings?${params}`, as });
  return res;
}

async function page(query: Record<string, string | number | string[]>, as = ADMIN): Promise<Page> {
  const res = await search(query, as);
  expect(res.statusCode, res.body).toBe(200);
  await expectContract(res, 'searchBookings');
  return res.json<Page>();
}

/** The intake's booking of the test: 2 adults and an 8-year-old, with a surcharge, as the marketplace books it. */
let booked: { bookingId: number; totalPrice: number; itineraryId: string };

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
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, rate = 500000, occupancy_rates = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [H, roomId, d(100), d(110)],
  );
  await t.db.query(
    'UPDATE room_inventory SET allotment = sold + 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [H, roomId, d(100), d(110)],
  );
  await t.db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [H]);
  await t.db.query(
    `INSERT INTO surcharges (hotel_id, name, type, price, child_price, stay_start, stay_end)
     VALUES ($1, 'Malam festival', 'GUEST', 50000, 20000, $2, $2)`,
    [H, d(101)],
  );
  await t.db.query(
    'UPDATE rooms SET max_adults = 4, max_children = 2, max_occupancy = 6 WHERE hotel_id = $1 AND room_id = $2',
    [H, roomId],
  );
  await t.db.query('DELETE FROM children_rate_plan_rate_plans WHERE hotel_id = $1 AND rate_plan_id = $2', [
    H,
    ratePlanId,
  ]);
  const kids = await t.db.one<{ id: number }>(
    `INSERT INTO children_rate_plans (hotel_id, name, age_groups)
     VALUES ($1, 'Anak', '[{"minAge": 4, "maxAge": 11, "price": 150000}]') RETURNING children_rate_plan_id AS id`,
    [H],
  );
  await t.db.query(
    'INSERT INTO children_rate_plan_rate_plans (hotel_id, rate_plan_id, children_rate_plan_id) VALUES ($1, $2, $3)',
    [H, ratePlanId, kids.id],
  );
  await t.db.query("UPDATE rate_plans SET commission = '12.50' WHERE hotel_id = $1 AND rate_plan_id = $2", [
    H,
    ratePlanId,
  ]);
  // The administrator reads English mail; the reservation user never chose (Indonesian).
  await t.db.query("UPDATE accounts SET lang = 'en' WHERE id = $1", [DEMO_ACCOUNTS.ADMIN.id]);
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': 'bookings-test-1' },
    payload: {
      hotelId: H,
      roomId,
      ratePlanId,
      checkIn: d(100),
      checkOut: d(103),
      adults: 2,
      childrenAges: [8],
      guestName: 'Larasati Wibisono',
      itineraryId: 'ITIN-TEST-0001',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  booked = res.json();
}, 120_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('gives Jakarta about 2,000 bookings over 90 days back and 18 months ahead, every status, sold = bookings', async () => {
    const all = await page({ size: 1 });
    // The intake booking of the test is one of them.
    expect(all.total).toBeGreaterThan(1_800);
    expect(all.total).toBeLessThan(2_300);
    for (const status of ['ISSUED', 'CANCELLED', 'REFUND', 'EXPIRED'])
      expect((await page({ status, size: 1 })).total, status).toBeGreaterThan(20);
    const span = await t.db.one<{ first: string; last: string }>(
      'SELECT min(check_in)::text AS first, max(check_in)::text AS last FROM bookings WHERE hotel_id = $1',
      [H],
    );
    expect(span.first <= d(-80)).toBe(true);
    expect(span.last >= d(400)).toBe(true);
    const mismatched = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM room_inventory i
        LEFT JOIN (SELECT b.room_id, d::date AS date, count(*) AS n FROM bookings b
                     CROSS JOIN generate_series(b.check_in::timestamp, b.check_out::timestamp - interval '1 day',
                                                interval '1 day') d
                    WHERE b.hotel_id = $1 AND b.status = 'CONFIRMED' GROUP BY 1, 2) b
          ON b.room_id = i.room_id AND b.date = i.date
        WHERE i.hotel_id = $1 AND (i.sold <> COALESCE(b.n, 0) OR i.sold > i.allotment)`,
      [H],
    );
    expect(mismatched.n).toBe(0);
  });
});

describe('booking search', () => {
  it('finds the intake booking by guest name, itinerary id and order id', async () => {
    for (const q of ['larasati wibi', 'ITIN-TEST', String(booked.bookingId)]) {
      const p = await page({ q }, RESERVATION);
      expect(p.bookings.map((b) => b.bookingId)).toContain(booked.bookingId);
      expect(p.total).toBe(p.bookings.length);
    }
    expect((await page({ q: 'nobody-by-this-name' })).total).toBe(0);
    // LIKE's wildcards are text, not patterns.
    expect((await page({ q: '%' })).total).toBe(0);
  });

  it('pages every sort both ways with cursors: no booking skipped or repeated, in the sort order', async () => {
    // The stays of the coming 45 days: a few hundred of the demo bookings.
    const range = { stayFrom: d(0), stayTo: d(45) };
    const all = await page({ ...range, size: 100, sort: 'CREATED', order: 'ASC' });
    expect(all.total).toBeGreaterThan(100);
    const key: Record<string, (b: Summary) => string | number> = {
      CREATED: (b) => b.createdAt,
      CHECK_IN: (b) => b.checkIn,
      GUEST_NAME: (b) => b.guestName.toLowerCase(),
      TOTAL: (b) => b.totalPrice,
    };
    for (const sort of Object.keys(key)) {
      for (const order of ['ASC', 'DESC']) {
        const seen: Summary[] = [];
        const pages: Page[] = [];
        let cursor: string | null = null;
        do {
          const p = await page({ ...range, sort, order, size: 37, ...(cursor ? { cursor } : {}) });
          pages.push(p);
          seen.push(...p.bookings);
          cursor = p.next;
        } while (cursor);
        expect(new Set(seen.map((b) => b.bookingId)).size).toBe(seen.length);
        expect(seen.length).toBe(all.total);
        const k = key[sort]!;
        for (let i = 1; i < seen.length; i++) {
          const [a, b] = [k(seen[i - 1]!), k(seen[i]!)];
          const cmp = a < b ? -1 : a > b ? 1 : Math.sign(seen[i - 1]!.bookingId - seen[i]!.bookingId);
          if (sort === 'GUEST_NAME' && a !== b) continue; // the database's collation orders names
          expect(cmp, `${sort} ${order} at ${i}`).toBe(order === 'ASC' ? -1 : 1);
        }
        // Back from the last page: each previous page is the page before it.
        expect(pages[0]!.previous).toBeNull();
        for (let i = pages.length - 1; i > 0; i--) {
          const back = await page({ ...range, sort, order, size: 37, cursor: pages[i]!.previous! });
          expect(back.bookings.map((b) => b.bookingId)).toEqual(
            pages[i - 1]!.bookings.map((b) => b.bookingId),
          );
          expect(back.previous === null).toBe(i === 1);
        }
      }
    }
  }, 120_000);

  it('filters by status exactly as bookingStatusOf says, the statuses adding up to all', async () => {
    // A cancelled booking of each kind: everything refunded, and nothing (the fee is the whole price).
    await t.db.query(
      `UPDATE bookings SET status = 'CANCELLED', cancelled_at = now(), cancellation_charge = 'LATE',
              cancellation_fee = total_price
        WHERE booking_id = (SELECT min(booking_id) FROM bookings WHERE hotel_id = $1 AND status = 'CONFIRMED')`,
      [H],
    );
    await t.db.query(
      `UPDATE bookings SET status = 'CANCELLED', cancelled_at = now(), cancellation_charge = 'FREE',
              cancellation_fee = 0
        WHERE booking_id = (SELECT max(booking_id) FROM bookings WHERE hotel_id = $1 AND status = 'CONFIRMED'
                              AND booking_id <> $2)`,
      [H, booked.bookingId],
    );
    const all = await page({ size: 100 });
    let sum = 0;
    for (const status of ['ISSUED', 'CANCELLED', 'REFUND', 'EXPIRED'] as const) {
      const p = await page({ status, size: 100 });
      expect(p.total, status).toBeGreaterThan(0);
      sum += p.total;
      const rows = await t.db.query<{
        booking_id: number;
        status: 'CONFIRMED' | 'CANCELLED';
        check_out: string;
        total_price: number;
        cancellation_fee: number | null;
      }>(
        `SELECT booking_id, status, check_out::text AS check_out, total_price, cancellation_fee FROM bookings
          WHERE booking_id = ANY($1::bigint[])`,
        [p.bookings.map((b) => b.bookingId)],
      );
      for (const r of rows) {
        const derived = bookingStatusOf(
          {
            status: r.status,
            checkOut: r.check_out,
            totalPrice: Number(r.total_price),
            cancellationFee: r.cancellation_fee === null ? null : Number(r.cancellation_fee),
          },
          p.today,
        );
        expect(derived).toBe(status);
      }
      expect(p.bookings.every((b) => b.status === status)).toBe(true);
    }
    expect(sum).toBe(all.total);
    expect((await page({ status: ['ISSUED', 'EXPIRED'] })).total).toBe(
      (await page({ status: 'ISSUED' })).total + (await page({ status: 'EXPIRED' })).total,
    );
  });

  it('filters by stay dates, booking dates, arrival, room and rate plan', async () => {
    const stay = await page({ stayFrom: d(101), stayTo: d(101), size: 100 });
    expect(stay.bookings.map((b) => b.bookingId)).toContain(booked.bookingId);
    expect(stay.bookings.every((b) => b.checkIn <= d(101) && b.checkOut > d(101))).toBe(true);
    // The stay's check-out day is not a night of it.
    expect((await page({ stayFrom: d(103), stayTo: d(104), q: 'Larasati' })).total).toBe(0);
    const bookedToday = await page({ bookedFrom: today(), bookedTo: today(), q: 'Larasati' });
    expect(bookedToday.total).toBe(1);
    expect((await page({ bookedFrom: d(1), q: 'Larasati' })).total).toBe(0);
    for (const [arrival, date] of [
      ['TODAY', today()],
      ['TOMORROW', d(1)],
    ] as const) {
      const p = await page({ arrivalDay: arrival, size: 100 });
      expect(p.bookings.every((b) => b.checkIn === date)).toBe(true);
      const n = await t.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM bookings WHERE hotel_id = $1 AND check_in = $2',
        [H, date],
      );
      expect(p.total).toBe(n.n);
    }
    const room = await page({ roomId, size: 100 });
    expect(room.bookings.every((b) => b.roomId === roomId)).toBe(true);
    expect(room.bookings.map((b) => b.bookingId)).toContain(booked.bookingId);
    const plan = await page({ ratePlanId, size: 100 });
    expect(plan.bookings.every((b) => b.ratePlanId === ratePlanId)).toBe(true);
  });

  it('answers a translated field error for bad dates and cursors, never a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ stayFrom: d(5), stayTo: d(1) }, 'stayTo'],
      [{ bookedFrom: d(5), bookedTo: d(1) }, 'bookedTo'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ cursor: Buffer.from('["CREATED","DESC",0,"x",1]').toString('base64url') }, 'cursor'],
      [{ cursor: Buffer.from('["TOTAL","ASC",0,"5",1]').toString('base64url'), sort: 'CREATED' }, 'cursor'],
      [{ size: '1000' }, 'size'],
      [{ status: 'PAID' }, 'status'],
    ];
    for (const [query, field] of cases) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      await expectContract(res, 'searchBookings');
      const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
      expect(
        errors.some((e) => e.field.startsWith(field) && e.message.length > 0),
        res.body,
      ).toBe(true);
    }
  });
});

describe('booking detail', () => {
  it("shows the intake's booking with a breakdown that adds up to what the intake charged", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${booked.bookingId}`,
      as: ADMIN,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectContract(res, 'getBooking');
    const b = res.json<{
      booking: Summary;
      childrenAges: number[];
      breakdown: {
        nights: { date: string; rate: number }[];
        nightsTotal: number;
        losDiscount: number;
        surcharges: { amount: number; name: string }[];
        childrenCharge: number;
        unitemised: number;
        total: number;
        commission: { percent: number; amount: number; source: string };
        propertyReceives: number;
      };
      history: { kind: string }[];
      cancellation: { policy: string } | null;
    }>();
    const br = b.breakdown;
    expect(br.total).toBe(booked.totalPrice);
    expect(br.nights).toEqual([
      { date: d(100), rate: 500_000 },
      { date: d(101), rate: 500_000 },
      { date: d(102), rate: 500_000 },
    ]);
    expect(br.surcharges).toEqual([
      { name: 'Malam festival', type: 'GUEST', nights: 1, amount: 2 * 50_000 + 20_000 },
    ]);
    expect(br.childrenCharge).toBe(3 * 150_000);
    expect(br.unitemised).toBe(0);
    expect(
      br.nightsTotal - br.losDiscount + br.surcharges.reduce((s, x) => s + x.amount, 0) + br.childrenCharge,
    ).toBe(booked.totalPrice);
    expect(br.commission).toEqual({
      percent: 12.5,
      amount: Math.round(booked.totalPrice * 0.125),
      source: 'BOOKING',
    });
    expect(br.propertyReceives).toBe(booked.totalPrice - br.commission.amount);
    expect(b.childrenAges).toEqual([8]);
    expect(b.history.map((e) => e.kind)).toEqual(['CREATED']);
    expect(b.cancellation).not.toBeNull();
  });

  it('keeps the commission recorded at booking when the rate plan changes later', async () => {
    await t.db.query("UPDATE rate_plans SET commission = '20.00' WHERE hotel_id = $1 AND rate_plan_id = $2", [
      H,
      ratePlanId,
    ]);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${booked.bookingId}`,
      as: ADMIN,
    });
    expect(res.json().breakdown.commission.percent).toBe(12.5);
  });

  it('hides the commission from roles without finance data', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${booked.bookingId}`,
      as: RESERVATION,
    });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getBooking');
    expect(res.json().breakdown).toMatchObject({
      commission: null,
      propertyReceives: null,
      total: booked.totalPrice,
    });
  });

  it('records the cancellation in the history, the fee and the refund', async () => {
    // An hour after the booking was recorded (the booking's time is the database's, this the server's clock).
    now = new Date(now.getTime() + 3_600_000);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${booked.bookingId}/cancel`,
      headers: { 'x-api-key': MARKETPLACE_KEY },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${booked.bookingId}`,
      as: ADMIN,
    });
    await expectContract(res, 'getBooking');
    const b = res.json<{
      booking: Summary;
      history: { kind: string; fee: { amount: number } | null }[];
      cancellationFee: { amount: number };
      refund: number;
    }>();
    expect(b.history.map((e) => e.kind)).toEqual(['CREATED', 'CANCELLED']);
    expect(b.history[1]!.fee).toEqual(b.cancellationFee);
    expect(b.refund).toBe(booked.totalPrice - b.cancellationFee.amount);
    expect(b.booking.status).toBe(b.refund > 0 ? 'REFUND' : 'CANCELLED');
  });
});

describe('booking mail', () => {
  interface Mail {
    to: string;
    kind: string;
    lang: string;
    subject: string;
    text: string;
  }
  const outbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json<{
      mails: Mail[];
    }>().mails;

  it("mails new and cancelled bookings to reservation users and users with notifications, in each one's language", async () => {
    const reservation = await outbox(DEMO_ACCOUNTS.RESERVATION.email);
    const created = reservation.find(
      (m) => m.kind === 'booking.CREATED' && m.text.includes('ITIN-TEST-0001'),
    );
    expect(created).toBeDefined();
    expect(created!.lang).toBe('id');
    expect(created!.subject).toContain('Pesanan baru ITIN-TEST-0001');
    expect(created!.text).toContain(
      `https://extranet.test/v3/booking/search-bookings?booking=${booked.bookingId}`,
    );
    expect(created!.text).toContain('Hotel Demo Jakarta');
    expect(created!.text.includes('\u0001')).toBe(false);
    const cancelled = reservation.find(
      (m) => m.kind === 'booking.CANCELLED' && m.text.includes('ITIN-TEST-0001'),
    );
    expect(cancelled?.subject).toContain('dibatalkan');
    const admin = await outbox(DEMO_ACCOUNTS.ADMIN.email);
    const en = admin.find((m) => m.kind === 'booking.CREATED' && m.text.includes('ITIN-TEST-0001'));
    expect(en?.lang).toBe('en');
    expect(en?.subject).toContain('New booking ITIN-TEST-0001');
  });

  it('mails the reservation role even when its notifications are off, and nobody else with them off', async () => {
    await t.db.query('UPDATE hotel_users SET notification_allowed = false WHERE hotel_id = $1', [H]);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { 'x-api-key': MARKETPLACE_KEY, 'idempotency-key': 'bookings-test-2' },
      payload: {
        hotelId: H,
        roomId,
        ratePlanId,
        checkIn: d(105),
        checkOut: d(106),
        adults: 1,
        guestName: 'Budi',
        itineraryId: 'ITIN-TEST-0002',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.query<{ to_email: string }>(
      "SELECT to_email FROM mail_outbox WHERE kind = 'booking.CREATED' AND text_body LIKE '%ITIN-TEST-0002%'",
    );
    expect(rows.map((r) => r.to_email)).toEqual([DEMO_ACCOUNTS.RESERVATION.email]);
    await t.db.query('UPDATE hotel_users SET notification_allowed = true WHERE hotel_id = $1', [H]);
  });
});

describe('access', () => {
  it('refuses roles without bookings (finance admin) and hides other properties', async () => {
    const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: H };
    expect((await search({}, finance)).statusCode).toBe(403);
    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/${booked.bookingId}`,
      as: finance,
    });
    expect(detail.statusCode).toBe(403);
    // A user of another property only.
    const draft = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: DEMO_HOTELS.DRAFT_VILLA };
    expect((await search({}, draft)).statusCode).toBe(404);
    // The administrator of Bali asks for a Jakarta booking through Bali: nothing.
    const bali = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.BALI };
    const cross = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/bookings/${booked.bookingId}`,
      as: bali,
    });
    expect(cross.statusCode).toBe(404);
    await expectContract(cross, 'getBooking');
    const baliSearch = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/bookings?q=${booked.bookingId}`,
      as: bali,
    });
    expect(baliSearch.json().total).toBe(0);
    expect((await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/bookings` })).statusCode).toBe(401);
  });
});

describe('export', () => {
  it('downloads the filtered list as CSV and Excel', async () => {
    const filtered = await page({ roomId, size: 100 });
    const csv = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/export?roomId=${roomId}`,
      as: ADMIN,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'booking_id,itinerary_id,guest_name,check_in,check_out,nights,room,rate_plan,adults,children,total_price,status,booked_on',
    );
    expect(lines.length - 1).toBe(filtered.total);
    const xlsx = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/bookings/export?roomId=${roomId}&format=xlsx`,
      headers: { 'x-language': 'en' },
      as: ADMIN,
    });
    expect(xlsx.statusCode).toBe(200);
    const sheet = readFirstSheet(xlsx.rawPayload);
    expect(sheet.name).toBe('Bookings');
    expect(sheet.cells.get('A1')?.value).toBe('Order ID');
    expect(sheet.rowCount).toBe(filtered.total + 1);
    expect(sheet.frozenRows).toBe(1);
  });
});
