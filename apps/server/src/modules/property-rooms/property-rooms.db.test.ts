import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import { DEMO_RATE_PLANS, DEMO_ROOMS } from '../../seed/rates-catalog.js';

let t: TestApp;
// The server's clock: tests move it to see the standard name take effect (SPEC 9: 15 minutes).
let now = new Date('2027-02-28T16:30:00.000Z');
const JKT = DEMO_HOTELS.JAKARTA;
const BDG = DEMO_HOTELS.BANDUNG;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const draft = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: DEMO_HOTELS.DRAFT_VILLA };
const pending = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: DEMO_HOTELS.PENDING };
const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

type As = { accountId: number; hotelId: number };
const get = (url: string, as: As = admin) => t.request({ method: 'GET', url, as });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: As = admin) =>
  t.request({ method, url, as, ...(payload === undefined ? {} : { payload }) });
const rooms = (hotelId: number) => `/api/v1/hotels/${hotelId}/room-data`;
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));

function roomInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Deluxe Garden',
    roomType: 'DELUXE',
    description: '<p>Kamar <b>luas</b> dengan taman.</p>',
    sizeSqm: 32.5,
    roomCount: 8,
    bedroomCount: 1,
    bedrooms: [{ beds: [{ type: 'DOUBLE', count: 1 }], alternatives: [[{ type: 'SINGLE', count: 2 }]] }],
    maxAdults: 2,
    maxChildren: 1,
    minOccupancy: 1,
    maxOccupancy: 3,
    smokingAllowed: false,
    tower: 'A',
    floor: '3',
    roomNumber: null,
    bathrooms: 1,
    view: 'CITY',
    minSellPrice: 650000,
    facilities: ['AIR_CONDITIONING', 'WIFI', 'TV', 'SHOWER'],
    guestTypes: ['COUPLE', 'FAMILY'],
    ...overrides,
  };
}

