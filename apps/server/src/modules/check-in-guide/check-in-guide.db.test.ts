import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';
import { multipartBody, noisyJpeg } from '../media/test-photos.js';

const NOW = new Date('2027-02-28T16:30:00Z');
const BALI = DEMO_HOTELS.BALI;
const JKT = DEMO_HOTELS.JAKARTA;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = BALI): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });

let t: TestApp;
let now = NOW;
let baliPhoto: number;
let jktPhoto: number;

const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/check-in-guide`;
const get = (url: string, as: As = admin()) => t.request({ method: 'GET', url, as });
const send = (method: 'PUT' | 'POST', url: string, payload: object, as: As = admin()) =>
  t.request({ method, url, as, payload });
const fields = (body: { errors?: { field: string; code: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));
const marketplace = (hotelId: number, itineraryId: string, key: string | null = MARKETPLACE_KEY) =>
  t.request({
    method: 'GET',
    url: `/api/v1/marketplace/hotels/${hotelId}/bookings/${encodeURIComponent(itineraryId)}/check-in-guide`,
    headers: key === null ? {} : { 'x-api-key': key },
  });

async function uploadPhoto(hotelId: number): Promise<number> {
  const { payload, contentType } = multipartBody([{ name: 'gate.jpg', bytes: await noisyJpeg(900, 820) }]);
  const r = await t.request({
    method: 'POST',
    url: `/api/v1/hotels/${hotelId}/photos`,
    as: admin(hotelId),
    headers: { 'content-type': contentType },
    payload,
  });
  expect(r.statusCode).toBe(201);
  return (r.json() as { items: { photoId: number }[] }).items[0]!.photoId;
}

async function addBooking(hotelId: number, itineraryId: string, status = 'CONFIRMED') {
  await t.db.query(
    `INSERT INTO bookings (hotel_id, itinerary_id, idempotency_key, room_id, rate_plan_id, check_in, check_out,
                           adults, guest_name, total_price, nightly_rates, status)
     VALUES ($1, $2, $2, 1, 1, '2027-03-10', '2027-03-12', 2, 'Tamu Uji', 1000000, '{500000,500000}', $3)`,
    [hotelId, itineraryId, status],
  );
}

const guide = (patch: Record<string, unknown> = {}) => ({
  title: { id: 'Selamat datang di vila', en: 'Welcome to the villa' },
  description: { id: 'Kunci ada di kotak kunci', en: 'The key is in the lock box' },
  checkInFrom: '14:00',
  checkInUntil: '22:00',
  checkOutUntil: '12:00',
  contacts: [
    { name: 'Made', phoneCode: '+62', phone: '81234567890' },
    { name: '', phoneCode: '+62', phone: '' },
  ],
  photoIds: [baliPhoto],
  steps: [
    { id: 'Parkir di depan gerbang', en: 'Park in front of the gate' },
    { id: '', en: '' },
    { id: 'Buka kotak kunci dengan kode 1234', en: 'Open the lock box with code 1234' },
  ],
  rules: [{ id: 'Dilarang merokok', en: 'No smoking' }],
  directions: [],
  nearbyPlaces: [{ id: 'Pantai 5 menit jalan kaki', en: 'Beach, a 5-minute walk' }],
  extraInfo: [],
  ...patch,
});

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => now });
  [baliPhoto, jktPhoto] = [await uploadPhoto(BALI), await uploadPhoto(JKT)];
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('check-in guide', () => {
  it('starts empty (status NONE, not active)', async () => {
    const r = await get(base(BALI));
    await expectContract(r, 'getCheckInGuide');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'NONE', active: false, currentVersion: null, photos: [] });
  });

  it('cannot be activated before a version is submitted', async () => {
    const r = await send('PUT', `${base(BALI)}/activation`, { active: true });
    await expectContract(r, 'setCheckInGuideActivation');
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('CHECK_IN_GUIDE_NOT_SUBMITTED');
  });

  it('saves an incomplete draft on the server and reads it back', async () => {
    const draft = guide({ title: { id: 'Selamat datang', en: '' }, photoIds: [], checkInUntil: '' });
    const r = await send('PUT', `${base(BALI)}/draft`, draft);
    await expectContract(r, 'saveCheckInGuideDraft');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({
      status: 'DRAFT',
      active: false,
      savedBy: { email: DEMO_ACCOUNTS.ADMIN.email },
    });
    // The list entry empty in both languages is dropped.
    expect(body.content.steps).toHaveLength(2);
    const again = await get(base(BALI));
    expect(again.json()).toEqual(body);
  });

  it('refuses photos of another property', async () => {
    const r = await send('PUT', `${base(BALI)}/draft`, guide({ photoIds: [baliPhoto, jktPhoto] }));
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toEqual({ 'photoIds.1': 'UNKNOWN_PHOTO' });
  });

  it('submit checks every SPEC 5 rule with field errors (in the caller language) and keeps the draft', async () => {
    const incomplete = guide({
      title: { id: 'Selamat datang', en: '' },
      description: { id: '', en: 'Key in the box' },
      checkInFrom: '20:00',
      checkInUntil: '18:00',
      contacts: [
        { name: 'Made', phoneCode: '+62', phone: '81234567890' },
        { name: 'Ketut', phoneCode: '+62', phone: '' },
      ],
      photoIds: [],
      rules: [{ id: 'Dilarang merokok', en: '' }],
    });
    const r = await t.request({
      method: 'POST',
      url: `${base(BALI)}/submit`,
      as: admin(),
      payload: incomplete,
      headers: { 'accept-language': 'en' },
    });
    await expectContract(r, 'submitCheckInGuide');
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toEqual({
      'title.en': 'required',
      'description.id': 'required',
      checkInUntil: 'time.endBeforeStart',
      'contacts.1.phone': 'required',
      photoIds: 'checkInGuide.photoRequired',
      'rules.0.en': 'checkInGuide.otherLanguage',
    });
    const photoMessage = r.json().errors.find((e: { field: string }) => e.field === 'photoIds').message;
    expect(photoMessage).toBe('Add at least one photo');
    const kept = await get(base(BALI));
    expect(kept.json()).toMatchObject({ status: 'DRAFT', currentVersion: null });
    expect(kept.json().content.checkInFrom).toBe('20:00');
  });

  it('checks the phone for its calling code (libphonenumber-js)', async () => {
    const r = await send(
      'POST',
      `${base(BALI)}/submit`,
      guide({ contacts: [{ name: 'Made', phoneCode: '+62', phone: '123456' }] }),
    );
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toEqual({ 'contacts.0.phone': 'phone.notValid' });
  });

  it('submits version 1, then activation is a separate toggle, logged with who and when', async () => {
    const r = await send('POST', `${base(BALI)}/submit`, guide());
    await expectContract(r, 'submitCheckInGuide');
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      version: 1,
      submittedAt: NOW.toISOString(),
      submittedBy: { email: DEMO_ACCOUNTS.ADMIN.email },
      photos: [{ photoId: baliPhoto }],
    });
    expect(r.json().photos[0].urls.thumb).toMatch(/^\/media\/\d+\/[0-9a-f]{16}-thumb\.jpg$/);
    const state = await get(base(BALI));
    expect(state.json()).toMatchObject({ status: 'SUBMITTED', active: false, currentVersion: 1 });

    now = new Date('2027-02-28T17:00:00Z');
    const on = await send('PUT', `${base(BALI)}/activation`, { active: true });
    await expectContract(on, 'setCheckInGuideActivation');
    expect(on.json()).toMatchObject({ active: true, activatedAt: now.toISOString(), status: 'SUBMITTED' });
    // The same state again changes and logs nothing.
    await send('PUT', `${base(BALI)}/activation`, { active: true });

    const log = await get(`${base(BALI)}/log`);
    await expectContract(log, 'getCheckInGuideLog');
    expect(log.json().items).toEqual([
      {
        kind: 'ACTIVATED',
        version: 1,
        at: now.toISOString(),
        by: { name: 'Admin Demo', email: DEMO_ACCOUNTS.ADMIN.email },
      },
      {
        kind: 'SUBMITTED',
        version: 1,
        at: NOW.toISOString(),
        by: { name: 'Admin Demo', email: DEMO_ACCOUNTS.ADMIN.email },
      },
    ]);
  });

  it('a later draft does not change what guests see until it is submitted; versions stay as submitted', async () => {
    await addBooking(BALI, 'ITN-BALI-1');
    const before = await marketplace(BALI, 'ITN-BALI-1');
    await expectContract(before, 'marketplaceCheckInGuide');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ hotelId: BALI, itineraryId: 'ITN-BALI-1', version: 1 });
    expect(before.json().content.title.en).toBe('Welcome to the villa');

    const changed = guide({ title: { id: 'Selamat datang kembali', en: 'Welcome back' } });
    const draft = await send('PUT', `${base(BALI)}/draft`, changed);
    expect(draft.json()).toMatchObject({ status: 'DRAFT', active: true, currentVersion: 1 });
    expect((await marketplace(BALI, 'ITN-BALI-1')).json().version).toBe(1);

    now = new Date('2027-03-01T02:00:00Z');
    const v2 = await send('POST', `${base(BALI)}/submit`, changed);
    expect(v2.json().version).toBe(2);
    // Booked guests see the new version at once.
    const after = await marketplace(BALI, 'ITN-BALI-1');
    expect(after.json()).toMatchObject({ version: 2, submittedAt: now.toISOString() });
    expect(after.json().content.title.en).toBe('Welcome back');

    const v1 = await get(`${base(BALI)}/versions/1`);
    await expectContract(v1, 'getCheckInGuideVersion');
    expect(v1.json().content.title.en).toBe('Welcome to the villa');
    const missing = await get(`${base(BALI)}/versions/3`);
    await expectContract(missing, 'getCheckInGuideVersion');
    expect(missing.statusCode).toBe(404);
    expect((await get(`${base(BALI)}/log`)).json().items.map((e: { kind: string }) => e.kind)).toEqual([
      'SUBMITTED',
      'ACTIVATED',
      'SUBMITTED',
    ]);
  });

  it('the marketplace read: key, booking, property and activation decide', async () => {
    expect((await marketplace(BALI, 'ITN-BALI-1', null)).statusCode).toBe(401);
    expect((await marketplace(BALI, 'ITN-BALI-1', 'wrong-key')).statusCode).toBe(401);
    const unknown = await marketplace(BALI, 'ITN-NONE');
    await expectContract(unknown, 'marketplaceCheckInGuide');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CHECK_IN_GUIDE_BOOKING_NOT_FOUND');
    // Bali's itinerary asked at Jakarta finds no booking there.
    expect((await marketplace(JKT, 'ITN-BALI-1')).json().code).toBe('CHECK_IN_GUIDE_BOOKING_NOT_FOUND');
    await addBooking(BALI, 'ITN-BALI-CANCELLED', 'CANCELLED');
    expect((await marketplace(BALI, 'ITN-BALI-CANCELLED')).statusCode).toBe(404);

    const off = await send('PUT', `${base(BALI)}/activation`, { active: false });
    expect(off.json()).toMatchObject({ active: false, activatedAt: null, currentVersion: 2 });
    const inactive = await marketplace(BALI, 'ITN-BALI-1');
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().code).toBe('CHECK_IN_GUIDE_NOT_ACTIVE');
    expect((await get(`${base(BALI)}/log`)).json().items[0]).toMatchObject({
      kind: 'DEACTIVATED',
      version: 2,
    });

    const disabled = await createTestApp();
    try {
      const r = await disabled.request({
        method: 'GET',
        url: `/api/v1/marketplace/hotels/${BALI}/bookings/ITN-BALI-1/check-in-guide`,
        headers: { 'x-api-key': MARKETPLACE_KEY },
      });
      expect(r.statusCode).toBe(503);
    } finally {
      await disabled.close();
    }
  });

  it('another property guide is never readable or writable', async () => {
    // Jakarta's users see Jakarta's own guide, not Bali's.
    const jkt = await get(base(JKT), admin(JKT));
    expect(jkt.json().content.title.en).not.toBe('Welcome back');
    // An account that is not a user of Bali gets 404 for Bali's guide, its versions and its changes.
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: BALI };
    expect((await get(base(BALI), reservation)).statusCode).toBe(404);
    expect((await get(`${base(BALI)}/versions/1`, reservation)).statusCode).toBe(404);
    expect((await send('PUT', `${base(BALI)}/draft`, guide(), reservation)).statusCode).toBe(404);
    expect((await send('PUT', `${base(BALI)}/activation`, { active: true }, reservation)).statusCode).toBe(
      404,
    );
    expect((await get(base(BALI))).json().active).toBe(false);
  });

  it('roles, status and the feature of the checkInGuide route', async () => {
    // Reservation (role 5) may write the guide; finance admin (13) may not.
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
    expect((await get(base(JKT), reservation)).statusCode).toBe(200);
    const finance = await get(base(JKT), { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT });
    await expectContract(finance, 'getCheckInGuide');
    expect(finance.statusCode).toBe(403);
    // Bandung has no check-in guide feature; the pending property is not active yet.
    expect((await get(base(DEMO_HOTELS.BANDUNG), admin(DEMO_HOTELS.BANDUNG))).statusCode).toBe(403);
    const pending = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: DEMO_HOTELS.PENDING };
    expect((await get(base(DEMO_HOTELS.PENDING), pending)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: base(JKT) })).statusCode).toBe(401);
  });

  it('two submits at once make two versions, numbered in turn', async () => {
    const content = guide({ photoIds: [jktPhoto] });
    const answers = await Promise.all([
      send('POST', `${base(JKT)}/submit`, content, admin(JKT)),
      send('POST', `${base(JKT)}/submit`, content, admin(JKT)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().version).sort()).toEqual([1, 2]);
    expect((await get(base(JKT), admin(JKT))).json()).toMatchObject({
      status: 'SUBMITTED',
      currentVersion: 2,
    });
  });
});
