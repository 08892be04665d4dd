import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION, todayInZone } from '@extranet/domain';
import { addDays } from '@extranet/validation';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  DEMO_PASSWORD,
  expectContract,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';
import { DEMO_REFERRAL_CODES } from '../../seed/registration.js';

let t: TestApp;
type As = { accountId: number; hotelId: number | null };
const ADMIN = DEMO_ACCOUNTS.ADMIN.id;
const today = () => todayInZone('Asia/Jakarta', t.app.ctx.clock);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: As, payload?: object) =>
  t.request({ method, url, as, ...(payload ? { payload } : {}) });
const reg = (hotelId: number) => `/api/v1/hotels/${hotelId}/registration`;
const fields = (body: { errors?: { field: string; code: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));

async function newHotel(): Promise<{ hotelId: number; as: As }> {
  const r = await call(
    'POST',
    '/api/v1/registrations',
    { accountId: ADMIN, hotelId: DEMO_HOTELS.JAKARTA },
    {
      accommodationType: 'HOTEL',
      currency: 'IDR',
    },
  );
  await expectContract(r, 'createRegistration');
  expect(r.statusCode).toBe(201);
  const { hotelId } = r.json() as { hotelId: number };
  return { hotelId, as: { accountId: ADMIN, hotelId } };
}

const agreement = (overrides: object = {}) => ({
  name: 'Admin Demo',
  position: 'Pemilik',
  date: today(),
  accepted: true,
  version: AGREEMENT_VERSION,
  language: 'id',
  ...overrides,
});

const payment = {
  method: 'BANK_TRANSFER',
  bankName: 'Bank Mandiri',
  branch: 'Jakarta Thamrin',
  accountNumber: '1234 5678 90',
  accountHolder: 'Admin Demo',
  swiftCode: 'bmriidja',
  payoutCurrency: 'IDR',
};

async function record(hotelId: number, as: As, step: string) {
  const r = await call('POST', `${reg(hotelId)}/progress`, as, { step });
  await expectContract(r, 'recordRegistrationStep');
  return r;
}

describe('createRegistration', () => {
  it('refuses a home without place type and a hotel with one, field by field', async () => {
    const as = { accountId: ADMIN, hotelId: DEMO_HOTELS.JAKARTA };
    const home = await call('POST', '/api/v1/registrations', as, {
      accommodationType: 'NHA',
      currency: 'IDR',
    });
    expect(home.statusCode).toBe(400);
    expect(fields(home.json())).toEqual({ placeType: 'registration.placeTypeRequired' });
    const hotel = await call('POST', '/api/v1/registrations', as, {
      accommodationType: 'HOTEL',
      placeType: 'UNIT',
      currency: 'IDR',
    });
    expect(fields(hotel.json())).toEqual({ placeType: 'registration.placeTypeNotAllowed' });
    await expectContract(hotel, 'createRegistration');
  });

  it('creates a draft property whose administrator the caller becomes', async () => {
    const { hotelId } = await newHotel();
    const row = await t.db.one<{
      active_status: number;
      roles: number[];
      is_contact: boolean;
      created_by: string;
    }>(
      `SELECT h.active_status, hu.roles, hu.is_contact, h.created_by FROM hotels h
         JOIN hotel_users hu ON hu.hotel_id = h.hotel_id WHERE h.hotel_id = $1`,
      [hotelId],
    );
    expect(row).toMatchObject({ active_status: -3, roles: [7], is_contact: true });
    expect(Number(row.created_by)).toBe(ADMIN);
  });

  it('switches a signed-in session to the new property (cookies)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.DRAFT.email, password: DEMO_PASSWORD },
    });
    const cookie = (r: typeof login, name: string) =>
      (r.cookies as { name: string; value: string }[]).find((c) => c.name === name)?.value;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations',
      cookies: { access_token: cookie(login, 'access_token')! },
      headers: SAME_ORIGIN,
      payload: { accommodationType: 'NHA', placeType: 'UNIT', currency: 'IDR' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      placeType: 'UNIT',
      nextPath: '/v3/registration/nha/property-type',
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { access_token: cookie(created, 'access_token')! },
    });
    expect(session.json().currentHotelId).toBe(created.json().hotelId);
  });

  it('sets the category on a pending property without one instead of creating another', async () => {
    const { hotelId } = await newHotel();
    await t.db.query(
      'UPDATE hotels SET accommodation_type = NULL, place_type = NULL, active_status = -1 WHERE hotel_id = $1',
      [hotelId],
    );
    const r = await call(
      'POST',
      '/api/v1/registrations',
      { accountId: ADMIN, hotelId },
      {
        accommodationType: 'NHA',
        placeType: 'WHOLE',
        currency: 'IDR',
      },
    );
    expect(r.json()).toMatchObject({ hotelId, accommodationType: 'NHA', placeType: 'WHOLE' });
    const row = await t.db.one<{ active_status: number; accommodation_type: string }>(
      'SELECT active_status, accommodation_type FROM hotels WHERE hotel_id = $1',
      [hotelId],
    );
    expect(row).toEqual({ active_status: -3, accommodation_type: 'NHA' });
  });
});

