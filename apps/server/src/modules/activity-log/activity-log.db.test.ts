/**
 * The activity log through HTTP on PGlite and PostgreSQL (docs/decisions/activity-log.md): every successful change
 * a user makes at a property is recorded (operation, user, when, the path's ids), reads and refused calls are
 * not, nor writes that change nothing; the log is read by day in the property's time zone over at most a month,
 * newest first, by pages, by user; another property's log is never readable. Answers checked by the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';

const JKT: number = DEMO_HOTELS.JAKARTA;
type As = { accountId: number; hotelId: number };
const ADMIN: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const RESERVATION: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };

// The server's clock, frozen: the entries are dated by it.
const now = new Date();
const today = todayInZone('Asia/Jakarta', () => now);
let t: TestApp;

interface Entry {
  activityId: number;
  at: string;
  accountId: number | null;
  name: string | null;
  email: string | null;
  operation: string;
  subject: Record<string, string>;
}
interface Log {
  items: Entry[];
  nextBefore: number | null;
  members: { accountId: number; name: string }[];
}

const log = (query: string, as: As = ADMIN, hotelId = JKT) =>
  t.request({ method: 'GET', url: `/api/v1/hotels/${hotelId}/activity-log?${query}`, as });
const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, payload: object, as: As = ADMIN) =>
  t.request({ method, url: `/api/v1/hotels/${JKT}${url}`, as, headers: SAME_ORIGIN, payload });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
}, 120_000);
afterAll(() => t?.close());

describe('activity log', () => {
  it('records the changes, not the reads, refusals or what changes nothing, and reads them newest first', async () => {
    const before = (await log(`from=${today}&to=${today}`)).json<Log>().items.length;
    const surcharges = await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/surcharges`, as: ADMIN });
    expect(surcharges.statusCode).toBe(200);
    const surchargeId = surcharges.json<{ items: { surchargeId: number }[] }>().items[0]!.surchargeId;

    expect((await send('PUT', '/deals/status', { status: 'ACTIVE' })).statusCode).toBe(200);
    const status = await send(
      'PATCH',
      `/surcharges/${surchargeId}/status`,
      { status: 'ACTIVE' },
      RESERVATION,
    );
    expect(status.statusCode, status.body).toBe(200);
    // Refused (bad input), a read and a write that changes nothing: no entries.
    expect((await send('PUT', '/deals/status', { status: 'MAYBE' })).statusCode).toBe(400);
    const readAll = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${JKT}/notifications/read-all`,
      as: ADMIN,
      headers: SAME_ORIGIN,
    });
    expect(readAll.statusCode, readAll.body).toBeLessThan(300);

    const res = await log(`from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    await expectContract(res, 'listActivityLog');
    const body = res.json<Log>();
    const added = body.items.slice(0, body.items.length - before);
    expect(added.map((e) => [e.operation, e.accountId, e.subject])).toEqual([
      ['setSurchargeStatus', RESERVATION.accountId, { surchargeId: String(surchargeId) }],
      ['setAllDealsStatus', ADMIN.accountId, {}],
    ]);
    expect(added[1]).toMatchObject({ email: DEMO_ACCOUNTS.ADMIN.email, at: now.toISOString() });
    expect(body.members.map((m) => m.accountId)).toEqual(
      expect.arrayContaining([ADMIN.accountId, RESERVATION.accountId]),
    );

    // By user, and by pages.
    const mine = (await log(`from=${today}&to=${today}&accountId=${RESERVATION.accountId}`)).json<Log>();
    expect(mine.items.map((e) => e.operation)).toEqual(['setSurchargeStatus']);
    const first = (await log(`from=${today}&to=${today}&limit=1`)).json<Log>();
    expect(first.items.map((e) => e.operation)).toEqual(['setSurchargeStatus']);
    expect(first.nextBefore).toBe(first.items[0]!.activityId);
    const second = (await log(`from=${today}&to=${today}&limit=1&before=${first.nextBefore}`)).json<Log>();
    expect(second.items.map((e) => e.operation)).toEqual(['setAllDealsStatus']);
    // Another day: nothing of today.
    const yesterday = (await log(`from=${addDays(today, -1)}&to=${addDays(today, -1)}`)).json<Log>();
    expect(yesterday.items.some((e) => e.activityId === first.items[0]!.activityId)).toBe(false);
  });

  it('records the id of a created room, as for its change and deletion', async () => {
    const created = await send('POST', '/room-data', {
      name: 'Logged Garden',
      roomType: 'DELUXE',
      description: '<p>Kamar dengan taman.</p>',
      sizeSqm: 30,
      roomCount: 4,
      bedroomCount: 1,
      bedrooms: [{ beds: [{ type: 'DOUBLE', count: 1 }], alternatives: [] }],
      maxAdults: 2,
      maxChildren: 0,
      minOccupancy: 1,
      maxOccupancy: 2,
      smokingAllowed: false,
      tower: null,
      floor: null,
      roomNumber: null,
      bathrooms: 1,
      view: 'CITY',
      minSellPrice: 500000,
      facilities: ['AIR_CONDITIONING', 'WIFI', 'TV', 'SHOWER'],
      guestTypes: ['COUPLE'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const roomId = String(created.json<{ roomId: number }>().roomId);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/hotels/${JKT}/room-data/${roomId}`,
      as: ADMIN,
      headers: SAME_ORIGIN,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const items = (await log(`from=${today}&to=${today}`)).json<Log>().items;
    expect(items.slice(0, 2).map((e) => [e.operation, e.subject])).toEqual([
      ['deleteRoomData', { roomId }],
      ['createRoomData', { roomId }],
    ]);
  });

  it('reads at most a month, and never another property', async () => {
    const long = await log(`from=${addDays(today, -31)}&to=${today}`);
    expect(long.statusCode).toBe(400);
    await expectContract(long, 'listActivityLog');
    expect(long.json().errors).toEqual([
      expect.objectContaining({ field: 'to', code: 'DATE_RANGE_TOO_LONG' }),
    ]);
    const backwards = await log(`from=${today}&to=${addDays(today, -1)}`);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ field: 'to', code: 'DATE_BEFORE_START' }),
    ]);
    expect((await log(`from=${addDays(today, -30)}&to=${today}`)).statusCode).toBe(200);

    const pending: number = DEMO_HOTELS.PENDING;
    const foreign = await log(`from=${today}&to=${today}`, { ...ADMIN, hotelId: pending }, pending);
    expect(foreign.statusCode).toBe(404);
    await expectContract(foreign, 'listActivityLog');
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/hotels/${JKT}/activity-log?from=${today}&to=${today}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
