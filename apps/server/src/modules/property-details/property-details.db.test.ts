import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import { pdfText } from './pdf-text.js';

// 23:30 WIB on 28 February 2027: the property's today is the 28th while UTC is still the same day; a month end.
const NOW = new Date('2027-02-28T16:30:00Z');
const TODAY = '2027-02-28';
const JKT = DEMO_HOTELS.JAKARTA;
const BDG = DEMO_HOTELS.BANDUNG;
const VILLA = DEMO_HOTELS.DRAFT_VILLA;
const PENDING = DEMO_HOTELS.PENDING;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const finance: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(async () => {
  await t?.close();
});

const base = (hotelId: number) => `/api/v1/hotels/${hotelId}`;
const get = (url: string, as: As = admin(), headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, as, headers });
const send = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload: object, as: As = admin()) =>
  t.request({ method, url, as, payload });
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));

const policy = (patch: Record<string, unknown> = {}) => ({
  allowAlcoholicDrink: false,
  allowPets: true,
  allowSmoking: false,
  genderType: 'ALL',
  marriageRegulation: 'NONE',
  allowAllAge: false,
  setMinAge: 3,
  payDeposit: true,
  depositAmount: 500000,
  breakfastTime: { start: '06:30', end: '10:30' },
  childrenPolicy: { childAgeFrom: 3, childAgeTo: 11, adultMinAge: 12 },
  ...patch,
});

describe('general policy', () => {
  it('reads the defaults of a property that never saved it', async () => {
    // The demo's Bandung has its policy: take it away, as for a property registered before policies existed.
    await t.db.query('DELETE FROM property_policies WHERE hotel_id = $1', [BDG]);
    const r = await get(`${base(BDG)}/general-policy`, admin(BDG));
    await expectContract(r, 'getGeneralPolicy');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ saved: false, complete: false, allowAllAge: true, updatedAt: null });
  });

  it('saves the policy and the ages the children rate plans read', async () => {
    const r = await send('PUT', `${base(BDG)}/general-policy`, policy(), admin(BDG));
    await expectContract(r, 'updateGeneralPolicy');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      saved: true,
      complete: true,
      allowAllAge: false,
      setMinAge: 3,
      depositAmount: 500000,
      breakfastTime: { start: '06:30', end: '10:30' },
      childrenPolicy: { childAgeFrom: 3, childAgeTo: 11, adultMinAge: 12 },
    });
    const again = await get(`${base(BDG)}/general-policy`, admin(BDG));
    expect(again.json()).toEqual(r.json());
    const row = await t.db.one<{ children_min_age: number; adult_min_age: number }>(
      'SELECT children_min_age, adult_min_age FROM hotels WHERE hotel_id = $1',
      [BDG],
    );
    expect([Number(row.children_min_age), Number(row.adult_min_age)]).toEqual([3, 12]);
  });

  it('all ages clears the minimum age; no deposit clears its amount', async () => {
    const body = policy({
      allowAllAge: true,
      setMinAge: null,
      payDeposit: false,
      childrenPolicy: { childAgeFrom: 0, childAgeTo: 11, adultMinAge: 12 },
    });
    const r = await send('PUT', `${base(BDG)}/general-policy`, body, admin(BDG));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      allowAllAge: true,
      setMinAge: null,
      payDeposit: false,
      depositAmount: null,
    });
  });

  it('refuses bad input with field errors in the caller language', async () => {
    const r = await t.request({
      method: 'PUT',
      url: `${base(BDG)}/general-policy`,
      as: admin(BDG),
      headers: { 'accept-language': 'en' },
      payload: policy({
        setMinAge: 0,
        depositAmount: null,
        breakfastTime: { start: '10:00', end: '09:00' },
        childrenPolicy: { childAgeFrom: null, childAgeTo: 11, adultMinAge: 12 },
      }),
    });
    await expectContract(r, 'updateGeneralPolicy');
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toEqual({
      setMinAge: 'min_float_decimal',
      depositAmount: 'required',
      'breakfastTime.end': 'time.endBeforeStart',
      'childrenPolicy.childAgeFrom': 'required',
    });
    const end = r.json().errors.find((e: { field: string }) => e.field === 'breakfastTime.end');
    expect(end.message).toMatch(/end/i);
  });

  it('keeps the children rate plans inside the policy', async () => {
    // Jakarta's kids plan prices ages 0-11: an adult age of 10 would leave 10-11 outside.
    const r = await send(
      'PUT',
      `${base(JKT)}/general-policy`,
      policy({
        allowAllAge: true,
        setMinAge: null,
        childrenPolicy: { childAgeFrom: 0, childAgeTo: 9, adultMinAge: 10 },
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toEqual({ 'childrenPolicy.adultMinAge': 'CHILDREN_RATE_PLAN_OUTSIDE_POLICY' });
    const plans = await get(`${base(JKT)}/children-rate-plans`);
    expect(plans.statusCode).toBe(200);
  });

  it('a draft may change its policy; a property without category may not', async () => {
    const draft = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: VILLA };
    const r = await send('PUT', `${base(VILLA)}/general-policy`, policy(), draft);
    expect(r.statusCode).toBe(200);
    const pending = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: PENDING };
    // The demo's pending hotel is submitted; without its category it is the owner who has not picked one yet.
    await t.db.query(`UPDATE hotels SET accommodation_type = NULL WHERE hotel_id = $1`, [PENDING]);
    const locked = await send('PUT', `${base(PENDING)}/general-policy`, policy(), pending);
    await expectContract(locked, 'updateGeneralPolicy');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('CATEGORY_REQUIRED');
  });

  it("another property's policy is not found; finance may not read it", async () => {
    expect((await get(`${base(VILLA)}/general-policy`)).statusCode).toBe(404);
    expect((await send('PUT', `${base(VILLA)}/general-policy`, policy())).statusCode).toBe(404);
    expect((await get(`${base(JKT)}/general-policy`, finance)).statusCode).toBe(403);
  });
});

