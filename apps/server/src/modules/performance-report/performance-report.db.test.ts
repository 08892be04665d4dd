/**
 * The performance report through HTTP on PGlite and PostgreSQL (docs/decisions/performance-report.md): bookings
 * made, cancelled and rescheduled through the real endpoints (marketplace intake, cancellation, reschedule
 * approval) move the daily aggregates, and the report's figures equal the figures computed here directly from the
 * bookings table and room_inventory, by day and by month, for the period, the period before and last year, by
 * room and by rate plan. Another property's data is never readable; bad periods are 400 with field errors; the
 * Excel export. Answers are checked against the contract.
 */
import { addDays, previousPeriod, samePeriodLastYear, todayInZone } from '@extranet/domain';
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
import { cleanPricingStretch } from '../../../test/pricing-stretch.js';
import { foldAllChanges } from './repository.js';
import { readFirstSheet } from '../../../test/xlsx.js';

const JKT: number = DEMO_HOTELS.JAKARTA;
const BALI: number = DEMO_HOTELS.BALI;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const mkt = { 'x-api-key': MARKETPLACE_KEY };
// The server's clock: frozen at the start, moved a day on by the test (the cancellations fall on another day).
const START = new Date();
let now = START;
const d = (n: number) =>
  addDays(
    todayInZone('Asia/Jakarta', () => START),
    n,
  );

let t: TestApp;
let roomId: number;
let ratePlanId: number;

interface Figures {
  bookings: number;
  roomNights: number;
  revenue: number;
  cancellations: number;
  leadTimeDays: number;
  sold: number;
  allotment: number;
}
type Report = {
  totals: Figures & { adr: number | null; occupancy: number | null; averageLeadTime: number | null };
  previous: Figures;
  lastYear: Figures;
  series: { start: string; figures: Figures }[];
  rooms: { roomId: number; figures: Figures }[];
  ratePlans: { ratePlanId: number; figures: Figures }[];
};

