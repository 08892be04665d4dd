import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@extranet/validation';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import {
  DEMO_CHILDREN_RATE_PLANS,
  DEMO_RATE_PLANS,
  DEMO_ROOMS,
  DEMO_SURCHARGES,
} from '../../seed/rates-catalog.js';

let t: TestApp;
const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
const BDG = DEMO_HOTELS.BANDUNG;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const mm = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: JKT };
const today = todayIn();

beforeAll(async () => {
  // The demo market manager (staff role 20) is a revenue manager of Jakarta (see the seed).
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type As = { accountId: number; hotelId: number };
const get = (url: string, as: As = admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, as, headers });
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  as: As = admin,
  headers: Record<string, string> = {},
) =>
  t.request({ method, url, as, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const base = (hotelId: number) => `/api/v1/hotels/${hotelId}`;
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));

function ratePlanInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Flexible Rate',
    type: 'DAILY',
    roomIds: [DEMO_ROOMS.JAKARTA_DELUXE_KING],
    meals: ['BREAKFAST'],
    cancellation: { enabled: true, policy: 'FREE', daysBefore: 2, noShow: 'FIRST_NIGHT' },
    advanceBooking: { enabled: true, min: 0, max: 365 },
    lengthOfStay: { enabled: true, min: 1, max: 14 },
    stayKind: 'CUSTOM',
    commission: 15.5,
    ...overrides,
  };
}

describe('rooms', () => {
  it('lists the six Jakarta room types with min sell prices and their rate plans', async () => {
    const r = await get(`${base(JKT)}/rooms`);
    await expectContract(r, 'listRooms');
    expect(r.statusCode).toBe(200);
    const items = r.json().items as { roomId: number; minSellPrice: number; ratePlanIds: number[] }[];
    expect(items.map((i) => i.roomId)).toEqual([1101, 1102, 1103, 1104, 1105, 1106]);
    for (const room of items) {
      expect(room.minSellPrice).toBeGreaterThan(0);
      expect(room.ratePlanIds.length).toBeGreaterThanOrEqual(2);
      expect(room.ratePlanIds.length).toBeLessThanOrEqual(4);
    }
  });

  it('Bali has three units; a room of another property is 404', async () => {
    const r = await get(`${base(BALI)}/rooms`, { ...admin, hotelId: BALI });
    expect(r.json().items).toHaveLength(3);
    const one = await get(`${base(JKT)}/rooms/${DEMO_ROOMS.JAKARTA_FAMILY}`);
    await expectContract(one, 'getRoom');
    expect(one.json()).toMatchObject({ name: 'Family Room', maxChildren: 2 });
    const other = await get(`${base(JKT)}/rooms/${DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM}`);
    expect(other.statusCode).toBe(404);
    await expectContract(other, 'getRoom');
  });
});

