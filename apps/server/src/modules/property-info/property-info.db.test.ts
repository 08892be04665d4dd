import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

let t: TestApp;
const JKT = DEMO_HOTELS.JAKARTA;
const VILLA = DEMO_HOTELS.DRAFT_VILLA;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const draft = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: VILLA };
const pending = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: DEMO_HOTELS.PENDING };
const mm = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: JKT };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type As = { accountId: number; hotelId: number };
const get = (url: string, as: As = admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, as, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, as: As = admin) =>
  t.request({
    method,
    url,
    as,
    headers: SAME_ORIGIN,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));

function info(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Villa Demo Ubud',
    starRating: null,
    description: 'A quiet villa among the rice fields.',
    address: 'Jl. Raya Ubud 10',
    country: 'ID',
    provinceCode: '51',
    regencyCode: '51.04',
    districtCode: '51.04.05',
    city: '',
    postalCode: '80571',
    latitude: -8.506853,
    longitude: 115.262477,
    phoneCode: '+62',
    phone: '361975123',
    email: 'Villa@Example.com',
    website: 'https://villa.example.com',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    ...overrides,
  };
}

function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sari Dewi',
    position: 'Owner',
    email: 'sari@example.com',
    mobileCode: '+62',
    mobile: '81234567',
    phone: null,
    fax: null,
    kinds: ['PRIMARY', 'AGREEMENT'],
    ...overrides,
  };
}

describe('locations', () => {
  it('lists countries with Indonesia first, names in the caller language', async () => {
    const r = await get('/api/v1/locations/countries', admin, { 'accept-language': 'en' });
    await expectContract(r, 'listCountries');
    const items = r.json().items as { code: string; name: string }[];
    expect(items[0]).toEqual({ code: 'ID', name: 'Indonesia' });
    expect(items.find((c) => c.code === 'DE')?.name).toBe('Germany');
    const id = (await get('/api/v1/locations/countries', admin, { 'accept-language': 'id' })).json();
    expect((id.items as { code: string; name: string }[]).find((c) => c.code === 'DE')?.name).toBe('Jerman');
  });

  it('lists provinces, regencies of a province and districts of a regency', async () => {
    const provinces = await get('/api/v1/locations/provinces');
    await expectContract(provinces, 'listProvinces');
    expect(provinces.json().items).toContainEqual({ code: '51', name: 'Bali' });
    const regencies = await get('/api/v1/locations/regencies?provinceCode=51');
    await expectContract(regencies, 'listRegencies');
    const codes = (regencies.json().items as { code: string }[]).map((r) => r.code);
    expect(codes).toContain('51.04');
    expect(codes.every((c) => c.startsWith('51.'))).toBe(true);
    const districts = await get('/api/v1/locations/districts?regencyCode=51.04');
    expect((districts.json().items as { code: string }[]).map((d) => d.code)).toContain('51.04.05');
    expect((await get('/api/v1/locations/districts?regencyCode=99.99')).json().items).toEqual([]);
    expect((await get('/api/v1/locations/regencies?provinceCode=abc')).statusCode).toBe(400);
  });

  it('needs a sign-in', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/locations/provinces' })).statusCode).toBe(401);
  });
});

describe('general info of a draft', () => {
  const url = `/api/v1/hotels/${VILLA}/general-info`;
  it('is written directly and read back', async () => {
    const before = await get(url, draft);
    await expectContract(before, 'getGeneralInfo');
    expect(before.json().editMode).toBe('DIRECT');
    const r = await send('PUT', url, info({ starRating: 4 }), draft);
    await expectContract(r, 'updateGeneralInfo');
    expect(r.statusCode).toBe(200);
    expect(r.json().outcome).toBe('SAVED');
    const after = (await get(url, draft)).json().generalInfo;
    expect(after).toMatchObject({
      name: 'Villa Demo Ubud',
      starRating: null,
      email: 'villa@example.com',
      districtCode: '51.04.05',
      latitude: -8.506853,
      checkInTime: '14:00',
      accommodationType: 'NHA',
    });
  });

  it('refuses bad input field by field, and areas that do not exist', async () => {
    const r = await send(
      'PUT',
      url,
      info({ regencyCode: '52.01', districtCode: '52.01.01', phone: '12', latitude: null, email: 'x' }),
      draft,
    );
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toMatchObject({
      regencyCode: 'generalInfo.areaMismatch',
      phone: 'phone.invalid',
      latitude: 'generalInfo.coordinatesPair',
      email: 'email',
    });
    const unknown = await send('PUT', url, info({ districtCode: '51.04.99' }), draft);
    expect(fields(unknown.json())).toEqual({ districtCode: 'generalInfo.areaUnknown' });
    const country = await send('PUT', url, info({ country: 'XX', city: 'Nowhere' }), draft);
    expect(fields(country.json())).toEqual({ country: 'generalInfo.country' });
  });

  it('is locked before a category is picked and while the registration is submitted', async () => {
    const url = `/api/v1/hotels/${DEMO_HOTELS.PENDING}/general-info`;
    // The demo's pending hotel is submitted; without its category it is the owner who has not picked one yet.
    await t.db.query(`UPDATE hotels SET accommodation_type = NULL WHERE hotel_id = $1`, [
      DEMO_HOTELS.PENDING,
    ]);
    const r = await send('PUT', url, info(), pending);
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('CATEGORY_REQUIRED');
    await t.db.query(`UPDATE hotels SET accommodation_type = 'HOTEL' WHERE hotel_id = $1`, [
      DEMO_HOTELS.PENDING,
    ]);
    const submitted = await send('PUT', url, info(), pending);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().code).toBe('REGISTRATION_SUBMITTED');
    const contacts = await send('POST', `/api/v1/hotels/${DEMO_HOTELS.PENDING}/contacts`, contact(), pending);
    expect(contacts.json().code).toBe('REGISTRATION_SUBMITTED');
  });

  it("another property's general info is not found", async () => {
    expect((await get(url, admin)).statusCode).toBe(404);
    expect((await send('PUT', url, info(), admin)).statusCode).toBe(404);
  });
});

