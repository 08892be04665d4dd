/**
 * Add-ons through HTTP on PGlite and PostgreSQL: the photo upload and serving, create / read / update / switch
 * with contract-checked answers and translated field errors, another property's add-ons and photos never
 * readable or writable, roles; then sold with a stay through the marketplace's quote and booking (prices, field
 * errors, the lines written with the booking only when given), the booking's breakdown and the performance.
 */
import { addDays, todayInZone } from '@extranet/domain';
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
import { multipartBody, noisyJpeg } from '../media/test-photos.js';

const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const finance: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const mkt = { 'x-api-key': MARKETPLACE_KEY };
const d = (n: number) => addDays(todayInZone(), n);
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((e) => `${e.field}:${e.code}`);

let t: TestApp;
let photoJkt: number;
let photoBali: number;
let roomId: number;
let ratePlanId: number;

const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/add-ons`;
const send = (method: 'POST' | 'PUT', url: string, payload: object, as: As = admin(), lang = 'en') =>
  t.request({ method, url, as, payload, headers: { ...SAME_ORIGIN, 'accept-language': lang } });

async function uploadPhoto(hotelId: number, bytes: Buffer, as: As = admin(hotelId)) {
  const { payload, contentType } = multipartBody([{ name: 'breakfast.jpg', bytes }]);
  return t.request({
    method: 'POST',
    url: `${base(hotelId)}/photos`,
    as,
    headers: { ...SAME_ORIGIN, 'content-type': contentType },
    payload,
  });
}

const addOn = (over: Record<string, unknown> = {}) => ({
  name: { id: 'Sarapan prasmanan', en: 'Breakfast buffet' },
  description: { id: 'Di restoran lantai 2', en: 'At the 2nd floor restaurant' },
  category: 'MEAL',
  subcategory: 'BREAKFAST',
  priceType: 'PER_ROOM_PER_NIGHT',
  price: 75_000,
  minQuantity: 1,
  maxQuantity: 4,
  status: 'ACTIVE',
  photoId: photoJkt,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY } });
  const jpeg = await noisyJpeg(900, 820);
  const [a, b] = await Promise.all([uploadPhoto(JKT, jpeg), uploadPhoto(BALI, await noisyJpeg(900, 820))]);
  await expectContract(a, 'uploadAddOnPhoto');
  photoJkt = a.json().photoId;
  photoBali = b.json().photoId;
  const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [JKT],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  // A clean stretch: rate 500,000 a night, allotment 10, no restrictions, no surcharges.
  await t.db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 500000,
            cancellation_policy = NULL, occupancy_rates = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [JKT, roomId, d(60), d(80)],
  );
  await t.db.query(
    'UPDATE room_inventory SET sold = 0, allotment = 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [JKT, roomId, d(60), d(80)],
  );
  await t.db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [JKT]);
}, 120_000);
afterAll(() => t?.close());

describe('photo', () => {
  it('is not part of the gallery, and is refused when it is not a JPEG', async () => {
    const gallery = await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/photos`, as: admin() });
    const groups = gallery.json().groups as { photos: unknown[] }[];
    expect(groups.flatMap((g) => g.photos)).toEqual([]);
    const { payload, contentType } = multipartBody([{ name: 'x.jpg', bytes: Buffer.from('not a photo') }]);
    const bad = await t.request({
      method: 'POST',
      url: `${base(JKT)}/photos`,
      as: admin(),
      headers: { ...SAME_ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json())).toContain('files.0:PHOTO_WRONG_TYPE');
  });
});