describe('authorisation', () => {
  it('reservation (5) reads and writes; finance (13) and front office (6) are refused; non-members get 404', async () => {
    expect((await get(`${base(JKT)}/rate-plans`, reservation)).statusCode).toBe(200);
    const fin = await get(`${base(JKT)}/rate-plans`, finance);
    expect(fin.statusCode).toBe(403);
    await expectContract(fin, 'listRatePlans');
    const finCreate = await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput(), finance);
    expect(finCreate.statusCode).toBe(403);
    expect(
      (await send('POST', `${base(JKT)}/surcharges`, { name: 'x', type: 'ROOM', price: 1 }, finance))
        .statusCode,
    ).toBe(403);
    // Reservation is not a user of Bali: 404 whether or not the property exists.
    const bali = await get(`${base(BALI)}/rate-plans`, reservation);
    expect(bali.statusCode).toBe(404);
    expect((await get(`${base(999999)}/rate-plans`, reservation)).statusCode).toBe(404);
    // Reservation (5) is in the "most routes" list: it may write too.
    const byReservation = await send(
      'POST',
      `${base(JKT)}/surcharges`,
      { name: 'Late check-out', type: 'ROOM', price: 200000 },
      reservation,
    );
    expect(byReservation.statusCode).toBe(201);
    const planByReservation = await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput(), reservation);
    expect(planByReservation.statusCode).toBe(201);
    // Another property's children rate plan as the "editing" plan of available-rate-plan.
    const foreign = await get(
      `${base(JKT)}/children-rate-plans/available-rate-plan?childrenRatePlanId=${DEMO_CHILDREN_RATE_PLANS.BALI_KIDS}`,
    );
    expect(foreign.statusCode).toBe(404);
    await expectContract(foreign, 'listChildrenRatePlanAvailableRatePlans');
    const anonymous = await t.request({ method: 'GET', url: `${base(JKT)}/rate-plans` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('front office (6) is refused', async () => {
    const { account_id: id } = await t.db.one<{ account_id: number }>(
      `INSERT INTO accounts (email, name, password_hash) VALUES ('fo@test.extranet', 'Front Office', 'x')
       RETURNING id AS account_id`,
    );
    await t.db.query(
      `INSERT INTO hotel_users (hotel_id, account_id, roles) VALUES ($1, $2, '{6}'::integer[])`,
      [JKT, id],
    );
    const fo = { accountId: Number(id), hotelId: JKT };
    expect((await get(`${base(JKT)}/rate-plans`, fo)).statusCode).toBe(403);
    expect((await get(`${base(JKT)}/children-rate-plans`, fo)).statusCode).toBe(403);
    expect((await get(`${base(JKT)}/surcharges`, fo)).statusCode).toBe(403);
    expect((await send('PUT', `${base(JKT)}/pricing-model`, { rateModel: 'DAILY' }, fo)).statusCode).toBe(
      403,
    );
  });

  it("another property's ids answer 404 on every operation", async () => {
    const foreignPlan = DEMO_RATE_PLANS.BALI_STANDARD;
    expect((await get(`${base(JKT)}/rate-plans/${foreignPlan}`)).statusCode).toBe(404);
    expect((await send('PUT', `${base(JKT)}/rate-plans/${foreignPlan}`, ratePlanInput())).statusCode).toBe(
      404,
    );
    expect((await send('POST', `${base(JKT)}/rate-plans/${foreignPlan}/copy`)).statusCode).toBe(404);
    const kids = DEMO_CHILDREN_RATE_PLANS.BALI_KIDS;
    expect((await get(`${base(JKT)}/children-rate-plans/${kids}`)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `${base(JKT)}/children-rate-plans/${kids}/active`, { active: false })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `${base(JKT)}/children-rate-plans/${kids}`)).statusCode).toBe(404);
    const sur = DEMO_SURCHARGES.BALI_EXTRA_BED;
    expect((await get(`${base(JKT)}/surcharges/${sur}`)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `${base(JKT)}/surcharges/${sur}/status`, { status: 'INACTIVE' })).statusCode,
    ).toBe(404);
    expect((await send('POST', `${base(JKT)}/surcharges/${sur}/copy`)).statusCode).toBe(404);
    // Nothing changed at Bali.
    const bali = { ...admin, hotelId: BALI };
    expect((await get(`${base(BALI)}/children-rate-plans/${kids}`, bali)).json().data.active).toBe(true);
    expect((await get(`${base(BALI)}/surcharges/${sur}`, bali)).json().status).toBe('ACTIVE');
    // A room of another property in a body is a field error, never a link.
    const r = await send(
      'POST',
      `${base(JKT)}/rate-plans`,
      ratePlanInput({ roomIds: [DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM] }),
    );
    expect(r.statusCode).toBe(400);
    expect(fields(r.json())).toMatchObject({ roomIds: 'UNKNOWN_ROOM' });
  });
});