const announcement = (patch: Record<string, unknown> = {}) => ({
  title: 'Renovasi kolam renang',
  text: { id: 'Kolam renang ditutup untuk renovasi.', en: 'The pool is closed for renovation.' },
  startDate: TODAY,
  endDate: addDays(TODAY, 3),
  ...patch,
});

describe('announcements', () => {
  let upcomingId = 0;

  it('creates active and upcoming announcements by the property today', async () => {
    const active = await send('POST', `${base(JKT)}/announcements`, announcement());
    await expectContract(active, 'createAnnouncement');
    expect(active.statusCode).toBe(201);
    expect(active.json()).toMatchObject({ period: 'ACTIVE', status: 'ACTIVE', startDate: TODAY });
    const upcoming = await send(
      'POST',
      `${base(JKT)}/announcements`,
      announcement({ title: 'Maret', startDate: '2027-03-01', endDate: '2027-03-31' }),
    );
    expect(upcoming.json().period).toBe('UPCOMING');
    upcomingId = upcoming.json().announcementId;
  });

  it('refuses a start in the past, a long title and short texts', async () => {
    const r = await send(
      'POST',
      `${base(JKT)}/announcements`,
      announcement({
        startDate: addDays(TODAY, -1),
        title: 'x'.repeat(89),
        text: { id: 'abcd', en: 'a'.repeat(501) },
      }),
    );
    await expectContract(r, 'createAnnouncement');
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toEqual({
      startDate: 'date.beforeToday',
      title: 'max_length',
      'text.id': 'min_length',
      'text.en': 'max_length',
    });
    const dates = await send(
      'POST',
      `${base(JKT)}/announcements`,
      announcement({ endDate: addDays(TODAY, -2) }),
    );
    expect(fields(dates.json())).toMatchObject({ endDate: 'date.endBeforeStart' });
  });

  it('lists by period with the count of each', async () => {
    await t.db.query(
      `INSERT INTO announcements (hotel_id, title, text_id, text_en, start_date, end_date)
       VALUES ($1, 'Lama', 'Pengumuman lama.', 'An old notice.', '2027-01-01', '2027-01-31')`,
      [JKT],
    );
    const all = await get(`${base(JKT)}/announcements`);
    await expectContract(all, 'listAnnouncements');
    expect(all.json()).toMatchObject({ today: TODAY, counts: { ACTIVE: 1, UPCOMING: 1, EXPIRED: 1 } });
    const upcoming = await get(`${base(JKT)}/announcements?period=UPCOMING`);
    expect(upcoming.json().items.map((a: { title: string }) => a.title)).toEqual(['Maret']);
    const expired = await get(`${base(JKT)}/announcements?period=EXPIRED`);
    expect(expired.json().items.map((a: { period: string }) => a.period)).toEqual(['EXPIRED']);
    expect((await get(`${base(JKT)}/announcements?period=SOON`)).statusCode).toBe(400);
  });

  it('edits and switches off; another property finds nothing', async () => {
    const url = `${base(JKT)}/announcements/${upcomingId}`;
    const edited = await send('PATCH', url, { title: 'Maret ceria', endDate: '2027-03-15' });
    await expectContract(edited, 'updateAnnouncement');
    expect(edited.json()).toMatchObject({
      title: 'Maret ceria',
      endDate: '2027-03-15',
      startDate: '2027-03-01',
    });
    const off = await send('PATCH', url, { status: 'INACTIVE' });
    expect(off.json()).toMatchObject({ status: 'INACTIVE', period: 'UPCOMING' });
    const bad = await send('PATCH', url, { endDate: '2027-02-01' });
    expect(fields(bad.json())).toEqual({ endDate: 'date.endBeforeStart' });
    const other = await send(
      'PATCH',
      `${base(BDG)}/announcements/${upcomingId}`,
      { status: 'ACTIVE' },
      admin(BDG),
    );
    expect(other.statusCode).toBe(404);
    expect((await get(`${base(BDG)}/announcements`, admin(BDG))).json().items).toEqual([]);
  });
});