describe('room data', () => {
  it('creates a room: every field back, standard name applied 15 minutes later, at once in the calendar', async () => {
    const created = await send('POST', rooms(JKT), roomInput());
    await expectContract(created, 'createRoomData');
    expect(created.statusCode).toBe(201);
    const room = created.json();
    expect(room).toMatchObject({
      name: 'Deluxe Garden',
      sizeSqm: 32.5,
      bedrooms: roomInput().bedrooms,
      facilities: ['AIR_CONDITIONING', 'WIFI', 'TV', 'SHOWER'].sort(),
      standardName: 'Deluxe Double Room, City View, Non-smoking',
      standardNameFrom: '2027-02-28T16:45:00.000Z',
      standardNameApplied: false,
      photoCount: 0,
      ratePlanIds: [],
    });
    now = new Date('2027-02-28T16:45:00.000Z');
    const later = await get(`${rooms(JKT)}/${room.roomId}`);
    await expectContract(later, 'getRoomData');
    expect(later.json().standardNameApplied).toBe(true);

    // Rates and availability: the calendar lists the new room right away.
    const calendar = await get(`/api/v1/hotels/${JKT}/ari?from=2027-03-01&to=2027-03-07`);
    expect(calendar.statusCode).toBe(200);
    const series = (calendar.json().rooms as { roomId: number; roomName: string }[]).find(
      (r) => r.roomId === room.roomId,
    );
    expect(series).toMatchObject({ roomName: 'Deluxe Garden' });
    const list = await get(rooms(JKT));
    await expectContract(list, 'listRoomData');
    expect(list.json().items.map((r: { roomId: number }) => r.roomId)).toContain(room.roomId);
  });

  it('an update that changes the name attributes starts a new 15-minute wait; other changes keep it', async () => {
    now = new Date('2027-03-01T01:00:00.000Z');
    const room = (await send('POST', rooms(JKT), roomInput({ name: 'Update me' }))).json();
    now = new Date('2027-03-01T02:00:00.000Z');
    const same = await send(
      'PUT',
      `${rooms(JKT)}/${room.roomId}`,
      roomInput({ name: 'Renamed', roomCount: 3 }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Renamed', roomCount: 3, standardNameApplied: true });
    const changed = await send(
      'PUT',
      `${rooms(JKT)}/${room.roomId}`,
      roomInput({
        view: 'POOL',
        smokingAllowed: true,
        bedrooms: [{ beds: [{ type: 'KING', count: 1 }], alternatives: [] }],
      }),
    );
    await expectContract(changed, 'updateRoomData');
    expect(changed.json()).toMatchObject({
      standardName: 'Deluxe King Room, Pool View, Smoking',
      standardNameFrom: '2027-03-01T02:15:00.000Z',
      standardNameApplied: false,
    });
  });

  it.each([
    ['name', { name: '  ' }, 'not_contains_only_spaces'],
    ['roomType', { roomType: 'PALACE' }, 'room.invalidOption'],
    ['description', { description: `<p>${'x'.repeat(1001)}</p>` }, 'max_length'],
    ['sizeSqm', { sizeSqm: 0 }, 'min_float_decimal'],
    ['roomCount', { roomCount: 26 }, 'max_float'],
    ['bedroomCount', { bedroomCount: 7 }, 'max_float'],
    ['bedrooms', { bedroomCount: 2 }, 'room.bedroomMismatch'],
    ['bedrooms.0.beds', { bedrooms: [{ beds: [], alternatives: [] }] }, 'room.bedRequired'],
    [
      'bedrooms.0.beds.0.type',
      { bedrooms: [{ beds: [{ type: 'HAMMOCK', count: 1 }], alternatives: [] }] },
      'room.invalidOption',
    ],
    [
      'bedrooms.0.alternatives',
      {
        bedrooms: [
          { beds: [{ type: 'KING', count: 1 }], alternatives: Array(4).fill([{ type: 'SINGLE', count: 2 }]) },
        ],
      },
      'room.tooManyArrangements',
    ],
    ['maxChildren', { maxAdults: 1, maxChildren: 2, maxOccupancy: 2 }, 'room.childAboveAdult'],
    ['maxOccupancy', { maxOccupancy: 4 }, 'room.occupancyAboveGuests'],
    ['minOccupancy', { minOccupancy: 3, maxOccupancy: 2 }, 'max'],
    ['view', { view: 'MOON' }, 'room.invalidOption'],
    ['minSellPrice', { minSellPrice: null }, 'required'],
    ['facilities', { facilities: ['WIFI', 'TV'] }, 'room.tooFewFacilities'],
    ['facilities', { facilities: ['WIFI', 'TV', 'SWIMMING_POOL'] }, 'room.invalidOption'],
    ['guestTypes', { guestTypes: ['COUPLE', 'FAMILY', 'SOLO'] }, 'room.tooManyGuestTypes'],
  ])('refuses a bad %s with a field-level 400', async (field, patch, code) => {
    const r = await send('POST', rooms(JKT), roomInput(patch));
    await expectContract(r, 'createRoomData');
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toMatchObject({ [field]: code });
  });

  it('answers field errors in Indonesian by default and in English when asked', async () => {
    const id = await send('POST', rooms(JKT), roomInput({ maxAdults: 1, maxChildren: 2, maxOccupancy: 2 }));
    expect(id.json().errors[0].message).toContain('anak');
    const en = await t.request({
      method: 'POST',
      url: rooms(JKT),
      as: admin,
      headers: { 'x-language': 'en' },
      payload: roomInput({ maxAdults: 1, maxChildren: 2, maxOccupancy: 2 }),
    });
    expect(en.json().errors[0].message).toContain('Child occupancy');
  });

  it("another property's room is 404 for read, update and delete", async () => {
    const url = `${rooms(JKT)}/${DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM}`;
    const read = await get(url);
    await expectContract(read, 'getRoomData');
    expect(read.statusCode).toBe(404);
    expect((await send('PUT', url, roomInput())).statusCode).toBe(404);
    expect((await send('DELETE', url)).statusCode).toBe(404);
  });

  it('a role outside the route (finance) is 403; a non-member 404', async () => {
    expect((await get(rooms(JKT), finance)).statusCode).toBe(403);
    expect((await send('POST', rooms(JKT), roomInput(), finance)).statusCode).toBe(403);
    expect((await get(rooms(BDG), { ...draft, hotelId: BDG })).statusCode).toBe(404);
  });
});

describe('deleting rooms', () => {
  it("removes a room from the rate plans that sell it; refuses a rate plan's only room", async () => {
    const room = (await send('POST', rooms(JKT), roomInput({ name: 'To delete' }))).json();
    await t.db.query('INSERT INTO rate_plan_rooms (hotel_id, rate_plan_id, room_id) VALUES ($1, $2, $3)', [
      JKT,
      DEMO_RATE_PLANS.JAKARTA_ROOM_ONLY,
      room.roomId,
    ]);
    const deleted = await send('DELETE', `${rooms(JKT)}/${room.roomId}`);
    await expectContract(deleted, 'deleteRoomData');
    expect(deleted.statusCode).toBe(204);
    expect((await get(`${rooms(JKT)}/${room.roomId}`)).statusCode).toBe(404);
    const plan = await get(`/api/v1/hotels/${JKT}/rate-plans/${DEMO_RATE_PLANS.JAKARTA_ROOM_ONLY}`);
    expect(plan.json().roomIds).not.toContain(room.roomId);

    const only = (await send('POST', rooms(JKT), roomInput({ name: 'Only room of a plan' }))).json();
    const planId = (
      await t.db.one<{ id: number }>(
        `INSERT INTO rate_plans (hotel_id, name, type) VALUES ($1, 'Solo plan', 'DAILY') RETURNING rate_plan_id AS id`,
        [JKT],
      )
    ).id;
    await t.db.query('INSERT INTO rate_plan_rooms (hotel_id, rate_plan_id, room_id) VALUES ($1, $2, $3)', [
      JKT,
      planId,
      only.roomId,
    ]);
    const refused = await send('DELETE', `${rooms(JKT)}/${only.roomId}`);
    await expectContract(refused, 'deleteRoomData');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RATE_PLAN_ONLY_ROOM');
  });

  it('one room type must remain: the last room is 409 LAST_ROOM_TYPE (a draft home adds and keeps its unit)', async () => {
    const unit = await send(
      'POST',
      rooms(DEMO_HOTELS.DRAFT_VILLA),
      roomInput({ roomType: 'VILLA', name: 'Villa' }),
      draft,
    );
    expect(unit.statusCode).toBe(201);
    expect(unit.json().standardName).toBe('Villa, Double Bed, City View, Non-smoking');
    const list = (await get(rooms(DEMO_HOTELS.DRAFT_VILLA), draft)).json().items as { roomId: number }[];
    expect(list).toHaveLength(1);
    const last = await send(
      'DELETE',
      `${rooms(DEMO_HOTELS.DRAFT_VILLA)}/${unit.json().roomId}`,
      undefined,
      draft,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_ROOM_TYPE');
  });

  it('a submitted registration cannot change (409 of the content lock); reading still works', async () => {
    expect((await get(rooms(DEMO_HOTELS.PENDING), pending)).statusCode).toBe(200);
    const r = await send('POST', rooms(DEMO_HOTELS.PENDING), roomInput(), pending);
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('REGISTRATION_SUBMITTED');
  });
});

describe('property facilities', () => {
  it('replaces the facilities (catalogue order, no duplicates) and refuses unknown codes', async () => {
    const url = `/api/v1/hotels/${JKT}/facilities`;
    const empty = await get(url);
    await expectContract(empty, 'getPropertyFacilities');
    const saved = await send('PUT', url, { facilities: ['SPA', 'RECEPTION_24H', 'SPA', 'PARKING'] });
    await expectContract(saved, 'updatePropertyFacilities');
    expect(saved.json()).toEqual({ facilities: ['RECEPTION_24H', 'PARKING', 'SPA'] });
    expect((await get(url)).json()).toEqual({ facilities: ['RECEPTION_24H', 'PARKING', 'SPA'] });
    const bad = await send('PUT', url, { facilities: ['SPA', 'TV'] });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json())).toEqual({ facilities: 'room.invalidOption' });
    const other = await get(`/api/v1/hotels/${BDG}/facilities`, { ...draft, hotelId: BDG });
    expect(other.statusCode).toBe(404);
  });
});
