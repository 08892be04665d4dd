import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import { denseCalendar } from '../../../test/ari-calendar.js';
import { excelSerial, readFirstSheet } from '../../../test/xlsx.js';
import { addDays, todayInZone } from '@extranet/domain';

const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA };
const FINANCE = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: DEMO_HOTELS.JAKARTA };
const H = DEMO_HOTELS.JAKARTA;
const base = `/api/v1/hotels/${H}/ari`;

let t: TestApp;
let roomId: number;
let ratePlanId: number;
let minSell: number;
const today = todayInZone();
const d = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  const link = await t.db.one<{ room_id: number; rate_plan_id: number; min_sell_price: number }>(
    `SELECT l.room_id, l.rate_plan_id, r.min_sell_price FROM rate_plan_rooms l
       JOIN rooms r ON r.hotel_id = l.hotel_id AND r.room_id = l.room_id
      WHERE l.hotel_id = $1 ORDER BY r.min_sell_price DESC, l.room_id, l.rate_plan_id LIMIT 1`,
    [H],
  );
  roomId = Number(link.room_id);
  ratePlanId = Number(link.rate_plan_id);
  minSell = Number(link.min_sell_price);
}, 180_000);
afterAll(() => t.close());

async function rateOf(date: string): Promise<number | null> {
  const row = await t.db.maybeOne<{ rate: number | null }>(
    'SELECT rate FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
    [H, roomId, ratePlanId, date],
  );
  return row ? Number(row.rate) : null;
}