describe('a hotel registration from category to submit', () => {
  it('walks every step with its rules, then refuses changes after submit', async () => {
    const { hotelId, as } = await newHotel();
    const first = await call('GET', reg(hotelId), as);
    await expectContract(first, 'getRegistration');
    expect(first.json().steps[0]).toMatchObject({ step: 'GUEST_PROPERTY', state: 'CURRENT' });
    expect(first.json().nextPath).toBe('/v3/registration/hotel/property-type');

    // A later step before the earlier ones: STEP_LOCKED.
    const locked = await call('PUT', `${reg(hotelId)}/payment-detail`, as, payment);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('STEP_LOCKED');
    await expectContract(locked, 'savePaymentDetail');

    const wrongType = await call('PUT', `${reg(hotelId)}/property-type`, as, { propertyType: 'VILLA' });
    expect(fields(wrongType.json())).toEqual({ propertyType: 'registration.invalidOption' });
    const type = await call('PUT', `${reg(hotelId)}/property-type`, as, { propertyType: 'RESORT' });
    await expectContract(type, 'savePropertyType');
    expect(type.json()).toMatchObject({ propertyType: 'RESORT', registrationStep: 'GUEST_PROPERTY' });

    const noInfo = await record(hotelId, as, 'GENERAL_INFO');
    expect(noInfo.statusCode).toBe(400);
    expect(fields(noInfo.json())).toMatchObject({ 'GENERAL_INFO.address': 'registration.infoRequired' });
    expect(noInfo.json().errors[0].message).not.toMatch(/registration\./);
    await t.db.query(
      `UPDATE hotels SET name = 'Resort Uji', address = 'Jl. Uji 1', latitude = -6.2, longitude = 106.8
        WHERE hotel_id = $1`,
      [hotelId],
    );
    expect((await record(hotelId, as, 'GENERAL_INFO')).statusCode).toBe(200);

    await t.db.query(
      `INSERT INTO property_contacts (hotel_id, kinds, name, position, email, mobile)
       VALUES ($1, ARRAY['PRIMARY', 'AGREEMENT', 'FINANCE'], 'Ani', 'Pemilik', 'ani@resort.test', '8123456789')`,
      [hotelId],
    );
    const noReservation = await record(hotelId, as, 'CONTACT');
    expect(fields(noReservation.json())).toEqual({
      'CONTACT.contacts.RESERVATION': 'registration.contactKind.RESERVATION',
    });
    await t.db.query(
      `INSERT INTO property_contacts (hotel_id, kinds, name, position, email, mobile)
       VALUES ($1, ARRAY['RESERVATION'], 'Budi', 'FO', 'fo@resort.test', '8123456780')`,
      [hotelId],
    );
    expect((await record(hotelId, as, 'CONTACT')).statusCode).toBe(200);

    const future = await call(
      'PUT',
      `${reg(hotelId)}/agreement`,
      as,
      agreement({ date: addDays(today(), 1) }),
    );
    expect(fields(future.json())).toEqual({ date: 'max_date' });
    const old = await call(
      'PUT',
      `${reg(hotelId)}/agreement`,
      as,
      agreement({ version: '2020.1', accepted: false }),
    );
    expect(fields(old.json())).toEqual({
      accepted: 'registration.agreementRequired',
      version: 'registration.agreementOutdated',
    });
    const signed = await call('PUT', `${reg(hotelId)}/agreement`, as, agreement({ language: 'en' }));
    await expectContract(signed, 'saveAgreement');
    expect(signed.json().agreement).toMatchObject({
      version: AGREEMENT_VERSION,
      language: 'en',
      acceptedBy: 'Admin Demo',
    });

    const platforms = {
      platforms: [{ platform: 'AIRBNB', url: 'https://airbnb.com/rooms/1' }],
      channelSource: 'EVENT',
    };
    const unknown = await call('PUT', `${reg(hotelId)}/other-platform`, as, {
      ...platforms,
      referralCode: 'NOPE123',
    });
    expect(fields(unknown.json())).toEqual({ referralCode: 'registration.referralUnknown' });
    const expired = await call('PUT', `${reg(hotelId)}/other-platform`, as, {
      ...platforms,
      referralCode: DEMO_REFERRAL_CODES.EXPIRED,
    });
    expect(fields(expired.json())).toEqual({ referralCode: 'registration.referralExpired' });
    const badUrl = await call('PUT', `${reg(hotelId)}/other-platform`, as, {
      platforms: [{ platform: 'AIRBNB', url: 'not a link' }],
      channelSource: null,
    });
    expect(fields(badUrl.json())).toEqual({ 'platforms.0.url': 'url', channelSource: 'required' });
    const other = await call('PUT', `${reg(hotelId)}/other-platform`, as, {
      ...platforms,
      referralCode: DEMO_REFERRAL_CODES.VALID.toLowerCase(),
    });
    await expectContract(other, 'saveOtherPlatform');
    expect(other.json().otherPlatform.referralCode).toBe(DEMO_REFERRAL_CODES.VALID);
    expect(other.json().registrationStep).toBe('OTHER_PLATFORM');

    expect(fields((await record(hotelId, as, 'PROPERTY_DETAIL')).json())).toEqual({
      'PROPERTY_DETAIL.facilities': 'registration.facilityRequired',
    });
    await t.db.query(`INSERT INTO property_facilities (hotel_id, facility) VALUES ($1, 'WIFI')`, [hotelId]);
    expect((await record(hotelId, as, 'PROPERTY_DETAIL')).statusCode).toBe(200);

    const photo = (n: number, main: boolean) =>
      t.db.query(
        `INSERT INTO property_photos (hotel_id, variants, content_hash, width, height, bytes, is_main)
         VALUES ($1, $2::jsonb, $3, 1200, 800, 150000, $4)`,
        [hotelId, JSON.stringify({ large: `${hotelId}/h${n}-large.jpg` }), `h${n}`, main],
      );
    await photo(1, false);
    expect(fields((await record(hotelId, as, 'PROPERTY_PHOTO')).json())).toEqual({
      'PROPERTY_PHOTO.photos': 'registration.photosTooFew',
      'PROPERTY_PHOTO.mainPhoto': 'registration.mainPhotoRequired',
    });
    await photo(2, true);
    await photo(3, false);
    expect((await record(hotelId, as, 'PROPERTY_PHOTO')).statusCode).toBe(200);

    await t.db.query('INSERT INTO property_policies (hotel_id) VALUES ($1)', [hotelId]);
    expect((await record(hotelId, as, 'GENERAL_POLICY')).statusCode).toBe(200);
    // ROOM_DETAIL is the hotel's step; LISTING_DETAIL is not part of the hotel wizard.
    expect(fields((await record(hotelId, as, 'LISTING_DETAIL')).json())).toEqual({
      step: 'registration.invalidOption',
    });
    expect(fields((await record(hotelId, as, 'ROOM_DETAIL')).json())).toEqual({
      'ROOM_DETAIL.rooms': 'registration.roomRequired',
    });
    const room = await t.db.one<{ room_id: string }>(
      `INSERT INTO rooms (hotel_id, name, room_type) VALUES ($1, 'Garden Room', 'DELUXE') RETURNING room_id`,
      [hotelId],
    );
    await t.db.query(
      `INSERT INTO room_facilities (hotel_id, room_id, facility) SELECT $1, $2, unnest(ARRAY['TV', 'WIFI'])`,
      [hotelId, room.room_id],
    );
    expect(fields((await record(hotelId, as, 'ROOM_DETAIL')).json())).toEqual({
      'ROOM_DETAIL.rooms.0.facilities': 'registration.roomFacilities',
    });
    await t.db.query(`INSERT INTO room_facilities (hotel_id, room_id, facility) VALUES ($1, $2, 'SAFE')`, [
      hotelId,
      room.room_id,
    ]);
    expect((await record(hotelId, as, 'ROOM_DETAIL')).statusCode).toBe(200);

    const badPayment = await call('PUT', `${reg(hotelId)}/payment-detail`, as, {
      ...payment,
      accountNumber: '12ab',
      swiftCode: 'XX',
      bankName: ' ',
    });
    expect(fields(badPayment.json())).toEqual({
      bankName: 'not_contains_only_spaces',
      accountNumber: 'registration.accountNumber',
      swiftCode: 'payment.swiftCode',
    });
    const paid = await call('PUT', `${reg(hotelId)}/payment-detail`, as, payment);
    await expectContract(paid, 'savePaymentDetail');
    expect(paid.json().paymentDetail).toMatchObject({ accountNumber: '1234567890', swiftCode: 'BMRIIDJA' });
    expect(paid.json().checks).toEqual([]);

    const submitted = await call('POST', `${reg(hotelId)}/submit`, as);
    await expectContract(submitted, 'submitRegistration');
    expect(submitted.json()).toMatchObject({
      activeStatus: -1,
      lock: 'REGISTRATION_SUBMITTED',
      editable: false,
    });
    expect(submitted.json().decisions.map((d: { decision: string }) => d.decision)).toEqual(['SUBMIT']);
    const mails = await t.db.query<{ to_email: string }>(
      `SELECT to_email FROM mail_outbox WHERE kind = 'registration.SUBMIT' ORDER BY to_email`,
    );
    expect(mails.map((m) => m.to_email)).toEqual(
      expect.arrayContaining(['admin@demo.extranet', 'ani@resort.test']),
    );

    const after = await call('PUT', `${reg(hotelId)}/property-type`, as, { propertyType: 'HOTEL' });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('REGISTRATION_SUBMITTED');
    expect((await call('POST', `${reg(hotelId)}/submit`, as)).json().code).toBe('REGISTRATION_SUBMITTED');

    const text = await call('GET', `/api/v1/hotels/${hotelId}/agreement`, as);
    await expectContract(text, 'getAgreement');
    expect(text.json().clauses.length).toBeGreaterThanOrEqual(7);
    expect(text.json().title).toBe('Accommodation Partner Agreement');
    const pdf = await call('GET', `/api/v1/hotels/${hotelId}/agreement.pdf`, as);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses to submit an incomplete registration with every check', async () => {
    const { hotelId, as } = await newHotel();
    const r = await call('POST', `${reg(hotelId)}/submit`, as);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('REGISTRATION_INCOMPLETE');
    const got = fields(r.json());
    expect(got['GUEST_PROPERTY.propertyType']).toBe('registration.propertyTypeRequired');
    expect(got['PAYMENT_DETAIL.method']).toBe('registration.paymentRequired');
    await expectContract(r, 'submitRegistration');
    const noAgreement = await call('GET', `/api/v1/hotels/${hotelId}/agreement`, as);
    expect(noAgreement.statusCode).toBe(404);
    expect(noAgreement.json().code).toBe('AGREEMENT_NOT_SIGNED');
  });
});