let seq = 0;
async function book(checkIn: string, checkOut: string): Promise<number> {
  seq += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/marketplace/bookings',
    headers: { ...mkt, 'idempotency-key': `perf-${seq}` },
    payload: {
      hotelId: JKT,
      roomId,
      ratePlanId,
      checkIn,
      checkOut,
      adults: 2,
      guestName: `Tamu Performa ${seq}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ bookingId: number }>().bookingId;
}
const report = (hotelId: number, query: string, as: As = admin(hotelId)) =>
  t.request({ method: 'GET', url: `/api/v1/hotels/${hotelId}/performance-report?${query}`, as });

/** The same figures straight from the bookings (and room_inventory), by bucket start; 'ALL' is the total. */
async function direct(
  hotelId: number,
  from: string,
  to: string,
  unit: 'day' | 'month' | 'all',
  by: 'room' | 'plan' | 'none' = 'none',
): Promise<Map<string, Figures>> {
  const bucket = (col: string) =>
    unit === 'all' ? `'ALL'` : unit === 'day' ? `${col}::text` : `to_char(${col}, 'YYYY-MM') || '-01'`;
  const key = (col: string) =>
    by === 'room' ? 'b.room_id::text' : by === 'plan' ? 'b.rate_plan_id::text' : bucket(col);
  const rows = await t.db.query<{ k: string; f: string; v: string }>(
    `WITH b AS (SELECT b.*, (b.created_at AT TIME ZONE h.time_zone)::date AS made,
                       (b.cancelled_at AT TIME ZONE h.time_zone)::date AS cancelled
                  FROM bookings b JOIN hotels h USING (hotel_id) WHERE b.hotel_id = $1)
     SELECT ${key('n.date')} AS k, 'roomNights' AS f, count(*)::text AS v
       FROM b CROSS JOIN LATERAL (SELECT (b.check_in + i) AS date, i FROM generate_series(0, b.check_out - b.check_in - 1) i) n
      WHERE b.status = 'CONFIRMED' AND n.date BETWEEN $2 AND $3 GROUP BY 1
     UNION ALL
     SELECT ${key('n.date')}, 'revenue', sum(b.nightly_rates[n.i + 1])::text
       FROM b CROSS JOIN LATERAL (SELECT (b.check_in + i) AS date, i FROM generate_series(0, b.check_out - b.check_in - 1) i) n
      WHERE b.status = 'CONFIRMED' AND n.date BETWEEN $2 AND $3 GROUP BY 1
     UNION ALL
     SELECT ${key('b.made')}, 'bookings', count(*)::text FROM b WHERE b.made BETWEEN $2 AND $3 GROUP BY 1
     UNION ALL
     SELECT ${key('b.made')}, 'leadTimeDays', sum(GREATEST(b.check_in - b.made, 0))::text
       FROM b WHERE b.made BETWEEN $2 AND $3 GROUP BY 1
     UNION ALL
     SELECT ${key('b.cancelled')}, 'cancellations', count(*)::text
       FROM b WHERE b.status = 'CANCELLED' AND b.cancelled BETWEEN $2 AND $3 GROUP BY 1
     UNION ALL
     SELECT ${by === 'room' ? 'i.room_id::text' : bucket('i.date')}, 'sold', sum(i.sold)::text
       FROM room_inventory i WHERE i.hotel_id = $1 AND i.date BETWEEN $2 AND $3 AND $4 GROUP BY 1
     UNION ALL
     SELECT ${by === 'room' ? 'i.room_id::text' : bucket('i.date')}, 'allotment', sum(i.allotment)::text
       FROM room_inventory i WHERE i.hotel_id = $1 AND i.date BETWEEN $2 AND $3 AND $4 GROUP BY 1`,
    [hotelId, from, to, by !== 'plan'],
  );
  const out = new Map<string, Figures>();
  for (const r of rows) {
    const f = out.get(r.k) ?? {
      bookings: 0,
      roomNights: 0,
      revenue: 0,
      cancellations: 0,
      leadTimeDays: 0,
      sold: 0,
      allotment: 0,
    };
    f[r.f as keyof Figures] = Number(r.v);
    out.set(r.k, f);
  }
  return out;
}
const pick = (f: Figures, occupancy = true) => ({
  bookings: f.bookings,
  roomNights: f.roomNights,
  revenue: f.revenue,
  cancellations: f.cancellations,
  leadTimeDays: f.leadTimeDays,
  ...(occupancy ? { sold: f.sold, allotment: f.allotment } : {}),
});
const ZERO = {
  bookings: 0,
  roomNights: 0,
  revenue: 0,
  cancellations: 0,
  leadTimeDays: 0,
  sold: 0,
  allotment: 0,
};

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => now });
  ({ roomId, ratePlanId } = await cleanPricingStretch(t.db, JKT, {
    ari: [d(1), d(80)],
    inventory: [d(1), d(80)],
  }));
}, 120_000);
afterAll(() => t?.close());

describe('the report follows every booking write', () => {
  it('books, cancels and reschedules through the endpoints; the report equals the bookings', async () => {
    const from = d(-40);
    const to = d(70);
    const before = await report(JKT, `from=${from}&to=${to}`);
    expect(before.statusCode, before.body).toBe(200);
    await expectContract(before, 'getPerformanceReport');
    const was = before.json<Report>().totals;

    const a = await book(d(10), d(13));
    await book(d(20), d(22));
    const c = await book(d(11), d(12));
    // A day later: one cancelled, one moved (asked by the marketplace, approved by the property), one more made.
    now = new Date(START.getTime() + 24 * 3600_000);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${c}/cancel`,
      headers: mkt,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const asked = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${a}/reschedule-requests`,
      headers: mkt,
      payload: { checkIn: d(40), checkOut: d(42) },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${JKT}/bookings/${a}/reschedule-requests/${asked.json().id}/approve`,
      as: admin(),
      headers: SAME_ORIGIN,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await book(d(30), d(31));

    const res = await report(JKT, `from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getPerformanceReport');
    const r = res.json<Report>();
    // What the writes changed: 4 bookings made, 1 cancelled, nights 2 (b) + 2 (a moved) + 1 (d).
    expect(r.totals.bookings - was.bookings).toBe(4);
    expect(r.totals.cancellations - was.cancellations).toBe(1);
    expect(r.totals.roomNights - was.roomNights).toBe(5);
    expect(r.totals.revenue - was.revenue).toBe(5_000_000);
    // Every figure against the bookings table, by day.
    const total = (await direct(JKT, from, to, 'all')).get('ALL') ?? ZERO;
    expect(pick(r.totals)).toEqual(pick(total));
    const days = await direct(JKT, from, to, 'day');
    expect(r.series).toHaveLength(111);
    for (const p of r.series)
      expect([p.start, pick(p.figures)]).toEqual([p.start, pick(days.get(p.start) ?? ZERO)]);
    expect(r.totals.adr).toBe(total.roomNights ? Math.round(total.revenue / total.roomNights) : null);
    // By room and rate plan.
    const rooms = await direct(JKT, from, to, 'all', 'room');
    for (const room of r.rooms)
      expect(pick(room.figures)).toEqual(pick(rooms.get(String(room.roomId)) ?? ZERO));
    const plans = await direct(JKT, from, to, 'all', 'plan');
    for (const plan of r.ratePlans)
      expect(pick(plan.figures, false)).toEqual(pick(plans.get(String(plan.ratePlanId)) ?? ZERO, false));
    expect(r.ratePlans.reduce((s, p) => s + p.figures.roomNights, 0)).toBe(total.roomNights);
    // The period before and last year.
    const prev = previousPeriod({ from, to });
    const ly = samePeriodLastYear({ from, to });
    expect(pick(r.previous)).toEqual(pick((await direct(JKT, prev.from, prev.to, 'all')).get('ALL') ?? ZERO));
    expect(pick(r.lastYear)).toEqual(pick((await direct(JKT, ly.from, ly.to, 'all')).get('ALL') ?? ZERO));
  });

  it('by month, and narrowed to a room and a rate plan', async () => {
    const from = d(-60);
    const to = d(90);
    const res = await report(JKT, `from=${from}&to=${to}&granularity=MONTH`);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getPerformanceReport');
    const months = await direct(JKT, from, to, 'month');
    for (const p of res.json<Report>().series)
      expect([p.start, pick(p.figures)]).toEqual([p.start, pick(months.get(p.start) ?? ZERO)]);
    const narrowed = await report(JKT, `from=${from}&to=${to}&roomId=${roomId}&ratePlanId=${ratePlanId}`);
    expect(narrowed.statusCode).toBe(200);
    await expectContract(narrowed, 'getPerformanceReport');
    const n = narrowed.json<Report>();
    expect(n.totals.occupancy).toBeNull();
    expect(n.rooms.map((x) => x.roomId)).toEqual([roomId]);
    expect(n.ratePlans.map((x) => x.ratePlanId)).toEqual([ratePlanId]);
    expect(n.totals.roomNights).toBe(n.rooms[0]?.figures.roomNights);
    expect(n.totals.roomNights).toBeGreaterThanOrEqual(5);
  });

  it('exports the series and the total as a workbook', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${JKT}/performance-report/export?from=${d(0)}&to=${d(40)}&granularity=WEEK`,
      headers: { 'x-language': 'en' },
      as: admin(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const json = (await report(JKT, `from=${d(0)}&to=${d(40)}&granularity=WEEK`)).json<Report>();
    const sheet = readFirstSheet(res.rawPayload);
    expect(sheet.name).toBe('Performance');
    expect(sheet.cells.get('A1')?.value).toBe('From');
    expect(sheet.rowCount).toBe(json.series.length + 2);
    expect(sheet.cells.get(`B${json.series.length + 2}`)?.value).toBe('Total');
    expect(sheet.cells.get(`D${json.series.length + 2}`)?.value).toBe(json.totals.roomNights);
  });
});