describe('calendar read', () => {
  it('returns one row per room and per rate plan with arrays indexed by day', async () => {
    const res = await t.request({ method: 'GET', url: `${base}?from=${d(-90)}&to=${d(-1)}`, as: ADMIN });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getAriCalendar');
    const body = denseCalendar(res.json());
    expect(body.days).toBe(90);
    expect(body.rooms.length).toBeGreaterThan(0);
    for (const r of body.rooms) expect(r.allotment).toHaveLength(90);
    const plan = body.ratePlans.find(
      (p: { roomId: number; ratePlanId: number }) => p.roomId === roomId && p.ratePlanId === ratePlanId,
    );
    expect(plan.rate).toHaveLength(90);
    expect(plan.rate.every((x: number | null) => typeof x === 'number')).toBe(true);
    expect(body.rooms.some((r: { sold: number[] }) => r.sold.some((s) => s > 0))).toBe(true);
  });
  it('refuses windows outside 90 days back .. 18 months and bad dates with field errors', async () => {
    for (const q of [
      `from=${d(-91)}&to=${d(0)}`,
      `from=${d(0)}&to=${d(600)}`,
      'from=2026-02-30',
      `from=${d(5)}&to=${d(1)}`,
    ]) {
      const res = await t.request({ method: 'GET', url: `${base}?${q}`, as: ADMIN });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
  it('checks membership and roles', async () => {
    expect((await t.request({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: base, as: FINANCE })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/v1/hotels/1005/ari`, as: ADMIN })).statusCode).toBe(
      404,
    );
  });
});

describe('calendar write', () => {
  const change = (over: Record<string, unknown>) => ({
    roomId,
    ratePlanId,
    date: d(3),
    field: 'rate',
    value: minSell + 50_000,
    ...over,
  });

  it('previews with dryRun, then saves one batch and logs every change', async () => {
    const before = await rateOf(d(3));
    const value = Math.round(Number(before) * 1.1);
    const dry = await t.request({
      method: 'POST',
      url: `${base}/changes`,
      as: ADMIN,
      payload: { changes: [change({ value })], dryRun: true },
    });
    expect(dry.statusCode).toBe(200);
    await expectContract(dry, 'saveAriChanges');
    expect(dry.json()).toMatchObject({ dryRun: true, batchId: null, changed: 1 });
    expect(await rateOf(d(3))).toBe(before);
    const res = await t.request({
      method: 'POST',
      url: `${base}/changes`,
      as: ADMIN,
      payload: {
        changes: [
          change({ value }),
          change({ field: 'closeOut', value: true }),
          { roomId, date: d(3), field: 'allotment', value: 9 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toBe(3);
    expect(await rateOf(d(3))).toBe(value);
    const log = await t.request({
      method: 'GET',
      url: `${base}/changes?roomId=${roomId}&date=${d(3)}`,
      as: ADMIN,
    });
    expect(log.statusCode).toBe(200);
    await expectContract(log, 'listAriChanges');
    const items = log.json().items as { field: string; before: unknown; after: unknown; source: string }[];
    expect(items.find((i) => i.field === 'rate')).toMatchObject({ source: 'SCREEN', before, after: value });
    expect(items.find((i) => i.field === 'allotment')).toMatchObject({ after: 9 });
  });
  it('refuses a rate below the minimum sell price, past dates, dates beyond the horizon, bad bounds', async () => {
    const cases = [
      change({ value: minSell - 1 }),
      change({ date: d(-1) }),
      change({ date: d(600) }),
      change({ field: 'advMax', value: 501 }),
      change({ field: 'stayMax', value: 366 }),
      change({ field: 'closeOut', value: 3 }),
      { roomId, date: d(3), field: 'allotment', value: -1 },
      // Only the policies and meals the marketplace intake understands are stored.
      change({ field: 'cancellationPolicy', value: 'FREE_FOREVER' }),
      change({ field: 'cancellationPolicy', value: 'FREE_UNTIL_0_DAYS' }),
      change({ field: 'mealPlan', value: 'PIZZA' }),
      // An occupancy rate is a rate: not below the minimum sell price either.
      change({ field: 'occupancyRates', value: { '1': minSell - 1, '2': minSell } }),
    ];
    for (const c of cases) {
      const res = await t.request({
        method: 'POST',
        url: `${base}/changes`,
        as: ADMIN,
        payload: { changes: [c], confirmAnomalies: true },
      });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json().errors[0].field).toMatch(/^changes\.0/);
      // Every message is complete: no placeholder left (`%limit%`), amounts as `Rp 550.000`.
      for (const e of res.json().errors as { message: string }[]) {
        expect(e.message, JSON.stringify(c)).not.toMatch(/%\w+%|IDR/);
      }
    }
  });

  it('says the minimum sell price as Rp 550.000 and a negative allotment with its limit, in both languages', async () => {
    const post = (c: Record<string, unknown>, lang: 'id' | 'en') =>
      t.request({
        method: 'POST',
        url: `${base}/changes`,
        as: ADMIN,
        headers: { 'x-language': lang },
        payload: { changes: [c], confirmAnomalies: true },
      });
    const money = `Rp ${new Intl.NumberFormat('id-ID').format(minSell)}`;
    for (const lang of ['id', 'en'] as const) {
      const below = await post(change({ value: minSell - 1 }), lang);
      expect(below.json().errors[0]).toMatchObject({ code: 'RATE_BELOW_MINIMUM' });
      expect(below.json().errors[0].message).toContain(money);
      const negative = await post({ roomId, date: d(3), field: 'allotment', value: -1 }, lang);
      expect(negative.json().errors[0]).toMatchObject({ code: 'TOO_SMALL' });
      expect(negative.json().errors[0].message).toMatch(/\b0\b/);
      expect(negative.json().errors[0].message).not.toContain('%');
    }
  });
  it('refuses allotment below sold', async () => {
    const row = await t.db.one<{ room_id: number; date: string; sold: number }>(
      `SELECT room_id, date::text AS date, sold FROM room_inventory WHERE hotel_id = $1 AND sold > 0 AND date > $2 ORDER BY date LIMIT 1`,
      [H, today],
    );
    const res = await t.request({
      method: 'POST',
      url: `${base}/changes`,
      as: ADMIN,
      payload: {
        changes: [{ roomId: Number(row.room_id), date: row.date, field: 'allotment', value: row.sold - 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].code).toBe('ALLOTMENT_BELOW_SOLD');
  });
  it('asks for confirmation of a rate far from its 30-day average', async () => {
    const avg = Number(await rateOf(d(20)));
    const res = await t.request({
      method: 'POST',
      url: `${base}/changes`,
      as: ADMIN,
      payload: { changes: [change({ date: d(40), value: avg * 3 })] },
    });
    expect(res.statusCode).toBe(409);
    await expectContract(res, 'saveAriChanges');
    expect(res.json().code).toBe('RATE_ANOMALY');
    expect(res.json().anomalies[0]).toMatchObject({ date: d(40), rate: avg * 3 });
    const ok = await t.request({
      method: 'POST',
      url: `${base}/changes`,
      as: ADMIN,
      payload: { changes: [change({ date: d(40), value: avg * 3 })], confirmAnomalies: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(await rateOf(d(40))).toBe(avg * 3);
  });
  it('takes rates per number of guests only where the property prices so, up to the room, not below its minimum', async () => {
    const room = await t.db.one<{ max_occupancy: number }>(
      'SELECT max_occupancy FROM rooms WHERE hotel_id = $1 AND room_id = $2',
      [H, roomId],
    );
    const most = Number(room.max_occupancy);
    const post = (value: unknown) =>
      t.request({
        method: 'POST',
        url: `${base}/changes`,
        as: ADMIN,
        payload: {
          changes: [change({ date: d(11), field: 'occupancyRates', value })],
          confirmAnomalies: true,
        },
      });
    const fieldError = async (value: unknown) => {
      const res = await post(value);
      expect(res.statusCode, res.body).toBe(400);
      await expectContract(res, 'saveAriChanges');
      return res.json().errors[0] as { field: string; code: string; message: string };
    };
    // The demo Jakarta prices by occupancy: the calendar says so and gives each room's capacity.
    const read = await t.request({ method: 'GET', url: `${base}?from=${d(0)}&to=${d(13)}`, as: ADMIN });
    await expectContract(read, 'getAriCalendar');
    expect(read.json().occupancyBasedRate).toBe(true);
    expect(read.json().rooms.find((r: { roomId: number }) => r.roomId === roomId).maxOccupancy).toBe(most);

    expect(await fieldError({ [most + 1]: minSell + 10_000 })).toMatchObject({
      field: 'changes.0.value',
      code: 'GUESTS_ABOVE_ROOM',
    });
    expect(await fieldError({ 1: minSell - 1 })).toMatchObject({ code: 'RATE_BELOW_MINIMUM' });
    const ok = await post({ 1: minSell, [most]: minSell + 20_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = await t.request({ method: 'GET', url: `${base}?from=${d(11)}&to=${d(11)}`, as: ADMIN });
    const plan = denseCalendar(saved.json()).ratePlans.find(
      (p: { roomId: number; ratePlanId: number }) => p.roomId === roomId && p.ratePlanId === ratePlanId,
    );
    expect(plan.occupancyRates[0]).toEqual({ 1: minSell, [most]: minSell + 20_000 });

    // Once the property stops pricing by occupancy, new rates per guest count are refused (clearing is not).
    await t.db.query('UPDATE hotels SET occupancy_based_rate = false WHERE hotel_id = $1', [H]);
    try {
      expect(await fieldError({ 1: minSell })).toMatchObject({ code: 'OCCUPANCY_PRICING_OFF' });
      expect((await post(null)).statusCode).toBe(200);
    } finally {
      await t.db.query('UPDATE hotels SET occupancy_based_rate = true WHERE hotel_id = $1', [H]);
    }
  });
  it("keeps a static-tariff plan's rates for the market manager, in the calendar and in bulk; its availability stays the owner's", async () => {
    const MM = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: H };
    const link = await t.db.one<{ room_id: number; rate_plan_id: number; min_sell_price: number }>(
      `SELECT l.room_id, l.rate_plan_id, r.min_sell_price FROM rate_plan_rooms l
         JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
         JOIN rooms r ON r.hotel_id = l.hotel_id AND r.room_id = l.room_id
        WHERE l.hotel_id = $1 AND p.tariff_mode = 'STATIC' ORDER BY l.room_id LIMIT 1`,
      [H],
    );
    const staticCell = {
      roomId: Number(link.room_id),
      ratePlanId: Number(link.rate_plan_id),
      date: d(12),
    };
    const rate = Math.max(minSell, Number(link.min_sell_price)) + 10_000;
    const save = (as: { accountId: number; hotelId: number }, changes: unknown[]) =>
      t.request({
        method: 'POST',
        url: `${base}/changes`,
        as,
        payload: { changes, dryRun: true, confirmAnomalies: true },
      });
    const read = await t.request({ method: 'GET', url: `${base}?from=${d(12)}&to=${d(12)}`, as: ADMIN });
    const series = read
      .json()
      .ratePlans.filter((p: { ratePlanId: number }) => p.ratePlanId === staticCell.ratePlanId);
    expect(series.every((p: { staticTariff: boolean }) => p.staticTariff)).toBe(true);

    const refused = await save(ADMIN, [{ ...staticCell, field: 'rate', value: rate }]);
    expect(refused.statusCode).toBe(400);
    await expectContract(refused, 'saveAriChanges');
    expect(refused.json().errors[0]).toMatchObject({
      field: 'changes.0.ratePlanId',
      code: 'STATIC_PLAN_MARKET_MANAGER',
    });
    expect((await save(ADMIN, [{ ...staticCell, field: 'closeOut', value: true }])).statusCode).toBe(200);
    expect((await save(MM, [{ ...staticCell, field: 'rate', value: rate }])).statusCode).toBe(200);

    const bulk = (as: { accountId: number; hotelId: number }, values: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `${base}/bulk-updates`,
        as,
        payload: {
          period: { start: d(12), end: d(13) },
          days: [0, 1, 2, 3, 4, 5, 6],
          ratePlanIds: [ratePlanId, staticCell.ratePlanId],
          preview: true,
          confirmAnomalies: true,
          ...values,
        },
      });
    const bulkRefused = await bulk(ADMIN, { rate });
    expect(bulkRefused.statusCode).toBe(400);
    expect(bulkRefused.json().errors).toContainEqual(
      expect.objectContaining({ field: 'ratePlanIds', code: 'STATIC_PLAN_MARKET_MANAGER' }),
    );
    expect((await bulk(ADMIN, { closeOut: true })).statusCode).toBe(200);
    expect((await bulk(MM, { rate })).statusCode).toBe(200);
  });
  it("answers 404 for another property's room", async () => {
    const other = await t.db.one<{ room_id: number }>(
      'SELECT room_id FROM rooms WHERE hotel_id <> $1 LIMIT 1',
      [H],
    );
    const res = await t.request({
      method: 'POST',
      url: `${base}/changes`,
      as: ADMIN,
      payload: { changes: [change({ roomId: Number(other.room_id) })] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('bulk updates', () => {
  const period = () => ({ start: d(100), end: d(130) });
  it('previews without writing, applies atomically, undoes as a whole', async () => {
    const body = {
      period: period(),
      days: [1, 2, 3],
      ratePlanIds: [ratePlanId],
      roomIds: [roomId],
      rate: minSell + 123_000,
      closeOut: true,
    };
    const before = await rateOf(d(101));
    const pre = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: { ...body, preview: true },
    });
    expect(pre.statusCode).toBe(200);
    await expectContract(pre, 'bulkUpdateAri');
    const cells = pre.json().cells as number;
    expect(cells).toBeGreaterThan(10);
    expect(pre.json().sample[0].after).toMatchObject({ rate: minSell + 123_000, closeOut: true });
    expect(await rateOf(d(101))).toBe(before);
    const res = await t.request({ method: 'POST', url: `${base}/bulk-updates`, as: ADMIN, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().cells).toBe(cells);
    const batchId = res.json().batchId as string;
    const rows = await t.db.query<{ rate: number; dow: number }>(
      `SELECT rate, extract(dow FROM date)::integer AS dow FROM rate_plan_ari
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4 AND $5`,
      [H, roomId, ratePlanId, d(100), d(130)],
    );
    for (const r of rows) expect(Number(r.rate) === minSell + 123_000).toBe([1, 2, 3].includes(r.dow));
    const undo = await t.request({ method: 'POST', url: `${base}/bulk-updates/${batchId}/undo`, as: ADMIN });
    expect(undo.statusCode).toBe(200);
    await expectContract(undo, 'undoAriBulkUpdate');
    expect(undo.json().cells).toBeGreaterThan(0);
    const after = await t.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM rate_plan_ari WHERE hotel_id = $1 AND rate = $2`,
      [H, minSell + 123_000],
    );
    expect(after[0]?.n).toBe(0);
    const again = await t.request({ method: 'POST', url: `${base}/bulk-updates/${batchId}/undo`, as: ADMIN });
    expect(again.statusCode).toBe(409);
  });
  it('a rate far from the 30-day average shows in the preview and needs confirmation to apply', async () => {
    const window = { start: d(300), end: d(306) };
    const avg = (
      await t.db.one<{ avg: string }>(
        `SELECT avg(rate)::text AS avg FROM rate_plan_ari
          WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4 AND $5`,
        [H, roomId, ratePlanId, d(270), d(299)],
      )
    ).avg;
    const rate = Math.round(Number(avg) * 3);
    const body = {
      period: window,
      days: [0, 1, 2, 3, 4, 5, 6],
      ratePlanIds: [ratePlanId],
      roomIds: [roomId],
      rate,
    };
    const pre = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: { ...body, preview: true },
    });
    expect(pre.statusCode).toBe(200);
    await expectContract(pre, 'bulkUpdateAri');
    expect(pre.json().anomalies).toEqual([
      { roomId, ratePlanId, date: d(300), rate, average: Math.round(Number(avg)) },
    ]);
    const refused = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: body,
    });
    expect(refused.statusCode).toBe(409);
    await expectContract(refused, 'bulkUpdateAri');
    expect(refused.json().code).toBe('RATE_ANOMALY');
    expect(await rateOf(d(302))).not.toBe(rate);
    const confirmed = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: { ...body, confirmAnomalies: true },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await rateOf(d(302))).toBe(rate);
    const undo = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates/${confirmed.json().batchId as string}/undo`,
      as: ADMIN,
    });
    expect(undo.statusCode).toBe(200);
  });

  it("SPEC 7's bulk-update/close-out, restrictions and cancellation-policy set only their fields", async () => {
    const hotelBase = `/api/v1/hotels/${H}/bulk-update`;
    const scope = {
      period: { start: d(320), end: d(322) },
      days: [0, 1, 2, 3, 4, 5, 6],
      ratePlanIds: [ratePlanId],
      roomIds: [roomId],
    };
    const cell = () =>
      t.db.one<{
        close_out: boolean;
        cta: boolean;
        stay_min: number | null;
        cancellation_policy: string | null;
      }>(
        `SELECT close_out, cta, stay_min, cancellation_policy FROM rate_plan_ari
          WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4`,
        [H, roomId, ratePlanId, d(321)],
      );
    const closeOut = await t.request({
      method: 'POST',
      url: `${hotelBase}/close-out`,
      as: ADMIN,
      payload: { ...scope, closeOut: true, cta: true },
    });
    expect(closeOut.statusCode).toBe(200);
    await expectContract(closeOut, 'bulkUpdateAriCloseOut');
    const restrictions = await t.request({
      method: 'POST',
      url: `${hotelBase}/restrictions`,
      as: ADMIN,
      payload: { ...scope, restrictions: { lengthOfStay: { min: 2, max: 14 } } },
    });
    expect(restrictions.statusCode).toBe(200);
    await expectContract(restrictions, 'bulkUpdateAriRestrictions');
    const policy = await t.request({
      method: 'POST',
      url: `${hotelBase}/cancellation-policy`,
      as: ADMIN,
      payload: { ...scope, cancellationPolicy: 'NON_REFUNDABLE' },
    });
    expect(policy.statusCode).toBe(200);
    await expectContract(policy, 'bulkUpdateAriCancellationPolicy');
    expect(await cell()).toMatchObject({
      close_out: true,
      cta: true,
      stay_min: 2,
      cancellation_policy: 'NON_REFUNDABLE',
    });
    // Each call takes only its own fields, and the same roles and membership as the full bulk update.
    const rate = await t.request({
      method: 'POST',
      url: `${hotelBase}/close-out`,
      as: ADMIN,
      payload: { ...scope, rate: 1 },
    });
    expect(rate.statusCode).toBe(400);
    const finance = await t.request({
      method: 'POST',
      url: `${hotelBase}/restrictions`,
      as: FINANCE,
      payload: { ...scope, restrictions: { lengthOfStay: { min: 3 } } },
    });
    expect(finance.statusCode).toBe(403);
    const other = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/bulk-update/cancellation-policy`,
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: H },
      payload: { ...scope, cancellationPolicy: 'NON_REFUNDABLE' },
    });
    expect(other.statusCode).toBe(404);
    const unknown = await t.request({
      method: 'POST',
      url: `${hotelBase}/cancellation-policy`,
      as: ADMIN,
      payload: { ...scope, cancellationPolicy: 'FREE_SOMETIMES' },
    });
    expect(unknown.statusCode).toBe(400);
    await expectContract(unknown, 'bulkUpdateAriCancellationPolicy');
    const free = await t.request({
      method: 'POST',
      url: `${hotelBase}/cancellation-policy`,
      as: ADMIN,
      payload: { ...scope, cancellationPolicy: 'FREE_UNTIL_14_DAYS' },
    });
    expect(free.statusCode).toBe(200);
    expect(await cell()).toMatchObject({ cancellation_policy: 'FREE_UNTIL_14_DAYS' });
  });

  it('refuses to undo when a touched cell changed since', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: {
        period: { start: d(200), end: d(210) },
        days: [0, 1, 2, 3, 4, 5, 6],
        ratePlanIds: [ratePlanId],
        roomIds: [roomId],
        rate: minSell + 7000,
      },
    });
    const batchId = res.json().batchId as string;
    const edit = await t.request({
      method: 'POST',
      url: `${base}/changes`,
      as: ADMIN,
      payload: {
        changes: [{ roomId, ratePlanId, date: d(205), field: 'rate', value: minSell + 8000 }],
        confirmAnomalies: true,
      },
    });
    expect(edit.statusCode).toBe(200);
    const undo = await t.request({ method: 'POST', url: `${base}/bulk-updates/${batchId}/undo`, as: ADMIN });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().code).toBe('BATCH_CHANGED_SINCE');
  });
  it('refuses bulk updates and their undo at a property priced by length of stay (SPEC 4, 403 LOS_RATE_MODEL)', async () => {
    const B = DEMO_HOTELS.BANDUNG;
    const plan = await t.db.one<{ rate_plan_id: number }>(
      'SELECT rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY rate_plan_id LIMIT 1',
      [B],
    );
    const as = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: B };
    const scope = { period: { start: d(1), end: d(5) }, days: [1], ratePlanIds: [Number(plan.rate_plan_id)] };
    const before = await t.db.one<{ n: number }>(
      'SELECT count(*)::integer AS n FROM ari_batches WHERE hotel_id = $1',
      [B],
    );
    for (const [path, body] of [
      ['ari/bulk-updates', { ...scope, closeOut: true }],
      ['bulk-update/close-out', { ...scope, closeOut: true }],
      ['bulk-update/restrictions', { ...scope, restrictions: { lengthOfStay: { min: 2, max: 3 } } }],
      ['bulk-update/cancellation-policy', { ...scope, cancellationPolicy: 'NON_REFUNDABLE' }],
    ] as const) {
      const res = await t.request({ method: 'POST', url: `/api/v1/hotels/${B}/${path}`, as, payload: body });
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toMatchObject({ code: 'LOS_RATE_MODEL' });
      expect(res.json().message).toBe(
        'Pembaruan massal tidak tersedia untuk properti dengan harga berdasarkan lama menginap.',
      );
    }
    const undo = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${B}/ari/bulk-updates/${randomUUID()}/undo`,
      as,
    });
    expect(undo.statusCode).toBe(403);
    expect(undo.json().code).toBe('LOS_RATE_MODEL');
    const after = await t.db.one<{ n: number }>(
      'SELECT count(*)::integer AS n FROM ari_batches WHERE hotel_id = $1',
      [B],
    );
    expect(after.n).toBe(before.n);
  });

  it('validates input with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ period: { start: d(1), end: d(5) }, days: [], ratePlanIds: [ratePlanId], rate: minSell }, 'days'],
      [
        {
          period: { start: d(1), end: d(5) },
          days: [1],
          ratePlanIds: [ratePlanId],
          roomIds: [roomId],
          rate: minSell - 1,
        },
        'rate',
      ],
      [
        { period: { start: d(-3), end: d(5) }, days: [1], ratePlanIds: [ratePlanId], rate: minSell },
        'period.start',
      ],
      [
        {
          period: { start: d(1), end: d(5) },
          days: [1],
          ratePlanIds: [ratePlanId],
          restrictions: { stayThrough: {} },
        },
        'restrictions.stayThrough',
      ],
      [
        {
          period: { start: d(1), end: d(5) },
          days: [1],
          ratePlanIds: [ratePlanId],
          restrictions: { advanceBooking: { min: 1, max: 501 } },
        },
        'restrictions.advanceBooking.max',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request({ method: 'POST', url: `${base}/bulk-updates`, as: ADMIN, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const other = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: { period: { start: d(1), end: d(5) }, days: [1], ratePlanIds: [999999], rate: minSell },
    });
    expect(other.statusCode).toBe(404);
  });
  it('two overlapping bulk updates at once lose nothing', async () => {
    const common = {
      period: { start: d(300), end: d(330) },
      days: [0, 1, 2, 3, 4, 5, 6],
      ratePlanIds: [ratePlanId],
      roomIds: [roomId],
    };
    const [a, b] = await Promise.all([
      t.request({
        method: 'POST',
        url: `${base}/bulk-updates`,
        as: ADMIN,
        payload: { ...common, rate: minSell + 11_000 },
      }),
      t.request({
        method: 'POST',
        url: `${base}/bulk-updates`,
        as: ADMIN,
        payload: { ...common, closeOut: true, allotment: 7 },
      }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const rows = await t.db.query<{ rate: number; close_out: boolean; allotment: number }>(
      `SELECT a.rate, a.close_out, i.allotment FROM rate_plan_ari a JOIN room_inventory i USING (hotel_id, room_id, date)
        WHERE a.hotel_id = $1 AND a.room_id = $2 AND a.rate_plan_id = $3 AND a.date BETWEEN $4 AND $5`,
      [H, roomId, ratePlanId, d(300), d(330)],
    );
    expect(rows).toHaveLength(31);
    for (const r of rows)
      expect([Number(r.rate), r.close_out, r.allotment]).toEqual([minSell + 11_000, true, 7]);
  });
  it('a bulk update failing in its last statement leaves nothing written', async () => {
    await t.db.exec(`CREATE FUNCTION fail_inventory() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER fail_inventory BEFORE UPDATE ON room_inventory FOR EACH ROW EXECUTE FUNCTION fail_inventory();`);
    try {
      const batches = await t.db.one<{ n: number }>('SELECT count(*)::integer AS n FROM ari_batches');
      const res = await t.request({
        method: 'POST',
        url: `${base}/bulk-updates`,
        as: ADMIN,
        payload: {
          period: { start: d(400), end: d(420) },
          days: [0, 1, 2, 3, 4, 5, 6],
          ratePlanIds: [ratePlanId],
          roomIds: [roomId],
          rate: minSell + 99_000,
          allotment: 5,
        },
      });
      expect(res.statusCode).toBe(500);
      const written = await t.db.one<{ n: number }>(
        'SELECT count(*)::integer AS n FROM rate_plan_ari WHERE hotel_id = $1 AND rate = $2',
        [H, minSell + 99_000],
      );
      expect(written.n).toBe(0);
      expect((await t.db.one<{ n: number }>('SELECT count(*)::integer AS n FROM ari_batches')).n).toBe(
        batches.n,
      );
    } finally {
      await t.db.exec('DROP TRIGGER fail_inventory ON room_inventory; DROP FUNCTION fail_inventory();');
    }
  });
});

describe('calendar read shape', () => {
  it('returns every link of the property once, in (room, rate plan) order, each series as the table holds it', async () => {
    // A window with a row on every day; flags on one series and an optional value on another, so that series
    // with and without them (read by different paths, on PostgreSQL in parts run at once) are all compared.
    const from = d(160);
    const to = d(189);
    const links = await t.db.query<{ room_id: number; rate_plan_id: number }>(
      'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id',
      [H],
    );
    expect(links.length).toBeGreaterThan(2);
    const [a, b] = links as [(typeof links)[number], (typeof links)[number]];
    await t.db.query(
      `INSERT INTO rate_plan_ari (hotel_id, room_id, rate_plan_id, date, rate)
       SELECT $1, l.room_id, l.rate_plan_id, g::date, 700000 FROM rate_plan_rooms l
        CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') g
        WHERE l.hotel_id = $1 ON CONFLICT DO NOTHING`,
      [H, from, to],
    );
    await t.db.query(
      `UPDATE rate_plan_ari SET close_out = date = $4::date, cta = date = $5::date, ctd = date >= $5::date
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date BETWEEN $4::date AND $6::date`,
      [H, a.room_id, a.rate_plan_id, d(161), d(170), to],
    );
    await t.db.query(
      `UPDATE rate_plan_ari SET stay_max = 9 WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4`,
      [H, b.room_id, b.rate_plan_id, d(175)],
    );
    const res = await t.request({ method: 'GET', url: `${base}?from=${from}&to=${to}`, as: ADMIN });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getAriCalendar');
    const body = denseCalendar(res.json());
    expect(
      body.ratePlans.map((p: { roomId: number; ratePlanId: number }) => [p.roomId, p.ratePlanId]),
    ).toEqual(links.map((l) => [Number(l.room_id), Number(l.rate_plan_id)]));
    const rows = await t.db.query<{
      room_id: number;
      rate_plan_id: number;
      rate: number | null;
      close_out: boolean;
      cta: boolean;
      ctd: boolean;
      stay_max: number | null;
    }>(
      `SELECT room_id, rate_plan_id, rate, close_out, cta, ctd, stay_max FROM rate_plan_ari
        WHERE hotel_id = $1 AND date BETWEEN $2::date AND $3::date ORDER BY room_id, rate_plan_id, date`,
      [H, from, to],
    );
    expect(rows).toHaveLength(links.length * 30);
    links.forEach((l, i) => {
      const mine = rows.slice(i * 30, i * 30 + 30);
      const plan = body.ratePlans[i];
      expect(plan.rate).toEqual(mine.map((r) => (r.rate === null ? null : Number(r.rate))));
      expect(plan.closeOut).toEqual(mine.map((r) => r.close_out));
      expect(plan.cta).toEqual(mine.map((r) => r.cta));
      expect(plan.ctd).toEqual(mine.map((r) => r.ctd));
      const stayMax = mine.map((r) => (r.stay_max === null ? null : Number(r.stay_max)));
      expect(plan.stayMax).toEqual(stayMax.some((v) => v !== null) ? stayMax : null);
    });
    const wire = res.json().ratePlans as { flags: string; stayMax?: unknown }[];
    expect(wire[0]!.flags).toBe(`01${'0'.repeat(8)}6${'4'.repeat(19)}`);
    expect(wire[1]!.stayMax).toEqual([null, 15, 9, 1, null, 14]);
  });
  it('matches the rows per day, with nulls on days without a row and optional series only when set', async () => {
    const from = d(140);
    const to = d(149);
    // A day without a row (plan and room) and a restriction on one day.
    await t.db.query(
      'DELETE FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(143)],
    );
    await t.db.query('DELETE FROM room_inventory WHERE hotel_id = $1 AND room_id = $2 AND date = $3', [
      H,
      roomId,
      d(144),
    ]);
    await t.db.query(
      `UPDATE rate_plan_ari SET stay_min = 2, meal_plan = 'BREAKFAST'
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4`,
      [H, roomId, ratePlanId, d(146)],
    );
    const res = await t.request({ method: 'GET', url: `${base}?from=${from}&to=${to}`, as: ADMIN });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getAriCalendar');
    const body = denseCalendar(res.json());
    const rows = await t.db.query<{
      date: string;
      rate: number | null;
      close_out: boolean;
      stay_min: number | null;
    }>(
      `SELECT g::date::text AS date, a.rate, a.close_out, a.stay_min
         FROM generate_series($4::date::timestamp, $5::date::timestamp, interval '1 day') g
         LEFT JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = $2 AND a.rate_plan_id = $3 AND a.date = g::date
        ORDER BY g`,
      [H, roomId, ratePlanId, from, to],
    );
    const plan = body.ratePlans.find(
      (p: { roomId: number; ratePlanId: number }) => p.roomId === roomId && p.ratePlanId === ratePlanId,
    );
    expect(plan.rate).toEqual(rows.map((r) => (r.rate === null ? null : Number(r.rate))));
    expect(plan.closeOut).toEqual(rows.map((r) => r.close_out ?? null));
    expect(plan.rate[3]).toBeNull();
    // The seed sets a minimum stay on Saturdays; the day set above has one whatever its weekday.
    expect(plan.stayMin).toEqual(rows.map((r) => r.stay_min ?? null));
    expect(plan.stayMin[6]).toBe(2);
    expect(plan.mealPlan[6]).toBe('BREAKFAST');
    expect(plan.stayThroughMax).toBeNull();
    // On the wire: runs of [value, count], one flag character per day ('-' without a row), absent series.
    const wire = res
      .json()
      .ratePlans.find(
        (p: { roomId: number; ratePlanId: number }) => p.roomId === roomId && p.ratePlanId === ratePlanId,
      );
    expect(wire.flags).toHaveLength(10);
    expect(wire.flags[3]).toBe('-');
    // Runs of the minimum stays read above (the seed's Saturdays among them): [value, count, value, count, …].
    const runs: (number | null)[] = [];
    for (const r of rows) {
      const value = r.stay_min === null ? null : Number(r.stay_min);
      if (runs.length > 0 && runs[runs.length - 2] === value) runs[runs.length - 1]! += 1;
      else runs.push(value, 1);
    }
    expect(wire.stayMin).toEqual(runs);
    expect(wire.mealPlan).toEqual([null, 6, 'BREAKFAST', 1, null, 3]);
    expect(wire).not.toHaveProperty('stayThroughMax');
    const room = body.rooms.find((r: { roomId: number }) => r.roomId === roomId);
    expect(room.allotment).toHaveLength(10);
    expect(room.allotment[4]).toBeNull();
    expect(room.allotment[3]).not.toBeNull();
  });
});

describe('bulk change log (compact)', () => {
  type Entry = {
    field: string;
    before: unknown;
    after: unknown;
    source: string;
    batchId: string;
    date: string;
  };
  const logOf = async (query: string): Promise<Entry[]> => {
    const res = await t.request({ method: 'GET', url: `${base}/changes?${query}`, as: ADMIN });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listAriChanges');
    return res.json().items as Entry[];
  };
  const bulkBody = (start: number, end: number, over: Record<string, unknown>) => ({
    period: { start: d(start), end: d(end) },
    days: [0, 1, 2, 3, 4, 5, 6],
    ratePlanIds: [ratePlanId],
    roomIds: [roomId],
    ...over,
  });

  it('shows a bulk change per cell and date with who, source, before and after, stored as one row per field', async () => {
    const before = await rateOf(d(452));
    const res = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: bulkBody(450, 460, { rate: minSell + 31_000, allotment: 97 }),
    });
    expect(res.statusCode).toBe(200);
    const batchId = res.json().batchId as string;
    const items = await logOf(`roomId=${roomId}&date=${d(452)}`);
    expect(items.find((i) => i.batchId === batchId && i.field === 'rate')).toMatchObject({
      source: 'BULK',
      date: d(452),
      before,
      after: minSell + 31_000,
      accountName: expect.any(String),
    });
    expect(items.find((i) => i.batchId === batchId && i.field === 'allotment')).toMatchObject({
      after: 97,
      ratePlanId: null,
    });
    // Every changed cell is listed for the batch; storage is one row per room, rate plan and field.
    const all = await logOf(`batchId=${batchId}&limit=500`);
    expect(
      all
        .filter((i) => i.field === 'rate')
        .map((i) => i.date)
        .sort(),
    ).toEqual(Array.from({ length: 11 }, (_, i) => d(450 + i)));
    const stored = await t.db.one<{ compact: number; cells: number }>(
      `SELECT (SELECT count(*) FROM ari_bulk_changes WHERE hotel_id = $1 AND batch_id = $2)::integer AS compact,
              (SELECT count(*) FROM ari_changes WHERE hotel_id = $1 AND batch_id = $2)::integer AS cells`,
      [H, batchId],
    );
    expect(stored).toEqual({ compact: 2, cells: 0 });
  });

  it('inserts cells without a row, and the undo puts back their empty values', async () => {
    await t.db.query(
      'DELETE FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(471)],
    );
    const res = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: bulkBody(470, 472, { rate: minSell + 41_000, closeOut: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cells).toBe(3);
    expect(await rateOf(d(471))).toBe(minSell + 41_000);
    const items = await logOf(`roomId=${roomId}&date=${d(471)}&ratePlanId=${ratePlanId}`);
    expect(items.find((i) => i.field === 'rate')).toMatchObject({ before: null, after: minSell + 41_000 });
    expect(items.find((i) => i.field === 'closeOut')).toMatchObject({ before: false, after: true });
    const undo = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates/${res.json().batchId}/undo`,
      as: ADMIN,
    });
    expect(undo.statusCode).toBe(200);
    const row = await t.db.one<{ rate: number | null; close_out: boolean }>(
      'SELECT rate, close_out FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(471)],
    );
    expect(row).toEqual({ rate: null, close_out: false });
    // The undo is in the log too, with the bulk update's after as its before.
    const after = await logOf(`roomId=${roomId}&date=${d(470)}&ratePlanId=${ratePlanId}`);
    expect(after[0]).toMatchObject({ source: 'BULK', field: expect.any(String) });
    expect(after.find((i) => i.batchId === undo.json().batchId && i.field === 'rate')).toMatchObject({
      before: minSell + 41_000,
    });
  });

  it('refuses to undo a bulk update when a later bulk update changed one of its cells', async () => {
    const first = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: bulkBody(480, 490, { rate: minSell + 51_000 }),
    });
    const second = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates`,
      as: ADMIN,
      payload: bulkBody(490, 495, { rate: minSell + 52_000 }),
    });
    expect(second.json().cells).toBe(6);
    const undo = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates/${first.json().batchId}/undo`,
      as: ADMIN,
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ code: 'BATCH_CHANGED_SINCE', changedCells: 1 });
    const undoSecond = await t.request({
      method: 'POST',
      url: `${base}/bulk-updates/${second.json().batchId}/undo`,
      as: ADMIN,
    });
    expect(undoSecond.statusCode).toBe(200);
    expect(await rateOf(d(490))).toBe(minSell + 51_000);
  });

  it('still undoes a bulk update logged one row per cell (before the compact log)', async () => {
    const batchId = '00000000-0000-4000-8000-000000000251';
    const before = await rateOf(d(500));
    await t.db.query(
      `INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, cells) VALUES ($1, $2, 'BULK', $3, 1)`,
      [H, batchId, ADMIN.accountId],
    );
    await t.db.query(
      `INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
       VALUES ($1, $2, 'BULK', $3, $4, $5, $6, 'rate', to_jsonb($7::bigint), to_jsonb($8::bigint))`,
      [H, batchId, ADMIN.accountId, roomId, ratePlanId, d(500), before, minSell + 61_000],
    );
    await t.db.query(
      'UPDATE rate_plan_ari SET rate = $5 WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
      [H, roomId, ratePlanId, d(500), minSell + 61_000],
    );
    const undo = await t.request({ method: 'POST', url: `${base}/bulk-updates/${batchId}/undo`, as: ADMIN });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().cells).toBe(1);
    expect(await rateOf(d(500))).toBe(before);
  });
});