describe('rate plans', () => {
  it('lists plans with rooms and derived status; derived-status and check-expire agree with the stay dates', async () => {
    const r = await get(`${base(JKT)}/rate-plans`);
    await expectContract(r, 'listRatePlans');
    const byId = new Map(
      (r.json().items as { ratePlanId: number; derivedStatus: string; rooms: unknown[] }[]).map((p) => [
        p.ratePlanId,
        p,
      ]),
    );
    expect(byId.get(DEMO_RATE_PLANS.JAKARTA_ROOM_ONLY)?.derivedStatus).toBe('ACTIVE');
    expect(byId.get(DEMO_RATE_PLANS.JAKARTA_ROOM_ONLY)?.rooms).toHaveLength(6);
    expect(byId.get(DEMO_RATE_PLANS.JAKARTA_STAYCATION_DINNER)?.derivedStatus).toBe('UPCOMING');
    const ds = await get(`${base(JKT)}/rate-plans/derived-status`);
    await expectContract(ds, 'getRatePlanDerivedStatus');
    expect(ds.json().today).toBe(today);
    const exp = await get(`${base(JKT)}/rate-plans/check-expire`);
    await expectContract(exp, 'checkRatePlanExpire');
    expect(exp.json().items).toEqual([
      {
        ratePlanId: DEMO_RATE_PLANS.JAKARTA_YEAR_END_PROMO,
        name: 'Promo Akhir Tahun',
        stayEnd: addDays(today, 20),
        daysLeft: 20,
      },
    ]);
  });

  it('an expired plan and a switched-off plan', async () => {
    const created = await send(
      'POST',
      `${base(JKT)}/rate-plans`,
      ratePlanInput({ name: 'Old promo', stayDates: { start: addDays(today, 1), end: addDays(today, 2) } }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().ratePlanId as number;
    await t.db.query(
      `UPDATE rate_plans SET stay_start = $3, stay_end = $4 WHERE hotel_id = $1 AND rate_plan_id = $2`,
      [JKT, id, addDays(today, -20), addDays(today, -1)],
    );
    expect((await get(`${base(JKT)}/rate-plans/${id}`)).json().derivedStatus).toBe('EXPIRED');
    const off = await send(
      'PUT',
      `${base(JKT)}/rate-plans/${id}`,
      ratePlanInput({ name: 'Old promo', status: 'INACTIVE' }),
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      status: 'INACTIVE',
      derivedStatus: 'INACTIVE',
      stayDates: { start: null, end: null },
    });
  });

  it('creates, reads, edits and copies a DAILY plan', async () => {
    const created = await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput({ roomIds: [1103, 1104] }));
    expect(created.statusCode).toBe(201);
    await expectContract(created, 'createRatePlan');
    const plan = created.json();
    expect(plan).toMatchObject({
      name: 'Flexible Rate',
      type: 'DAILY',
      tariffMode: 'PROPERTY',
      roomIds: [1103, 1104],
      commission: 15.5,
      cancellation: { enabled: true, policy: 'FREE', daysBefore: 2, chargeType: null, percentage: null },
      advanceBooking: { enabled: true, min: 0, max: 365 },
      derivedStatus: 'ACTIVE',
    });
    const got = await get(`${base(JKT)}/rate-plans/${plan.ratePlanId}`);
    await expectContract(got, 'getRatePlan');
    expect(got.json()).toEqual(plan);

    const edited = await send(
      'PUT',
      `${base(JKT)}/rate-plans/${plan.ratePlanId}`,
      ratePlanInput({
        name: 'Flexible Rate Plus',
        roomIds: [1105],
        meals: ['BREAKFAST', 'DINNER'],
        cancellation: { enabled: true, policy: 'CUSTOM', daysBefore: 5, chargeType: 'NIGHTS', nights: 1 },
        advanceBooking: { enabled: false },
      }),
    );
    expect(edited.statusCode).toBe(200);
    await expectContract(edited, 'updateRatePlan');
    expect(edited.json()).toMatchObject({
      name: 'Flexible Rate Plus',
      roomIds: [1105],
      meals: ['BREAKFAST', 'DINNER'],
      cancellation: { policy: 'CUSTOM', chargeType: 'NIGHTS', nights: 1, percentage: null },
      advanceBooking: { enabled: false, min: null, max: null },
    });

    const copy = await send('POST', `${base(JKT)}/rate-plans/${plan.ratePlanId}/copy`, undefined, admin, {
      cookie: 'lang=en',
    });
    expect(copy.statusCode).toBe(201);
    await expectContract(copy, 'copyRatePlan');
    expect(copy.json()).toMatchObject({ name: 'Flexible Rate Plus (copy)', roomIds: [1105] });
    expect(copy.json().ratePlanId).not.toBe(plan.ratePlanId);
    const named = await send('POST', `${base(JKT)}/rate-plans/${plan.ratePlanId}/copy`, {
      name: 'Weekend Deal',
    });
    expect(named.json().name).toBe('Weekend Deal');
  });

  it('LOS plans at the LOS property; the type must match the pricing model', async () => {
    const bdg = { ...admin, hotelId: BDG };
    const ok = await send(
      'POST',
      `${base(BDG)}/rate-plans`,
      ratePlanInput({ type: 'LOS', roomIds: [DEMO_ROOMS.BANDUNG_DELUXE_TWIN] }),
      bdg,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().type).toBe('LOS');
    const wrong = await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput({ type: 'LOS' }));
    expect(wrong.statusCode).toBe(400);
    expect(fields(wrong.json())).toEqual({ type: 'RATE_PLAN_TYPE_MISMATCH' });
  });

  it('refuses every rule of SPEC 5 with translated field errors, never a 500', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: 'required' }],
      [{ name: '   ' }, { name: 'not_contains_only_spaces' }],
      [{ roomIds: [] }, { roomIds: 'ratePlan.roomRequired' }],
      [{ meals: [] }, { meals: 'ratePlan.mealRequired' }],
      [{ meals: ['NONE', 'BREAKFAST'] }, { meals: 'MEALS_NONE_EXCLUSIVE' }],
      [{ cancellation: { enabled: true } }, { 'cancellation.policy': 'ratePlan.cancellationRequired' }],
      [
        { cancellation: { enabled: true, policy: 'CUSTOM', chargeType: 'PERCENTAGE' } },
        { 'cancellation.daysBefore': 'required', 'cancellation.percentage': 'required' },
      ],
      [{ cancellation: { enabled: true, policy: 'FREE' } }, { 'cancellation.daysBefore': 'required' }],
      [
        { stayKind: 'WEEKLY', lengthOfStay: { enabled: true, min: 6, max: 10 } },
        { 'lengthOfStay.min': 'min_float' },
      ],
      [
        { stayKind: 'MONTHLY', lengthOfStay: { enabled: true, min: 27, max: 60 } },
        { 'lengthOfStay.min': 'min_float' },
      ],
      [
        { stayKind: 'WEEKLY', lengthOfStay: { enabled: false } },
        { 'lengthOfStay.min': 'STAY_KIND_NEEDS_MIN_STAY' },
      ],
      [{ lengthOfStay: { enabled: true, min: 10, max: 5 } }, { 'lengthOfStay.max': 'range.maxBelowMin' }],
      [{ lengthOfStay: { enabled: true, min: 1, max: 366 } }, { 'lengthOfStay.max': 'max_float' }],
      [{ lengthOfStay: { enabled: true, min: 1 } }, { 'lengthOfStay.max': 'required' }],
      [{ advanceBooking: { enabled: true, min: 0, max: 501 } }, { 'advanceBooking.max': 'max_float' }],
      [
        { advanceBooking: { enabled: true, min: 30, max: 10 } },
        { 'advanceBooking.max': 'range.maxBelowMin' },
      ],
      [{ stayDates: { start: addDays(today, 3), end: null } }, { 'stayDates.end': 'required' }],
      [
        { stayDates: { start: addDays(today, -9), end: addDays(today, -1) } },
        { 'stayDates.end': 'date.beforeToday' },
      ],
      [
        { stayDates: { start: addDays(today, 9), end: addDays(today, 2) } },
        { 'stayDates.end': 'date.endBeforeStart' },
      ],
      [{ commission: 10.123 }, { commission: 'max_decimal_place' }],
    ];
    for (const [overrides, expected] of cases) {
      const r = await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput(overrides), admin, {
        cookie: 'lang=en',
      });
      expect(r.statusCode, JSON.stringify(overrides)).toBe(400);
      await expectContract(r, 'createRatePlan');
      expect(r.json().code).toBe('VALIDATION_ERROR');
      expect(fields(r.json()), JSON.stringify(overrides)).toMatchObject(expected);
      for (const e of r.json().errors as { message: string }[]) expect(e.message).not.toBe('');
    }
    // Contract-level problems are 400s too.
    for (const bad of [
      { ...ratePlanInput(), type: 'HOURLY' },
      { ...ratePlanInput(), roomIds: 'all' },
      { ...ratePlanInput(), stayDates: { start: '2026-02-30', end: '2026-03-01' } },
      { ...ratePlanInput(), extra: 1 },
    ]) {
      const r = await send('POST', `${base(JKT)}/rate-plans`, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('messages are in Indonesian by default', async () => {
    const r = await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput({ roomIds: [], meals: [] }));
    const en = await send(
      'POST',
      `${base(JKT)}/rate-plans`,
      ratePlanInput({ roomIds: [], meals: [] }),
      admin,
      {
        cookie: 'lang=en',
      },
    );
    const idMessage = (r.json().errors as { field: string; message: string }[]).find(
      (e) => e.field === 'roomIds',
    )?.message;
    const enMessage = (en.json().errors as { field: string; message: string }[]).find(
      (e) => e.field === 'roomIds',
    )?.message;
    expect(idMessage).toBeTruthy();
    expect(enMessage).toBeTruthy();
    expect(idMessage).not.toBe(enMessage);
  });

  it('changing the tariff mode needs confirmation; static plans only a market manager changes', async () => {
    const plan = (
      await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput({ name: 'Tariff test' }))
    ).json();
    const url = `${base(JKT)}/rate-plans/${plan.ratePlanId}`;
    // An administrator may not make it static.
    const toStatic = await send(
      'PUT',
      url,
      ratePlanInput({ name: 'Tariff test', tariffMode: 'STATIC', confirmTariffModeChange: true }),
    );
    expect(toStatic.statusCode).toBe(403);
    expect(toStatic.json().code).toBe('MARKET_MANAGER_REQUIRED');
    await expectContract(toStatic, 'updateRatePlan');
    // The market manager must confirm.
    const unconfirmed = await send(
      'PUT',
      url,
      ratePlanInput({ name: 'Tariff test', tariffMode: 'STATIC' }),
      mm,
    );
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'TARIFF_MODE_CONFIRMATION_REQUIRED',
      currentTariffMode: 'PROPERTY',
    });
    await expectContract(unconfirmed, 'updateRatePlan');
    expect((await get(url)).json().tariffMode).toBe('PROPERTY');
    const confirmed = await send(
      'PUT',
      url,
      ratePlanInput({ name: 'Tariff test', tariffMode: 'STATIC', confirmTariffModeChange: true }),
      mm,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().tariffMode).toBe('STATIC');
    // Now static: the administrator cannot edit or copy it, even without touching the tariff mode.
    const adminEdit = await send('PUT', url, ratePlanInput({ name: 'Renamed' }));
    expect(adminEdit.statusCode).toBe(403);
    expect((await send('POST', `${url}/copy`)).statusCode).toBe(403);
    expect((await get(url)).json().name).toBe('Tariff test');
    // The market manager edits it (same tariff mode: no confirmation needed).
    const mmEdit = await send('PUT', url, ratePlanInput({ name: 'Renamed' }), mm);
    expect(mmEdit.statusCode).toBe(200);
    expect(mmEdit.json()).toMatchObject({ name: 'Renamed', tariffMode: 'STATIC' });
    // Creating a static plan: market manager only.
    expect(
      (await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput({ tariffMode: 'STATIC' }))).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `${base(JKT)}/rate-plans`, ratePlanInput({ tariffMode: 'STATIC' }), mm)).statusCode,
    ).toBe(201);
    // The seeded corporate plan is static.
    const corporate = await send(
      'PUT',
      `${base(JKT)}/rate-plans/${DEMO_RATE_PLANS.JAKARTA_CORPORATE_WEEKLY}`,
      ratePlanInput({ stayKind: 'WEEKLY', lengthOfStay: { enabled: true, min: 7, max: 30 } }),
      reservation,
    );
    expect(corporate.statusCode).toBe(403);
  });
});