describe('demo registrations', () => {
  it('draft@ resumes after CONTACT; another property is 404', async () => {
    const as = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: DEMO_HOTELS.DRAFT_VILLA };
    const r = await call('GET', reg(DEMO_HOTELS.DRAFT_VILLA), as);
    await expectContract(r, 'getRegistration');
    expect(r.json()).toMatchObject({
      registrationStep: 'CONTACT',
      nextPath: '/v3/registration/nha/other-platform',
      placeType: 'WHOLE',
    });
    expect(r.json().steps.find((s: { step: string }) => s.step === 'OTHER_PLATFORM').state).toBe('CURRENT');
    expect(fields(r.json())).toEqual({});
    const other = await call('GET', reg(DEMO_HOTELS.JAKARTA), as);
    expect(other.statusCode).toBe(404);
    const foreign = await call('GET', reg(DEMO_HOTELS.DRAFT_VILLA), {
      accountId: ADMIN,
      hotelId: DEMO_HOTELS.JAKARTA,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the approved demo hotels have a signed agreement for the hotel-contract page', async () => {
    const as = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: DEMO_HOTELS.JAKARTA };
    const r = await call('GET', `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/agreement`, as);
    await expectContract(r, 'getAgreement');
    expect(r.json()).toMatchObject({ version: AGREEMENT_VERSION, language: 'id', name: 'Admin Demo' });
    expect(r.json().title).toBe('Perjanjian Kemitraan Akomodasi');
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA };
    const refused = await call('GET', `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/agreement`, reservation);
    expect(refused.statusCode).toBe(403);
  });

  it('pending@ sees its submitted hotel under review', async () => {
    const as = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: DEMO_HOTELS.PENDING };
    const r = await call('GET', reg(DEMO_HOTELS.PENDING), as);
    await expectContract(r, 'getRegistration');
    expect(r.json()).toMatchObject({
      accommodationType: 'HOTEL',
      activeStatus: -1,
      lock: 'REGISTRATION_SUBMITTED',
    });
    expect(r.json().submittedAt).not.toBeNull();
  });
});