describe('content score, info and the preview PDF', () => {
  it('scores the content and names the next step; photos raise the score', async () => {
    const before = await get(`${base(BDG)}/content-score`, admin(BDG));
    await expectContract(before, 'getContentScore');
    const score = before.json() as {
      score: number;
      items: { code: string; current: number }[];
      nextStep: { code: string };
    };
    expect(score.items.map((i) => i.code)).toEqual([
      'PROPERTY_PHOTOS',
      'ROOM_PHOTOS',
      'DESCRIPTION',
      'FACILITIES',
      'GENERAL_POLICY',
      'CONTACTS',
    ]);
    expect(score.nextStep.code).toBe('PROPERTY_PHOTOS');
    for (let i = 0; i < 15; i += 1) {
      await t.db.query(
        `INSERT INTO property_photos (hotel_id, variants, content_hash, width, height, bytes, sort_order)
         VALUES ($1, '{}'::jsonb, $2, 1600, 1200, 400000, $3)`,
        [BDG, `hash-${i}`, i],
      );
    }
    const after = (await get(`${base(BDG)}/content-score`, admin(BDG))).json();
    expect(after.items[0]).toMatchObject({ code: 'PROPERTY_PHOTOS', done: true, current: 15, target: 15 });
    expect(after.score).toBe(score.score + 30 - Math.floor((30 * score.items[0]!.current) / 15));
  });

  it('shows the property at a glance', async () => {
    const r = await get(`${base(JKT)}/info`);
    await expectContract(r, 'getPropertyInfo');
    const rooms = await t.db.query(`SELECT 1 FROM rooms WHERE hotel_id = $1 AND status = 'ACTIVE'`, [JKT]);
    const name = await t.db.one<{ name: string }>('SELECT name FROM hotels WHERE hotel_id = $1', [JKT]);
    expect(r.json()).toMatchObject({
      hotelId: JKT,
      name: name.name,
      activeStatus: 2,
      roomsCount: rooms.length,
    });
    expect((await get(`${base(VILLA)}/info`)).statusCode).toBe(404);
  });

  it('makes a PDF of the details with the property and every room, in the caller language', async () => {
    const r = await get(`${base(JKT)}/details.pdf`, admin(), { 'accept-language': 'en' });
    await expectContract(r, 'getDetailsPdf');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/^inline/);
    const pdf = r.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const hotel = await t.db.one<{ name: string }>('SELECT name FROM hotels WHERE hotel_id = $1', [JKT]);
    expect(text).toContain(hotel.name);
    const rooms = await t.db.query<{ name: string }>(
      `SELECT name FROM rooms WHERE hotel_id = $1 AND status = 'ACTIVE'`,
      [JKT],
    );
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) expect(text).toContain(room.name);
    expect(text).toContain('General policy');
    const id = pdfText((await get(`${base(JKT)}/details.pdf?download=true`)).rawPayload);
    expect(id).toContain('Kebijakan umum');
    expect((await get(`${base(VILLA)}/details.pdf`)).statusCode).toBe(404);
  });
});