describe('children rate plans', () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Kids Deluxe',
    ageGroups: [
      { minAge: 0, maxAge: 4, price: 0 },
      { minAge: 5, maxAge: 11, price: 125000 },
    ],
    ratePlanIds: [DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE],
    ...overrides,
  });

  it('lists with SUCCESS and the children policy; available rate plans exclude linked ones', async () => {
    const r = await get(`${base(JKT)}/children-rate-plans`);
    await expectContract(r, 'listChildrenRatePlans');
    expect(r.json()).toMatchObject({
      code: 'SUCCESS',
      data: { childrenPolicy: { minAge: 0, adultMinAge: 12 } },
    });
    const avail = await get(`${base(JKT)}/children-rate-plans/available-rate-plan`);
    await expectContract(avail, 'listChildrenRatePlanAvailableRatePlans');
    const ids = (avail.json().data as { ratePlanId: number }[]).map((p) => p.ratePlanId);
    expect(ids).not.toContain(DEMO_RATE_PLANS.JAKARTA_ROOM_ONLY);
    expect(ids).toContain(DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE);
    const editing = await get(
      `${base(JKT)}/children-rate-plans/available-rate-plan?childrenRatePlanId=${DEMO_CHILDREN_RATE_PLANS.JAKARTA_KIDS}`,
    );
    expect((editing.json().data as { ratePlanId: number }[]).map((p) => p.ratePlanId)).toContain(
      DEMO_RATE_PLANS.JAKARTA_ROOM_ONLY,
    );
  });

  it('creates, edits, toggles and deletes', async () => {
    const created = await send('POST', `${base(JKT)}/children-rate-plans`, input());
    expect(created.statusCode).toBe(201);
    await expectContract(created, 'createChildrenRatePlan');
    const plan = created.json().data;
    expect(created.json().code).toBe('SUCCESS');
    expect(plan).toMatchObject({
      name: 'Kids Deluxe',
      active: true,
      ratePlanIds: [DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE],
    });
    const url = `${base(JKT)}/children-rate-plans/${plan.childrenRatePlanId}`;
    // The linked plan is no longer available to others.
    const again = await send('POST', `${base(JKT)}/children-rate-plans`, input({ name: 'Other kids' }));
    expect(again.statusCode).toBe(400);
    expect(fields(again.json())).toEqual({ ratePlanIds: 'RATE_PLAN_ALREADY_LINKED' });
    const edited = await send(
      'PUT',
      url,
      input({ name: 'Kids Deluxe 2', ageGroups: [{ minAge: 2, maxAge: 11, price: 90000 }] }),
    );
    expect(edited.statusCode).toBe(200);
    await expectContract(edited, 'updateChildrenRatePlan');
    expect(edited.json().data).toMatchObject({
      name: 'Kids Deluxe 2',
      ageGroups: [{ minAge: 2, maxAge: 11, price: 90000 }],
    });
    const off = await send('PATCH', `${url}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    await expectContract(off, 'setChildrenRatePlanActive');
    expect(off.json().data.active).toBe(false);
    expect((await get(url)).json().data.active).toBe(false);
    const del = await send('DELETE', url);
    expect(del.statusCode).toBe(200);
    await expectContract(del, 'deleteChildrenRatePlan');
    expect(del.json().code).toBe('SUCCESS');
    expect((await get(url)).statusCode).toBe(404);
    // Its rate plan is available again.
    const avail = await get(`${base(JKT)}/children-rate-plans/available-rate-plan`);
    expect((avail.json().data as { ratePlanId: number }[]).map((p) => p.ratePlanId)).toContain(
      DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE,
    );
  });

  it('two requests linking the same rate plan at once: exactly one wins, nothing half-written', async () => {
    const bali = { ...admin, hotelId: BALI };
    const before = await t.db.one<{ n: number }>(
      'SELECT count(*) AS n FROM children_rate_plans WHERE hotel_id = $1',
      [BALI],
    );
    const responses = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        send(
          'POST',
          `${base(BALI)}/children-rate-plans`,
          input({
            name: `Race ${i}`,
            ageGroups: [{ minAge: 0, maxAge: 5, price: 0 }],
            ratePlanIds: [DEMO_RATE_PLANS.BALI_MONTHLY],
          }),
          bali,
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of responses) {
      expect([201, 400, 409]).toContain(r.statusCode);
      await expectContract(r, 'createChildrenRatePlan');
    }
    const after = await t.db.one<{ n: number }>(
      'SELECT count(*) AS n FROM children_rate_plans WHERE hotel_id = $1',
      [BALI],
    );
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('checks name length, age groups against the children policy and prices', async () => {
    await t.db.query('UPDATE hotels SET children_min_age = 2, adult_min_age = 13 WHERE hotel_id = $1', [
      BALI,
    ]);
    const bali = { ...admin, hotelId: BALI };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'ab' }, { name: 'min_length' }],
      [{ name: '  ab  ' }, { name: 'min_length' }],
      [{ name: 'x'.repeat(101) }, { name: 'max_length' }],
      [{ ageGroups: [] }, { ageGroups: 'REQUIRED' }],
      [{ ageGroups: [{ minAge: 1, maxAge: 5, price: 0 }] }, { 'ageGroups.0.minAge': 'BELOW_POLICY_MIN_AGE' }],
      [
        { ageGroups: [{ minAge: 3, maxAge: 13, price: 0 }] },
        { 'ageGroups.0.maxAge': 'ageGroups.notBelowAdult' },
      ],
      [{ ageGroups: [{ minAge: 8, maxAge: 4, price: 0 }] }, { 'ageGroups.0.maxAge': 'range.maxBelowMin' }],
      [
        {
          ageGroups: [
            { minAge: 2, maxAge: 6, price: 0 },
            { minAge: 5, maxAge: 10, price: 1 },
          ],
        },
        { 'ageGroups.1.minAge': 'ageGroups.overlap' },
      ],
      [{ ageGroups: [{ minAge: 2, maxAge: 6, price: null }] }, { 'ageGroups.0.price': 'required' }],
      [{ ageGroups: [{ minAge: null, maxAge: 6, price: 0 }] }, { 'ageGroups.0.minAge': 'required' }],
      [{ ratePlanIds: [] }, { ratePlanIds: 'bulkUpdate.ratePlanRequired' }],
      [{ ratePlanIds: [DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE] }, { ratePlanIds: 'UNKNOWN_RATE_PLAN' }],
    ];
    for (const [overrides, expected] of cases) {
      const r = await send(
        'POST',
        `${base(BALI)}/children-rate-plans`,
        input({
          ratePlanIds: [DEMO_RATE_PLANS.BALI_STANDARD],
          ageGroups: [{ minAge: 2, maxAge: 12, price: 0 }],
          ...overrides,
        }),
        bali,
      );
      expect(r.statusCode, JSON.stringify(overrides)).toBe(400);
      await expectContract(r, 'createChildrenRatePlan');
      expect(fields(r.json()), JSON.stringify(overrides)).toMatchObject(expected);
    }
    const negative = await send(
      'POST',
      `${base(BALI)}/children-rate-plans`,
      input({ ageGroups: [{ minAge: 2, maxAge: 5, price: -1 }] }),
      bali,
    );
    expect(negative.statusCode).toBe(400);
    const ok = await send(
      'POST',
      `${base(BALI)}/children-rate-plans`,
      input({
        ratePlanIds: [DEMO_RATE_PLANS.BALI_STANDARD],
        ageGroups: [{ minAge: 2, maxAge: 12, price: 0 }],
      }),
      bali,
    );
    expect(ok.statusCode).toBe(201);
  });
});

describe('pricing model', () => {
  it('reads the LOS stay-length table of Bandung', async () => {
    const r = await get(`${base(BDG)}/pricing-model`, { ...admin, hotelId: BDG });
    await expectContract(r, 'getPricingModel');
    const body = r.json();
    expect(body.rateModel).toBe('LOS');
    expect(body.maxStayLengthNights).toBe(30);
    expect(body.rooms).toHaveLength(3);
    const std = body.rooms.find((x: { roomId: number }) => x.roomId === DEMO_ROOMS.BANDUNG_STANDARD_QUEEN);
    expect(std.stayLengths.map((s: { nights: number }) => s.nights)).toEqual([1, 2, 3, 5, 7, 14, 30]);
    for (const s of std.stayLengths as { rate: number }[])
      expect(s.rate).toBeGreaterThanOrEqual(std.minSellPrice);
  });

  it('only a market manager changes it; the table is validated', async () => {
    const denied = await send('PUT', `${base(JKT)}/pricing-model`, { rateModel: 'LOS' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('MARKET_MANAGER_REQUIRED');
    await expectContract(denied, 'updatePricingModel');
    expect(
      (await send('PUT', `${base(JKT)}/pricing-model`, { rateModel: 'LOS' }, reservation)).statusCode,
    ).toBe(403);
    // LOS without any stay length.
    const empty = await send('PUT', `${base(JKT)}/pricing-model`, { rateModel: 'LOS' }, mm);
    expect(empty.statusCode).toBe(400);
    expect(fields(empty.json())).toEqual({ rooms: 'LOS_TABLE_REQUIRED' });
    const bad = await send(
      'PUT',
      `${base(JKT)}/pricing-model`,
      {
        rateModel: 'LOS',
        rooms: [
          {
            roomId: DEMO_ROOMS.JAKARTA_SUPERIOR_DOUBLE,
            stayLengths: [
              { nights: 1, rate: 600000 },
              { nights: 1, rate: 600000 },
              { nights: 31, rate: 600000 },
              { nights: 3, rate: 100000 },
              { nights: 4, rate: null },
            ],
          },
          { roomId: DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM, stayLengths: [] },
        ],
      },
      mm,
    );
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json())).toMatchObject({
      'rooms.0.stayLengths.1.nights': 'DUPLICATE_STAY_LENGTH',
      'rooms.0.stayLengths.2.nights': 'max_float',
      'rooms.0.stayLengths.3.rate': 'price.belowMinimum',
      'rooms.0.stayLengths.4.rate': 'required',
      'rooms.1.roomId': 'UNKNOWN_ROOM',
    });
    expect((await get(`${base(JKT)}/pricing-model`)).json().rateModel).toBe('DAILY');
    const ok = await send(
      'PUT',
      `${base(JKT)}/pricing-model`,
      {
        rateModel: 'LOS',
        rooms: [
          {
            roomId: DEMO_ROOMS.JAKARTA_SUPERIOR_DOUBLE,
            stayLengths: [
              { nights: 30, rate: 560000 },
              { nights: 1, rate: 700000 },
            ],
          },
        ],
      },
      mm,
    );
    expect(ok.statusCode).toBe(200);
    await expectContract(ok, 'updatePricingModel');
    expect(ok.json().rateModel).toBe('LOS');
    expect(
      ok.json().rooms.find((r: { roomId: number }) => r.roomId === DEMO_ROOMS.JAKARTA_SUPERIOR_DOUBLE)
        .stayLengths,
    ).toEqual([
      { nights: 1, rate: 700000 },
      { nights: 30, rate: 560000 },
    ]);
    const session = await get(`${base(JKT)}`);
    expect(session.statusCode).toBe(200);
    const back = await send('PUT', `${base(JKT)}/pricing-model`, { rateModel: 'DAILY' }, mm);
    expect(back.json().rateModel).toBe('DAILY');
  });

  it('prices by number of guests when the market manager says so; leaving it out keeps it', async () => {
    const read = async () => (await get(`${base(JKT)}/pricing-model`)).json().occupancyBasedRate;
    expect(await read()).toBe(true);
    const denied = await send('PUT', `${base(JKT)}/pricing-model`, {
      rateModel: 'DAILY',
      occupancyBasedRate: false,
    });
    expect(denied.statusCode).toBe(403);
    expect(await read()).toBe(true);
    const off = await send(
      'PUT',
      `${base(JKT)}/pricing-model`,
      { rateModel: 'DAILY', occupancyBasedRate: false },
      mm,
    );
    expect(off.statusCode).toBe(200);
    await expectContract(off, 'updatePricingModel');
    expect(off.json()).toMatchObject({ rateModel: 'DAILY', occupancyBasedRate: false });
    expect((await send('PUT', `${base(JKT)}/pricing-model`, { rateModel: 'DAILY' }, mm)).statusCode).toBe(
      200,
    );
    expect(await read()).toBe(false);
    const calendar = await get(`${base(JKT)}/ari`);
    expect(calendar.json().occupancyBasedRate).toBe(false);
    const on = await send(
      'PUT',
      `${base(JKT)}/pricing-model`,
      { rateModel: 'DAILY', occupancyBasedRate: true },
      mm,
    );
    expect(on.json().occupancyBasedRate).toBe(true);
  });
});

describe('surcharges', () => {
  const bali = { ...admin, hotelId: BALI };
  it('lists, creates room and guest surcharges, copies, edits and switches them', async () => {
    const list = await get(`${base(BALI)}/surcharges`, bali);
    await expectContract(list, 'listSurcharges');
    expect(list.json().items).toHaveLength(2);
    const room = await send(
      'POST',
      `${base(BALI)}/surcharges`,
      {
        name: 'Biaya Kebersihan',
        info: 'Per malam',
        type: 'ROOM',
        price: 150000,
        stayDates: { start: null, end: null },
      },
      bali,
    );
    expect(room.statusCode).toBe(201);
    await expectContract(room, 'createSurcharge');
    expect(room.json()).toMatchObject({
      type: 'ROOM',
      price: 150000,
      adultPrice: null,
      childPrice: null,
      status: 'ACTIVE',
    });
    const guest = await send(
      'POST',
      `${base(BALI)}/surcharges`,
      {
        name: 'Christmas Dinner',
        type: 'GUEST',
        adultPrice: 500000,
        childPrice: 250000,
        stayDates: { start: addDays(today, 30), end: addDays(today, 31) },
        checkInDates: { start: addDays(today, 1), end: addDays(today, 31) },
      },
      bali,
    );
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toMatchObject({
      type: 'GUEST',
      price: null,
      adultPrice: 500000,
      childPrice: 250000,
    });
    const id = guest.json().surchargeId as number;
    const copy = await send('POST', `${base(BALI)}/surcharges/${id}/copy`, undefined, bali);
    expect(copy.statusCode).toBe(201);
    await expectContract(copy, 'copySurcharge');
    expect(copy.json()).toMatchObject({
      name: 'Christmas Dinner (salinan)',
      status: 'INACTIVE',
      adultPrice: 500000,
    });
    const edit = await send(
      'PUT',
      `${base(BALI)}/surcharges/${id}`,
      { name: 'Christmas Gala', type: 'ROOM', price: 300000 },
      bali,
    );
    expect(edit.statusCode).toBe(200);
    await expectContract(edit, 'updateSurcharge');
    expect(edit.json()).toMatchObject({
      name: 'Christmas Gala',
      type: 'ROOM',
      price: 300000,
      childPrice: null,
      stayDates: { start: null },
    });
    const off = await send('PATCH', `${base(BALI)}/surcharges/${id}/status`, { status: 'INACTIVE' }, bali);
    expect(off.statusCode).toBe(200);
    await expectContract(off, 'setSurchargeStatus');
    expect(off.json().status).toBe('INACTIVE');
    expect((await get(`${base(BALI)}/surcharges/${id}`, bali)).json().status).toBe('INACTIVE');
  });

  it('refuses a missing type, prices not above 0 and invalid date ranges', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'X', type: null }, { type: 'surcharge.typeRequired' }],
      [{ name: '', type: 'ROOM', price: 1 }, { name: 'required' }],
      [{ name: 'X', type: 'ROOM', price: 0 }, { price: 'min_float_decimal' }],
      [{ name: 'X', type: 'ROOM' }, { price: 'required' }],
      [{ name: 'X', type: 'GUEST', adultPrice: 100, childPrice: 0 }, { childPrice: 'min_float_decimal' }],
      [{ name: 'X', type: 'GUEST', adultPrice: 100 }, { childPrice: 'required' }],
      [
        {
          name: 'X',
          type: 'ROOM',
          price: 1,
          stayDates: { start: addDays(today, 40), end: addDays(today, 31) },
        },
        { 'stayDates.end': 'date.endBeforeStart' },
      ],
      [
        { name: 'X', type: 'ROOM', price: 1, checkInDates: { start: addDays(today, 40), end: null } },
        { 'checkInDates.end': 'required' },
      ],
      // SPEC 5: the stay end is not before today (the property's) and is required once the start is set.
      [
        {
          name: 'X',
          type: 'ROOM',
          price: 1,
          stayDates: { start: addDays(today, -9), end: addDays(today, -1) },
        },
        { 'stayDates.end': 'date.beforeToday' },
      ],
      [
        { name: 'X', type: 'ROOM', price: 1, stayDates: { start: addDays(today, 3), end: null } },
        { 'stayDates.end': 'required' },
      ],
    ];
    for (const [payload, expected] of cases) {
      const r = await send('POST', `${base(BALI)}/surcharges`, payload, bali);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      await expectContract(r, 'createSurcharge');
      expect(fields(r.json()), JSON.stringify(payload)).toMatchObject(expected);
    }
    expect(
      (await send('POST', `${base(BALI)}/surcharges`, { name: 'X', type: 'ROOM', price: -5 }, bali))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          'PATCH',
          `${base(BALI)}/surcharges/${DEMO_SURCHARGES.BALI_EXTRA_BED}/status`,
          { status: 'MAYBE' },
          bali,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe("the session's abilities", () => {
  it('carries what the rates policy allows the caller at each property, as the server enforces it', async () => {
    const abilitiesAt = async (as: As) => {
      const r = await get('/api/v1/auth/session', as);
      expect(r.statusCode).toBe(200);
      await expectContract(r, 'getSession');
      const hotels = r.json().hotels as { hotelId: number; abilities: Record<string, boolean> }[];
      return hotels.find((h) => h.hotelId === as.hotelId)?.abilities;
    };
    expect(await abilitiesAt(admin)).toEqual({
      'ratePlan.edit': true,
      'ratePlan.editStatic': false,
      'pricingModel.edit': false,
      'ari.edit': true,
      'ari.editStaticRates': false,
      'bulkUpdate.apply': true,
    });
    // The demo market manager: staff role 20, a revenue manager of Jakarta.
    expect(await abilitiesAt(mm)).toEqual({
      'ratePlan.edit': true,
      'ratePlan.editStatic': true,
      'pricingModel.edit': true,
      'ari.edit': true,
      'ari.editStaticRates': true,
      'bulkUpdate.apply': true,
    });
    // Finance (role 13) reads the session but edits nothing of the rates area.
    const finance13 = await abilitiesAt(finance);
    expect(Object.values(finance13 ?? {})).not.toContain(true);
  });
});