describe('create, read, update, switch', () => {
  let id: number;

  it('creates an add-on and answers it with its photo', async () => {
    const r = await send('POST', base(JKT), addOn());
    expect(r.statusCode).toBe(201);
    await expectContract(r, 'createAddOn');
    const created = r.json();
    id = created.addOnId;
    expect(created).toMatchObject({ name: { en: 'Breakfast buffet' }, status: 'ACTIVE', price: 75_000 });
    const image = await t.request({ method: 'GET', url: created.photo.urls.thumb });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('lists, gets, updates and switches it', async () => {
    const list = await t.request({ method: 'GET', url: base(JKT), as: admin() });
    await expectContract(list, 'listAddOns');
    expect(list.json().items.map((a: { addOnId: number }) => a.addOnId)).toContain(id);
    expect(list.json().commissionPercent).toBe(10);
    const got = await t.request({ method: 'GET', url: `${base(JKT)}/${id}`, as: admin() });
    await expectContract(got, 'getAddOn');
    const updated = await send('PUT', `${base(JKT)}/${id}`, addOn({ price: 80_000, maxQuantity: 6 }));
    await expectContract(updated, 'updateAddOn');
    expect(updated.json()).toMatchObject({ price: 80_000, maxQuantity: 6 });
    const off = await send('PUT', `${base(JKT)}/${id}/status`, { status: 'INACTIVE' });
    await expectContract(off, 'setAddOnStatus');
    expect(off.json().status).toBe('INACTIVE');
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['empty name', { name: { id: ' ', en: '' } }, ['name.id:not_contains_only_spaces', 'name.en:required']],
    ['name of 81', { name: { id: 'n'.repeat(81), en: 'x' } }, ['name.id:max_length']],
    ['description of 201', { description: { id: 'd'.repeat(201), en: '' } }, ['description.id:max_length']],
    ['subcategory of another category', { subcategory: 'SPA' }, ['subcategory:addOn.invalidOption']],
    ['quantities reversed', { minQuantity: 3, maxQuantity: 2 }, ['maxQuantity:range.maxBelowMin']],
    ['no photo', { photoId: null }, ['photoId:required']],
  ])('refuses %s with field errors', async (_name, over, expected) => {
    const r = await send('POST', base(JKT), addOn(over));
    expect(r.statusCode).toBe(400);
    await expectContract(r, 'createAddOn');
    expect(fields(r.json())).toEqual(expected);
  });

  it('translates the field errors (id by default)', async () => {
    const r = await send('POST', base(JKT), addOn({ photoId: null }), admin(), 'id');
    expect(r.json().errors[0].message).not.toBe(
      (await send('POST', base(JKT), addOn({ photoId: null }), admin(), 'en')).json().errors[0].message,
    );
  });

  it('refuses a category outside the contract, never a 500', async () => {
    const r = await send('POST', base(JKT), addOn({ category: 'PARKING', price: -1 }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.length).toBeGreaterThan(0);
  });

  it('never reads nor writes another property’s add-ons or photos', async () => {
    const bali = await send('POST', base(BALI), addOn({ photoId: photoBali }), admin(BALI));
    expect(bali.statusCode).toBe(201);
    const baliId = bali.json().addOnId;
    expect((await t.request({ method: 'GET', url: `${base(JKT)}/${baliId}`, as: admin() })).statusCode).toBe(
      404,
    );
    expect((await send('PUT', `${base(JKT)}/${baliId}`, addOn())).statusCode).toBe(404);
    expect((await send('PUT', `${base(JKT)}/${baliId}/status`, { status: 'INACTIVE' })).statusCode).toBe(404);
    const foreignPhoto = await send('POST', base(JKT), addOn({ photoId: photoBali }));
    expect(fields(foreignPhoto.json())).toEqual(['photoId:UNKNOWN_PHOTO']);
    const list = (await t.request({ method: 'GET', url: base(JKT), as: admin() })).json();
    expect(list.items.map((a: { addOnId: number }) => a.addOnId)).not.toContain(baliId);
    // Not a user of the property: 404 whatever the id.
    const stranger = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: JKT };
    expect((await t.request({ method: 'GET', url: base(JKT), as: stranger })).statusCode).toBe(404);
  });

  it('refuses roles outside 3, 4, 5, 7 (403)', async () => {
    expect((await t.request({ method: 'GET', url: base(JKT), as: finance })).statusCode).toBe(403);
    expect((await send('POST', base(JKT), addOn(), finance)).statusCode).toBe(403);
  });
});

describe('sold with a stay', () => {
  let breakfast: number;
  let transfer: number;
  let inactive: number;
  const stay = (over: Record<string, unknown> = {}) => ({
    hotelId: JKT,
    roomId,
    ratePlanId,
    checkIn: d(61),
    checkOut: d(64),
    adults: 2,
    ...over,
  });
  const quote = (body: object) =>
    t.request({ method: 'POST', url: '/api/v1/marketplace/quote', payload: body, headers: mkt });
  const book = (body: object, key: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      payload: { guestName: 'Rina', ...body },
      headers: { ...mkt, 'idempotency-key': key },
    });

  beforeAll(async () => {
    breakfast = (await send('POST', base(JKT), addOn())).json().addOnId;
    transfer = (
      await send(
        'POST',
        base(JKT),
        addOn({
          name: { id: 'Antar bandara', en: 'Airport transfer' },
          category: 'TRANSPORT',
          subcategory: 'AIRPORT_TRANSFER',
          priceType: 'PER_ITEM',
          price: 250_000,
          minQuantity: 1,
          maxQuantity: 2,
        }),
      )
    ).json().addOnId;
    inactive = (await send('POST', base(JKT), addOn({ status: 'INACTIVE' }))).json().addOnId;
  });

  it('prices per room per night and per item on top of the stay', async () => {
    const plain = await quote(stay());
    expect(plain.json().addOns).toEqual([]);
    const r = await quote(
      stay({
        addOns: [
          { addOnId: breakfast, quantity: 2 },
          { addOnId: transfer, quantity: 1 },
        ],
      }),
    );
    await expectContract(r, 'marketplaceQuote');
    const q = r.json();
    expect(q.addOns.map((l: { amount: number; nights: number | null }) => [l.amount, l.nights])).toEqual([
      [75_000 * 2 * 3, 3],
      [250_000, null],
    ]);
    expect(q.totalPrice).toBe(plain.json().totalPrice + 450_000 + 250_000);
  });

  it.each<[string, () => object[], string[]]>([
    ['an inactive add-on', () => [{ addOnId: inactive, quantity: 1 }], ['addOns.0.addOnId:ADD_ON_INACTIVE']],
    ['an unknown add-on', () => [{ addOnId: 999_999_999, quantity: 1 }], ['addOns.0.addOnId:ADD_ON_UNKNOWN']],
    [
      'a quantity above the maximum',
      () => [{ addOnId: transfer, quantity: 3 }],
      ['addOns.0.quantity:ADD_ON_QUANTITY'],
    ],
  ])('refuses %s with a field error (quote and booking)', async (_name, order, expected) => {
    const q = await quote(stay({ addOns: order() }));
    expect(q.statusCode).toBe(400);
    expect(fields(q.json())).toEqual(expected);
    const b = await book(stay({ addOns: order() }), `refused-${expected[0]}`);
    expect(b.statusCode).toBe(400);
    expect(fields(b.json())).toEqual(expected);
  });

  it('refuses another property’s add-on', async () => {
    const bali = (await t.request({ method: 'GET', url: base(BALI), as: admin(BALI) })).json().items[0]
      .addOnId;
    const q = await quote(stay({ addOns: [{ addOnId: bali, quantity: 1 }] }));
    expect(fields(q.json())).toEqual(['addOns.0.addOnId:ADD_ON_UNKNOWN']);
  });

  it('books the stay with its add-on lines; the detail adds up; the performance counts it', async () => {
    const perfUrl = `${base(JKT)}/performance`;
    const before = (await t.request({ method: 'GET', url: perfUrl, as: admin() })).json();
    const r = await book(stay({ addOns: [{ addOnId: breakfast, quantity: 2 }] }), 'with-add-ons');
    expect(r.statusCode).toBe(201);
    const booking = r.json();
    expect(booking.totalPrice).toBe(3 * 500_000 + 450_000);
    const plain = await book(stay({ checkIn: d(70), checkOut: d(71) }), 'without-add-ons');
    expect(plain.statusCode).toBe(201);
    const lines = await t.db.query('SELECT * FROM booking_add_ons WHERE hotel_id = $1 AND booking_id = $2', [
      JKT,
      plain.json().bookingId,
    ]);
    expect(lines).toEqual([]);

    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/bookings/${booking.bookingId}`,
      as: admin(),
    });
    await expectContract(detail, 'getBooking');
    const b = detail.json().breakdown;
    expect(b.addOns).toMatchObject([{ addOnId: breakfast, quantity: 2, nights: 3, amount: 450_000 }]);
    expect(b.nightsTotal - b.losDiscount + b.childrenCharge + b.addOnsTotal + b.unitemised).toBe(b.total);
    expect(b.unitemised).toBe(0);
    expect(b.addOnsCommission).toEqual({ percent: 10, amount: 45_000 });
    expect(b.propertyReceives).toBe(b.total - b.commission.amount - 45_000);

    const perf = await t.request({ method: 'GET', url: perfUrl, as: admin() });
    await expectContract(perf, 'addOnPerformance');
    const row = perf.json().items.find((i: { addOnId: number }) => i.addOnId === breakfast);
    expect(row).toMatchObject({ units: 2, bookings: 1, revenue: 450_000 });
    expect(perf.json().totals.bookings).toBe(before.totals.bookings + 1);
    expect(perf.json().totals.revenue).toBe(before.totals.revenue + 450_000);

    // A cancelled booking no longer counts.
    await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${booking.bookingId}/cancel`,
      headers: mkt,
    });
    const after = (await t.request({ method: 'GET', url: `${base(JKT)}/performance`, as: admin() })).json();
    expect(after.items.find((i: { addOnId: number }) => i.addOnId === breakfast).units).toBe(0);
  });

  it('refuses a reversed or too long period', async () => {
    const reversed = await t.request({
      method: 'GET',
      url: `${base(JKT)}/performance?from=${d(5)}&to=${d(1)}`,
      as: admin(),
    });
    expect(fields(reversed.json())).toEqual(['to:DATE_BEFORE_START']);
    const long = await t.request({
      method: 'GET',
      url: `${base(JKT)}/performance?from=${d(-400)}&to=${d(0)}`,
      as: admin(),
    });
    expect(fields(long.json())).toEqual(['to:TOO_LARGE']);
  });
});