describe('general info of an approved property: change requests', () => {
  const url = `/api/v1/hotels/${JKT}/general-info`;
  const jakarta = () =>
    info({
      name: 'Hotel Demo Jakarta Baru',
      starRating: 5,
      provinceCode: '31',
      regencyCode: '31.71',
      districtCode: '31.71.01',
      postalCode: '10110',
      latitude: -6.2,
      longitude: 106.816666,
      phone: '215550123',
    });
  let requestId = 0;

  it('sends a request instead of writing; a new one replaces the open one', async () => {
    const nameBefore = (await get(url)).json().generalInfo.name as string;
    const r = await send('PUT', url, jakarta());
    await expectContract(r, 'updateGeneralInfo');
    expect(r.json()).toMatchObject({ outcome: 'REQUESTED', editMode: 'CHANGE_REQUEST' });
    expect(r.json().generalInfo.name).toBe(nameBefore);
    requestId = r.json().changeRequest.requestId as number;
    const again = await send('PUT', url, { ...jakarta(), name: 'Hotel Demo Jakarta Pusat' });
    expect(again.json().changeRequest).toMatchObject({ requestId, status: 'SENT' });
    expect(again.json().changeRequest.proposed.name).toBe('Hotel Demo Jakarta Pusat');
    const list = await get(`${url}/requests`);
    await expectContract(list, 'listGeneralInfoRequests');
    expect((list.json().items as { status: string }[]).filter((i) => i.status === 'SENT')).toHaveLength(1);
  });

  it('only a market manager reviews', async () => {
    const queue = await get('/api/v1/review/general-info-requests', admin);
    expect(queue.statusCode).toBe(403);
    expect(queue.json().code).toBe('MARKET_MANAGER_REQUIRED');
    const decide = await send(
      'POST',
      `/api/v1/review/general-info-requests/${requestId}/decision`,
      { decision: 'APPROVE' },
      admin,
    );
    expect(decide.statusCode).toBe(403);
  });

  it('a rejection needs a reason, is logged and mailed to the owner', async () => {
    const queue = await get('/api/v1/review/general-info-requests', mm);
    await expectContract(queue, 'listGeneralInfoReviewQueue');
    const item = (queue.json().items as { request: { requestId: number }; changedFields: string[] }[]).find(
      (i) => i.request.requestId === requestId,
    );
    expect(item).toMatchObject({ hotelId: JKT });
    expect(item?.changedFields).toContain('name');
    const decisionUrl = `/api/v1/review/general-info-requests/${requestId}/decision`;
    const noReason = await send('POST', decisionUrl, { decision: 'REJECT', reason: ' ' }, mm);
    expect(noReason.statusCode).toBe(400);
    expect(fields(noReason.json())).toEqual({ reason: 'REQUIRED' });
    const r = await send(
      'POST',
      decisionUrl,
      { decision: 'REJECT', reason: 'The name is not the legal one.' },
      mm,
    );
    await expectContract(r, 'decideGeneralInfoRequest');
    expect(r.json()).toMatchObject({ status: 'REJECTED', reason: 'The name is not the legal one.' });
    expect(r.json().decidedBy).toBeTruthy();
    const mail = await t.db.maybeOne<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE to_email = $1 AND kind = 'generalInfo.REJECTED'`,
      [DEMO_ACCOUNTS.ADMIN.email],
    );
    const owner = await t.db.one<{ lang: 'id' | 'en' | null }>('SELECT lang FROM accounts WHERE id = $1', [
      DEMO_ACCOUNTS.ADMIN.id,
    ]);
    expect(mail?.subject).toBe(
      translate(owner.lang ?? 'id', 'propertyInfo.mail.REJECTED.subject', { property: 'Hotel Demo Jakarta' }),
    );
    const twice = await send('POST', decisionUrl, { decision: 'APPROVE' }, mm);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REQUEST_ALREADY_DECIDED');
    const seen = (await get(url)).json().changeRequest;
    expect(seen).toMatchObject({ requestId, status: 'REJECTED', reason: 'The name is not the legal one.' });
  });

  it('an approval applies the proposal', async () => {
    const sent = await send('PUT', url, jakarta());
    const id = sent.json().changeRequest.requestId as number;
    expect(id).not.toBe(requestId);
    const r = await send(
      'POST',
      `/api/v1/review/general-info-requests/${id}/decision`,
      { decision: 'APPROVE' },
      mm,
    );
    expect(r.json().status).toBe('APPROVED');
    const now = (await get(url)).json().generalInfo;
    expect(now).toMatchObject({ name: 'Hotel Demo Jakarta Baru', starRating: 5, districtCode: '31.71.01' });
    expect(
      (
        await send(
          'POST',
          '/api/v1/review/general-info-requests/987654/decision',
          { decision: 'APPROVE' },
          mm,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('contacts', () => {
  const url = `/api/v1/hotels/${VILLA}/contacts`;
  let first = 0;
  let second = 0;

  // The demo villa's registration already holds its contacts: these tests start from none.
  beforeAll(async () => {
    await t.db.query('DELETE FROM property_contacts WHERE hotel_id = $1', [VILLA]);
  });

  it('adds contacts; the step is complete when every kind is held, a kind moves', async () => {
    const r = await send('POST', url, contact(), draft);
    await expectContract(r, 'createContact');
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ complete: false, missingKinds: ['FINANCE', 'RESERVATION'] });
    first = r.json().items[0].contactId as number;
    const two = await send(
      'POST',
      url,
      contact({
        name: 'Budi Santoso',
        email: 'budi@example.com',
        kinds: ['FINANCE', 'RESERVATION', 'PRIMARY'],
      }),
      draft,
    );
    const list = two.json() as {
      complete: boolean;
      items: { contactId: number; name: string; kinds: string[] }[];
    };
    expect(list.complete).toBe(true);
    const budi = list.items.find((c) => c.name === 'Budi Santoso');
    second = budi?.contactId ?? 0;
    expect(budi?.kinds).toEqual(['PRIMARY', 'FINANCE', 'RESERVATION']);
    expect(list.items.find((c) => c.contactId === first)?.kinds).toEqual(['AGREEMENT']);
    const general = (await get(`/api/v1/hotels/${VILLA}/general-info`, draft)).json();
    expect(general.picContact).toMatchObject({ contactId: second, name: 'Budi Santoso' });
  });

  it('refuses bad contacts field by field', async () => {
    const r = await send(
      'POST',
      url,
      contact({ name: 'Al', mobile: '123', email: 'nope', position: '' }),
      draft,
    );
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toMatchObject({
      name: 'min_length',
      mobile: 'phone.invalid',
      email: 'email',
      position: 'required',
    });
  });

  it('a contact in use cannot be deleted; one without kinds can', async () => {
    const inUse = await send('DELETE', `${url}/${first}`, undefined, draft);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('CONTACT_IN_USE');
    await send(
      'PUT',
      `${url}/${second}`,
      contact({
        name: 'Budi Santoso',
        email: 'budi@example.com',
        kinds: ['PRIMARY', 'FINANCE', 'RESERVATION', 'AGREEMENT'],
      }),
      draft,
    );
    const r = await send('DELETE', `${url}/${first}`, undefined, draft);
    await expectContract(r, 'deleteContact');
    expect(r.statusCode).toBe(200);
    expect(r.json().items).toHaveLength(1);
  });

  it('a user named as a contact is flagged until the contacts change', async () => {
    const flag = async () =>
      (
        await t.db.one<{ is_contact: boolean }>(
          'SELECT is_contact FROM hotel_users WHERE hotel_id = $1 AND account_id = $2',
          [VILLA, DEMO_ACCOUNTS.DRAFT.id],
        )
      ).is_contact;
    const r = await send(
      'PUT',
      `${url}/${second}`,
      contact({
        email: DEMO_ACCOUNTS.DRAFT.email.toUpperCase(),
        kinds: ['PRIMARY', 'FINANCE', 'RESERVATION', 'AGREEMENT'],
      }),
      draft,
    );
    expect(r.json().items[0].isUser).toBe(true);
    expect(await flag()).toBe(true);
    await send(
      'PUT',
      `${url}/${second}`,
      contact({ kinds: ['PRIMARY', 'FINANCE', 'RESERVATION', 'AGREEMENT'] }),
      draft,
    );
    expect(await flag()).toBe(false);
  });

  it("another property's contacts are not found", async () => {
    expect((await get(url, admin)).statusCode).toBe(404);
    const r = await send('PUT', `/api/v1/hotels/${JKT}/contacts/${second}`, contact(), admin);
    expect(r.statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/v1/hotels/${JKT}/contacts/${second}`, undefined, admin)).statusCode,
    ).toBe(404);
  });
});
