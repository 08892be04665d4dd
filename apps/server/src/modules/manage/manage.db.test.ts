/**
 * The manage hub through HTTP on PGlite and PostgreSQL: each section computed from the property's real data at
 * its today (the demo's year-end plan ending in 20 days, the non-refundable plans, the family room's days
 * without allotment, the surcharge ending in 12 days), findings that appear and go as the data changes, each
 * linked to the page that fixes it, and access (roles, another property).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, matchRoute, todayInZone } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import { DEMO_RATE_PLANS, DEMO_ROOMS, DEMO_SURCHARGES } from '../../seed/demo-ids.js';

const JKT: number = DEMO_HOTELS.JAKARTA;
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const url = (hotelId: number) => `/api/v1/hotels/${hotelId}/manage`;

interface Finding {
  kind: string;
  severity: string;
  subjectId: number;
  subjectName: string;
  days?: number;
  date?: string;
  daysLeft?: number;
  path: string;
}
interface Hub {
  today: string;
  windowDays: number;
  sections: {
    area: string;
    status: string;
    checked: number;
    findings: Finding[];
    states?: Record<string, number>;
  }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function hub(): Promise<Hub> {
  const res = await t.request({ method: 'GET', url: url(JKT), as: ADMIN });
  expect(res.statusCode).toBe(200);
  await expectContract(res, 'getManageHub');
  return res.json() as Hub;
}
const findings = (h: Hub, area: string) => h.sections.find((s) => s.area === area)?.findings ?? [];
const find = (h: Hub, kind: string, subjectId: number) =>
  h.sections.flatMap((s) => s.findings).find((f) => f.kind === kind && f.subjectId === subjectId);

describe('the manage hub of Hotel Demo Jakarta', () => {
  it('reads each section from the demo data at the property today', async () => {
    const h = await hub();
    const today = todayInZone(DEFAULT_TIME_ZONE, t.app.ctx.clock);
    expect(h.today).toBe(today);
    expect(h.windowDays).toBe(30);
    const deals = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM deals WHERE hotel_id = $1', [
      JKT,
    ]);
    expect(h.sections.map((s) => [s.area, s.checked])).toEqual([
      ['ROOM_SETUP', 6],
      ['RATE_PLAN_SETUP', 6],
      ['CANCELLATION_POLICY', 6],
      ['PROMOTION', deals.n],
      ['SURCHARGE', 2],
    ]);
    expect(find(h, 'RATE_PLAN_STAY_ENDING', DEMO_RATE_PLANS.JAKARTA_YEAR_END_PROMO)).toEqual({
      kind: 'RATE_PLAN_STAY_ENDING',
      severity: 'WARNING',
      subjectId: DEMO_RATE_PLANS.JAKARTA_YEAR_END_PROMO,
      subjectName: 'Promo Akhir Tahun',
      date: addDays(today, 20),
      daysLeft: 20,
      path: `/v3/rates-and-availability/rate-plans/edit/${DEMO_RATE_PLANS.JAKARTA_YEAR_END_PROMO}`,
    });
    expect(
      findings(h, 'CANCELLATION_POLICY')
        .map((f) => [f.kind, f.subjectId])
        .sort(),
    ).toEqual([
      ['RATE_PLAN_NON_REFUNDABLE', DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE],
      ['RATE_PLAN_NON_REFUNDABLE', DEMO_RATE_PLANS.JAKARTA_YEAR_END_PROMO],
    ]);
    const empty = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM room_inventory
        WHERE hotel_id = $1 AND room_id = $2 AND allotment = 0 AND date BETWEEN $3::date AND $4::date`,
      [JKT, DEMO_ROOMS.JAKARTA_FAMILY, today, addDays(today, 29)],
    );
    expect(empty.n).toBeGreaterThan(0);
    expect(find(h, 'ROOM_NO_ALLOTMENT', DEMO_ROOMS.JAKARTA_FAMILY)).toMatchObject({
      days: empty.n,
      path: '/v3/rates-and-availability',
    });
    expect(find(h, 'ROOM_NO_ALLOTMENT', DEMO_ROOMS.JAKARTA_SUPERIOR_DOUBLE)).toBeUndefined();
    expect(find(h, 'SURCHARGE_ENDING', DEMO_SURCHARGES.JAKARTA_WEEKEND_EVENT)).toMatchObject({
      daysLeft: 12,
      date: addDays(today, 12),
      path: `/v3/rates-and-availability/surcharge/edit/${DEMO_SURCHARGES.JAKARTA_WEEKEND_EVENT}`,
    });
    // The demo ARI gives every plan a rate on every day of the window.
    expect(findings(h, 'RATE_PLAN_SETUP').filter((f) => f.kind === 'RATE_PLAN_NO_RATES')).toEqual([]);
    expect(h.sections.find((s) => s.area === 'ROOM_SETUP')?.status).toBe('WARNING');
    for (const f of h.sections.flatMap((s) => s.findings)) expect(matchRoute(f.path), f.path).not.toBeNull();
  });

  it('finds a room without photo, description or rate plan and a rate plan without rates, and lets them go', async () => {
    const room = DEMO_ROOMS.JAKARTA_SUPERIOR_TWIN;
    // The test databases have no demo photos: every room lacks one until it gets one.
    expect(find(await hub(), 'ROOM_NO_PHOTO', room)?.path).toBe('/v3/property/photo-gallery');
    await t.db.query(
      `INSERT INTO property_photos (hotel_id, room_id, variants, content_hash, width, height, bytes)
       VALUES ($1, $2, '{}'::jsonb, 'test', 800, 600, 1000)`,
      [JKT, room],
    );
    await t.db.query("UPDATE rooms SET description = '<p> </p>' WHERE hotel_id = $1 AND room_id = $2", [
      JKT,
      room,
    ]);
    let h = await hub();
    expect(find(h, 'ROOM_NO_PHOTO', room)).toBeUndefined();
    expect(find(h, 'ROOM_NO_DESCRIPTION', room)?.path).toBe(`/v3/property/room-data/edit/${room}`);

    await t.db.query(
      `INSERT INTO rooms (hotel_id, room_id, name, room_type) VALUES ($1, 99001, 'Kamar Baru', 'DOUBLE')`,
      [JKT],
    );
    const today = todayInZone(DEFAULT_TIME_ZONE, t.app.ctx.clock);
    await t.db.query(
      `DELETE FROM rate_plan_ari WHERE hotel_id = $1 AND rate_plan_id = $2 AND date BETWEEN $3::date AND $4::date`,
      [JKT, DEMO_RATE_PLANS.JAKARTA_CORPORATE_WEEKLY, addDays(today, 10), addDays(today, 14)],
    );
    h = await hub();
    expect(find(h, 'ROOM_NO_RATE_PLAN', 99001)?.path).toBe('/v3/rates-and-availability/rate-plans/create');
    expect(find(h, 'ROOM_NO_ALLOTMENT', 99001)?.days).toBe(30);
    expect(find(h, 'RATE_PLAN_NO_RATES', DEMO_RATE_PLANS.JAKARTA_CORPORATE_WEEKLY)?.days).toBe(5);

    // A switched-off rate plan is not checked; its non-refundable policy no longer shows.
    await t.db.query("UPDATE rate_plans SET status = 'INACTIVE' WHERE hotel_id = $1 AND rate_plan_id = $2", [
      JKT,
      DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE,
    ]);
    h = await hub();
    expect(find(h, 'RATE_PLAN_NON_REFUNDABLE', DEMO_RATE_PLANS.JAKARTA_NON_REFUNDABLE)).toBeUndefined();
    expect(h.sections.find((s) => s.area === 'CANCELLATION_POLICY')?.checked).toBe(5);
  });
});

describe('the promotions section', () => {
  const insertDeal = async (hotelId: number, kind: string, name: string, terms: Record<string, unknown>) => {
    const row = await t.db.one<{ deal_id: number }>(
      `INSERT INTO deals (hotel_id, kind, name, status, terms) VALUES ($1, $2, $3, 'ACTIVE', $4::jsonb)
       RETURNING deal_id`,
      [hotelId, kind, name, JSON.stringify(terms)],
    );
    return Number(row.deal_id);
  };

  it('counts the deals by state and links each problem to the deal edit page', async () => {
    const today = todayInZone(DEFAULT_TIME_ZONE, t.app.ctx.clock);
    const before = (await hub()).sections.find((s) => s.area === 'PROMOTION')!;
    const base = {
      platforms: ['LOGIN'],
      ratePlanIds: [DEMO_RATE_PLANS.JAKARTA_BREAKFAST],
      roomIds: [],
      stayPeriod: { start: today, end: addDays(today, 60) },
      combinable: true,
    };
    const ending = await insertDeal(JKT, 'REGULAR', 'Segera Berakhir', {
      ...base,
      bookingPeriod: { start: addDays(today, -10), end: addDays(today, 5) },
    });
    const ended = await insertDeal(JKT, 'REGULAR', 'Sudah Lewat', {
      ...base,
      bookingPeriod: { start: addDays(today, -30), end: addDays(today, -3) },
    });
    const gone = await insertDeal(JKT, 'FREE_NIGHT', 'Kamar Hilang', {
      ...base,
      ratePlanIds: [DEMO_RATE_PLANS.JAKARTA_BREAKFAST, 98_765_432],
      roomIds: [98_765_431],
      bookingPeriod: { start: today, end: addDays(today, 90) },
    });
    // Another property's deal never shows in this one.
    await insertDeal(DEMO_HOTELS.BALI, 'REGULAR', 'Bali', {
      ...base,
      bookingPeriod: { start: today, end: today },
    });

    const h = await hub();
    const section = h.sections.find((s) => s.area === 'PROMOTION')!;
    expect(section.checked).toBe(before.checked + 3);
    expect(section.states).toEqual({
      ...before.states,
      ACTIVE: before.states!.ACTIVE! + 1,
      EXPIRING_SOON: before.states!.EXPIRING_SOON! + 1,
      EXPIRED: before.states!.EXPIRED! + 1,
    });
    expect(section.status).toBe('WARNING');
    const edit = (id: number, type: string) =>
      `/v3/promotions-and-campaigns/add/promotion/edit/${id}/${type}`;
    expect(find(h, 'PROMOTION_ENDING', ending)).toEqual({
      kind: 'PROMOTION_ENDING',
      severity: 'WARNING',
      subjectId: ending,
      subjectName: 'Segera Berakhir',
      date: addDays(today, 5),
      daysLeft: 5,
      path: edit(ending, 'regular'),
    });
    expect(find(h, 'PROMOTION_ENDED', ended)).toMatchObject({
      date: addDays(today, -3),
      path: edit(ended, 'regular'),
    });
    expect(find(h, 'PROMOTION_RATE_PLAN_GONE', gone)?.path).toBe(edit(gone, 'free-night'));
    expect(find(h, 'PROMOTION_ROOM_GONE', gone)?.path).toBe(edit(gone, 'free-night'));
    expect(find(h, 'PROMOTION_RATE_PLAN_GONE', ending)).toBeUndefined();
    expect(findings(h, 'PROMOTION').some((f) => f.subjectName === 'Bali')).toBe(false);
    for (const f of findings(h, 'PROMOTION')) expect(matchRoute(f.path), f.path).not.toBeNull();

    // Switched off: counted as such, and the deal's end is no longer a warning.
    await t.db.query(`UPDATE deals SET status = 'INACTIVE' WHERE hotel_id = $1 AND deal_id = $2`, [
      JKT,
      ending,
    ]);
    const off = await hub();
    expect(find(off, 'PROMOTION_ENDING', ending)).toBeUndefined();
    expect(find(off, 'PROMOTION_INACTIVE', ending)?.severity).toBe('NOTICE');
  });
});

describe('access', () => {
  it('is the route rule manage: another property is not found, finance roles are refused', async () => {
    const other = await t.request({
      method: 'GET',
      url: url(DEMO_HOTELS.BALI),
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT },
    });
    expect(other.statusCode).toBe(404);
    await expectContract(other, 'getManageHub');
    const finance = await t.request({
      method: 'GET',
      url: url(JKT),
      as: { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT },
    });
    expect(finance.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: url(JKT) })).statusCode).toBe(401);
  });
});