describe('export', () => {
  const COLUMNS =
    'date,room,rate_plan,allotment,sold,rate,close_out,cta,ctd,stay_min,stay_max,adv_min,adv_max,cancellation_policy,meal_plan';
  // A room name with non-ASCII letters and characters that CSV and XML must escape.
  const ROOM_NAME = 'Kamar Ñusa & <Laut>, "Biru"';
  // The Indonesian names of the day's cancellation policies and meal plans of the seed and of these tests.
  const CHOICE_NAMES: Record<string, string> = {
    NON_REFUNDABLE: 'Tidak dapat dikembalikan',
    FREE_UNTIL_1_DAY: 'Gratis hingga 1 hari sebelum kedatangan',
    FREE_UNTIL_3_DAYS: 'Gratis hingga 3 hari sebelum kedatangan',
    FREE_UNTIL_7_DAYS: 'Gratis hingga 7 hari sebelum kedatangan',
    BREAKFAST: 'Sarapan',
  };

  /** Runs `check` while the first linked room carries ROOM_NAME, then puts its name back. */
  async function withRoomName(check: () => Promise<void>): Promise<void> {
    const { name } = await t.db.one<{ name: string }>(
      'SELECT name FROM rooms WHERE hotel_id = $1 AND room_id = $2',
      [H, roomId],
    );
    await t.db.query('UPDATE rooms SET name = $3 WHERE hotel_id = $1 AND room_id = $2', [
      H,
      roomId,
      ROOM_NAME,
    ]);
    try {
      await check();
    } finally {
      await t.db.query('UPDATE rooms SET name = $3 WHERE hotel_id = $1 AND room_id = $2', [H, roomId, name]);
    }
  }

  /** Splits CSV text into records of fields (quoted fields with "" escapes, CRLF lines). */
  function parseCsv(text: string): string[][] {
    const records: string[][] = [];
    let field = '';
    let record: string[] = [];
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        record.push(field);
        field = '';
      } else if (ch === '\r' && text[i + 1] === '\n') {
        record.push(field);
        records.push(record);
        record = [];
        field = '';
        i++;
      } else field += ch;
    }
    return records;
  }

  it('downloads 30 days as UTF-8 CSV with a byte order mark', async () => {
    await withRoomName(async () => {
      const res = await t.request({
        method: 'GET',
        url: `${base}/export?from=${d(0)}&days=30&format=csv`,
        as: ADMIN,
      });
      expect(res.statusCode).toBe(200);
      await expectContract(res, 'exportAri');
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="ari-${H}-${d(0)}.csv"`);
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
      expect(records[0]!.join(',')).toBe(COLUMNS);
      const dates = new Set(records.slice(1).map((r) => r[0]));
      expect(dates.size).toBe(30);
      expect(records.some((r) => r[1] === ROOM_NAME)).toBe(true);
    });
  });

  it('keeps a name a spreadsheet would run as a formula as text in the CSV', async () => {
    const { name } = await t.db.one<{ name: string }>(
      'SELECT name FROM rooms WHERE hotel_id = $1 AND room_id = $2',
      [H, roomId],
    );
    await t.db.query('UPDATE rooms SET name = $3 WHERE hotel_id = $1 AND room_id = $2', [
      H,
      roomId,
      '=HYPERLINK("http://x.example")',
    ]);
    try {
      const res = await t.request({
        method: 'GET',
        url: `${base}/export?from=${d(0)}&format=csv`,
        as: ADMIN,
      });
      const rooms = parseCsv(res.rawPayload.subarray(3).toString('utf8')).map((r) => r[1]);
      expect(rooms).toContain(`'=HYPERLINK("http://x.example")`);
      expect(rooms.some((r) => r?.startsWith('='))).toBe(false);
    } finally {
      await t.db.query('UPDATE rooms SET name = $3 WHERE hotel_id = $1 AND room_id = $2', [H, roomId, name]);
    }
  });

  it("downloads the same 30 days as an Excel workbook in the caller's language", async () => {
    await t.db.query(
      `UPDATE rate_plan_ari SET cancellation_policy = 'NON_REFUNDABLE', meal_plan = 'BREAKFAST'
        WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4`,
      [H, roomId, ratePlanId, d(1)],
    );
    await withRoomName(async () => {
      const csv = await t.request({
        method: 'GET',
        url: `${base}/export?from=${d(0)}&format=csv`,
        as: ADMIN,
      });
      const res = await t.request({
        method: 'GET',
        url: `${base}/export?from=${d(0)}&days=30&format=xlsx`,
        as: ADMIN,
        headers: { 'x-language': 'id' },
      });
      expect(res.statusCode).toBe(200);
      await expectContract(res, 'exportAri');
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toBe(`attachment; filename="ari-${H}-${d(0)}.xlsx"`);
      const sheet = readFirstSheet(res.rawPayload);
      expect(sheet.name).toBe('Harga dan ketersediaan');
      expect(sheet.frozenRows).toBe(1);
      const letters = 'ABCDEFGHIJKLMNO'.split('');
      expect(letters.map((l) => sheet.cells.get(`${l}1`)?.value)).toEqual([
        'Tanggal',
        'Kamar',
        'Paket harga',
        'Alokasi',
        'Terjual',
        'Harga (IDR)',
        'Close-out',
        'Tutup untuk kedatangan',
        'Tutup untuk keberangkatan',
        'Minimal menginap (malam)',
        'Maksimal menginap (malam)',
        'Min. pemesanan di muka (hari)',
        'Maks. pemesanan di muka (hari)',
        'Kebijakan pembatalan',
        'Paket makan',
      ]);
      // Every column has a width that fits its values; the wrapped headers get a taller row.
      for (let c = 1; c <= 15; c++) expect(sheet.widths.get(c), `column ${c}`).toBeGreaterThanOrEqual(8);
      expect(sheet.widths.get(2)).toBeGreaterThanOrEqual(ROOM_NAME.length);
      expect(sheet.heights.get(1)).toBeGreaterThan(15);

      // The same lines as the CSV, as typed cells.
      const records = parseCsv(csv.rawPayload.subarray(3).toString('utf8')).slice(1);
      expect(sheet.rowCount).toBe(records.length + 1);
      records.forEach((rec, i) => {
        const row = i + 2;
        const cell = (l: string) => sheet.cells.get(`${l}${row}`);
        expect(cell('A'), `A${row}`).toEqual({
          type: 'number',
          value: excelSerial(rec[0]!),
          numberFormat: 'dd/mm/yyyy',
        });
        expect(cell('B')?.value).toBe(rec[1]);
        expect(cell('C')?.value).toBe(rec[2]);
        for (const [l, k] of [
          ['D', 3],
          ['E', 4],
          ['J', 9],
          ['K', 10],
          ['L', 11],
          ['M', 12],
        ] as const)
          expect(cell(l)?.value ?? '', `${l}${row}`).toBe(rec[k] === '' ? '' : Number(rec[k]));
        if (rec[5] === '') expect(cell('F')).toBeUndefined();
        else expect(cell('F')).toEqual({ type: 'number', value: Number(rec[5]), numberFormat: '#,##0' });
        for (const [l, k] of [
          ['G', 6],
          ['H', 7],
          ['I', 8],
        ] as const)
          expect(cell(l), `${l}${row}`).toEqual({
            type: 'boolean',
            value: rec[k] === 'true',
            numberFormat: null,
          });
        // Policies and meal plans by the names the screens use; the CSV keeps their codes.
        expect(cell('N')?.value ?? '').toBe(rec[13] ? CHOICE_NAMES[rec[13]] : '');
        expect(cell('O')?.value ?? '').toBe(rec[14] ? CHOICE_NAMES[rec[14]] : '');
      });
      const chosen = records.findIndex(
        (r) => r[0] === d(1) && r[1] === ROOM_NAME && r[13] === 'NON_REFUNDABLE',
      );
      expect(chosen).toBeGreaterThanOrEqual(0);
      expect(sheet.cells.get(`N${chosen + 2}`)?.value).toBe('Tidak dapat dikembalikan');
      expect(sheet.cells.get(`O${chosen + 2}`)?.value).toBe('Sarapan');
      // The seed's rate of the first plan today, as a whole number of rupiah.
      const rate = await rateOf(d(0));
      const ours = records.findIndex((r) => r[0] === d(0) && r[1] === ROOM_NAME);
      expect(ours).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(sheet.cells.get(`F${ours + 2}`)?.value)).toBe(true);
      expect(records.some((r) => r[0] === d(0) && r[1] === ROOM_NAME && Number(r[5]) === rate)).toBe(true);
    });
  });

  it('names the sheet and the headers in English for an English caller', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${base}/export?from=${d(0)}&format=xlsx`,
      as: ADMIN,
      headers: { cookie: 'lang=en' },
    });
    expect(res.statusCode).toBe(200);
    const sheet = readFirstSheet(res.rawPayload);
    expect(sheet.name).toBe('Rates and availability');
    expect(['A1', 'B1', 'F1', 'H1'].map((a) => sheet.cells.get(a)?.value)).toEqual([
      'Date',
      'Room',
      'Rate (IDR)',
      'Closed to arrival',
    ]);
    expect(sheet.cells.get('A2')?.numberFormat).toBe('d mmm yyyy');
  });

  it('refuses an unknown format, a start outside the window, strangers and other roles', async () => {
    for (const q of ['format=pdf', `from=${d(-91)}&format=xlsx`, 'days=32&format=xlsx']) {
      const res = await t.request({ method: 'GET', url: `${base}/export?${q}`, as: ADMIN });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await t.request({ method: 'GET', url: `${base}/export?format=xlsx` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `${base}/export?format=xlsx`, as: FINANCE })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/hotels/1005/ari/export?format=xlsx`, as: ADMIN }))
        .statusCode,
    ).toBe(404);
  });
});