describe('the aggregates never make bookings wait (migration 0910)', () => {
  it("the server folds every property's changes by itself, and the report reads the same", async () => {
    await book(d(55), d(57));
    const before = (await report(JKT, `from=${d(-5)}&to=${d(70)}`)).json<Report>().totals;
    await book(d(56), d(57));
    const pending = async () =>
      Number((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM daily_performance_changes')).n);
    expect(await pending()).toBeGreaterThan(0);
    expect(await foldAllChanges(t.db)).toBeGreaterThan(0);
    expect(await pending()).toBe(0);
    const after = (await report(JKT, `from=${d(-5)}&to=${d(70)}`)).json<Report>().totals;
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.roomNights - before.roomNights).toBe(1);
  });

  // On PostgreSQL: while one transaction has changed a booking of the room (so its aggregates, as migration 0850
  // kept them, would be locked until it ends), a booking of the same room on another date still completes, and the
  // report folds both in once they are committed. (PGlite has one connection: nothing runs at once.)
  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'a booking goes through while another of its room is uncommitted',
    async () => {
      const held = await book(d(50), d(51));
      const before = (await report(JKT, `from=${d(-5)}&to=${d(70)}`)).json<Report>().totals;
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let changed!: () => void;
      const isChanged = new Promise<void>((r) => (changed = r));
      const holding = t.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE bookings SET status = 'CANCELLED', cancelled_at = $3 WHERE hotel_id = $1 AND booking_id = $2`,
          [JKT, held, now.toISOString()],
        );
        changed();
        await released;
        throw new Error('rolled back');
      });
      await isChanged;
      const booked = await Promise.race([
        book(d(60), d(61)).then(() => 'booked'),
        new Promise((r) => setTimeout(() => r('waited'), 10_000)),
      ]);
      release();
      await expect(holding).rejects.toThrow('rolled back');
      expect(booked).toBe('booked');
      const after = (await report(JKT, `from=${d(-5)}&to=${d(70)}`)).json<Report>().totals;
      expect(after.bookings - before.bookings).toBe(1);
      expect(after.cancellations - before.cancellations).toBe(0);
      expect(after.roomNights - before.roomNights).toBe(1);
    },
    30_000,
  );
});

describe('access and bad input', () => {
  it("never reads another property's data", async () => {
    // Jakarta's admin asking for a property it is not a user of: 404, nothing revealed.
    const other = await report(BALI, `from=${d(-10)}&to=${d(60)}`, {
      accountId: DEMO_ACCOUNTS.RESERVATION.id,
      hotelId: BALI,
    });
    expect([403, 404]).toContain(other.statusCode);
    const notMember = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/999999/performance-report?from=${d(-10)}&to=${d(60)}`,
      as: admin(999999),
    });
    expect(notMember.statusCode).toBe(404);
    // Bali's own report counts none of Jakarta's bookings; Jakarta's room id finds nothing at Bali.
    const bali = await report(BALI, `from=${d(-40)}&to=${d(70)}`);
    expect(bali.statusCode).toBe(200);
    const own = (await direct(BALI, d(-40), d(70), 'all')).get('ALL') ?? ZERO;
    expect(pick(bali.json<Report>().totals)).toEqual(pick(own));
    const foreignRoom = await report(BALI, `from=${d(-40)}&to=${d(70)}&roomId=${roomId}`);
    expect(foreignRoom.statusCode).toBe(200);
    expect(pick(foreignRoom.json<Report>().totals)).toEqual(ZERO);
    expect(foreignRoom.json<Report>().rooms).toEqual([]);
  });

  it('refuses a role the route does not allow and bad periods', async () => {
    await t.db.query('UPDATE hotel_users SET roles = $3 WHERE hotel_id = $1 AND account_id = $2', [
      JKT,
      DEMO_ACCOUNTS.CS.id,
      [13],
    ]);
    const denied = await report(JKT, `from=${d(0)}&to=${d(1)}`, {
      accountId: DEMO_ACCOUNTS.CS.id,
      hotelId: JKT,
    });
    expect([403, 404]).toContain(denied.statusCode);
    const backwards = await report(JKT, `from=${d(5)}&to=${d(1)}`);
    expect(backwards.statusCode).toBe(400);
    await expectContract(backwards, 'getPerformanceReport');
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ field: 'to', code: 'DATE_BEFORE_START' }),
    ]);
    const long = await report(JKT, `from=${d(0)}&to=${addDays(d(0), 1096)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      expect.objectContaining({ field: 'to', code: 'DATE_RANGE_TOO_LONG' }),
    ]);
    expect((await report(JKT, `from=${d(0)}&to=${addDays(d(0), 1095)}`)).statusCode).toBe(200);
    const bad = await report(JKT, `from=${d(0)}&to=${d(1)}&granularity=YEAR`);
    expect(bad.statusCode).toBe(400);
    expect((await report(JKT, `from=2026-02-30&to=${d(1)}`)).statusCode).toBe(400);
  });
});
