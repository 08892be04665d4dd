import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInZone } from '@extranet/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  FROM_SCRATCH_MS,
  expectContract,
  testDatabaseKind,
  type TestApp,
} from '../../../test/helpers.js';
import { migrate, MIGRATIONS_DIR } from '../../db/index.js';
import { lockHotelAri } from '../../db/ari-log.js';
import { airbnbFeed, bookingComFeed, googleFeed, vrboFeed } from './fixtures/feeds.js';
import { runDueSyncs } from './sync.js';

const H = DEMO_HOTELS.BALI;
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
const d = (n: number) => addDays(todayInZone(), n);
const range = (from: number, nights: number) => Array.from({ length: nights }, (_, i) => d(from + i));

let t: TestApp;
let server: Server;
let base: string;
let roomId: number;
let otherRoomId: number;
let planIds: number[];
/** path -> [status, body] served by the local feed server */
const feeds = new Map<string, [number, string]>();

beforeAll(async () => {
  // The feeds are served on 127.0.0.1, which the SSRF guard refuses by default (see guarded-fetch.test.ts).
  t = await createTestApp({ env: { CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS: 'true' } });
  server = createServer((req, res) => {
    const feed = feeds.get(req.url ?? '');
    if (!feed) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(feed[0], { 'content-type': 'text/calendar; charset=utf-8' }).end(feed[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rooms = await t.db.query<{ room_id: number }>(
    `SELECT r.room_id FROM rooms r WHERE r.hotel_id = $1
        AND EXISTS (SELECT 1 FROM rate_plan_rooms p WHERE p.hotel_id = r.hotel_id AND p.room_id = r.room_id)
      ORDER BY r.room_id`,
    [H],
  );
  roomId = Number(rooms[0]?.room_id);
  otherRoomId = Number(rooms[1]?.room_id);
  planIds = (
    await t.db.query<{ rate_plan_id: number }>(
      'SELECT rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 AND room_id = $2 ORDER BY rate_plan_id',
      [H, roomId],
    )
  ).map((r) => Number(r.rate_plan_id));
  // A clean stretch: nothing closed, no bookings, from day 100 to day 200.
  await t.db.query(
    `UPDATE bookings SET status = 'CANCELLED', cancelled_at = now()
      WHERE hotel_id = $1 AND room_id = ANY($2::bigint[]) AND check_out > $3 AND check_in <= $4`,
    [H, [roomId, otherRoomId], d(100), d(200)],
  );
  await t.db.query(
    'UPDATE room_inventory SET sold = 0 WHERE hotel_id = $1 AND room_id = ANY($2::bigint[]) AND date BETWEEN $3 AND $4',
    [H, [roomId, otherRoomId], d(100), d(200)],
  );
  await t.db.query(
    'UPDATE rate_plan_ari SET close_out = false WHERE hotel_id = $1 AND room_id = ANY($2::bigint[]) AND date BETWEEN $3 AND $4',
    [H, [roomId, otherRoomId], d(100), d(200)],
  );
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t?.close();
});

/** Dates (of the given ones) on which every rate plan of the unit is closed, and on which none is. */
async function closedState(dates: string[], room = roomId): Promise<{ closed: string[]; open: string[] }> {
  const rows = await t.db.query<{ date: string; all_closed: boolean; any_closed: boolean }>(
    `SELECT date::text AS date, bool_and(close_out) AS all_closed, bool_or(close_out) AS any_closed
       FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND date = ANY($3::date[]) GROUP BY date ORDER BY date`,
    [H, room, dates],
  );
  return {
    closed: rows.filter((r) => r.all_closed).map((r) => r.date),
    open: rows.filter((r) => !r.any_closed).map((r) => r.date),
  };
}

async function addCalendar(name: string, path: string, room = roomId) {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/hotels/${H}/calendars`,
    as: ADMIN,
    payload: { roomId: room, name, link: `${base}${path}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  await expectContract(res, 'createCalendar');
  return res.json<{ calendarId: number; status: string }>();
}

async function sync(calendarId: number) {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/hotels/${H}/calendars/${calendarId}/sync`,
    as: ADMIN,
  });
  expect(res.statusCode, res.body).toBe(200);
  await expectContract(res, 'syncCalendar');
  return res.json<{
    status: string;
    errorCode: string | null;
    errorDetail: string | null;
    closedDates: number;
    closedRanges: { start: string; end: string }[];
    conflicts: { date: string; bookingId: number; summary: string }[];
    result: { closed: number; reopened: number; conflicts: number };
  }>();
}

describe('calendar import', () => {
  it('Airbnb: Reserved and "Airbnb (Not available)" close their nights (check-out day stays open); removed events reopen', async () => {
    feeds.set('/airbnb.ics', [
      200,
      airbnbFeed([{ start: d(100), end: d(103) }], [{ start: d(105), end: d(106) }]),
    ]);
    const cal = await addCalendar('Airbnb', '/airbnb.ics');
    expect(cal.status).toBe('PENDING');
    const result = await sync(cal.calendarId);
    expect(result.status).toBe('OK');
    expect(result.closedRanges).toEqual([
      { start: d(100), end: d(103) },
      { start: d(105), end: d(106) },
    ]);
    expect(result.result.closed).toBe(4 * planIds.length);
    const state = await closedState(range(99, 8));
    expect(state.closed).toEqual([d(100), d(101), d(102), d(105)]);
    expect(state.open).toEqual([d(99), d(103), d(104), d(106)]);
    // recorded in the ARI change log with source SYNC, the batch naming the feed
    const log = await t.db.query<{ source: string; request: { name: string } }>(
      `SELECT c.source, b.request FROM ari_changes c JOIN ari_batches b ON b.hotel_id = c.hotel_id AND b.batch_id = c.batch_id
        WHERE c.hotel_id = $1 AND c.room_id = $2 AND c.date = $3 AND c.field = 'closeOut'`,
      [H, roomId, d(100)],
    );
    expect(log.length).toBe(planIds.length);
    expect(log.every((l) => l.source === 'SYNC' && l.request.name === 'Airbnb')).toBe(true);

    // a second sync of the same feed changes nothing
    expect((await sync(cal.calendarId)).result).toEqual({ closed: 0, reopened: 0, conflicts: 0 });

    // the guest cancelled on Airbnb: the reservation disappears from the feed
    feeds.set('/airbnb.ics', [200, airbnbFeed([], [{ start: d(105), end: d(106) }])]);
    const after = await sync(cal.calendarId);
    expect(after.result.reopened).toBe(3 * planIds.length);
    const reopened = await closedState(range(99, 8));
    expect(reopened.closed).toEqual([d(105)]);
  });

  it('a date the feed still blocks is closed again at the next sync after the owner opened it, and reopens with the feed', async () => {
    feeds.set('/reopened.ics', [200, airbnbFeed([{ start: d(120), end: d(121) }], [])]);
    const cal = await addCalendar('Airbnb Vila', '/reopened.ics');
    expect((await sync(cal.calendarId)).result.closed).toBe(planIds.length);
    // The owner opens the date in the calendar (by mistake: the guest of the other platform still comes).
    const opened = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/ari/changes`,
      as: ADMIN,
      payload: {
        changes: planIds.map((ratePlanId) => ({
          roomId,
          ratePlanId,
          date: d(120),
          field: 'closeOut',
          value: false,
        })),
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await closedState([d(120)])).open).toEqual([d(120)]);
    // The next sync closes it again, recorded as a sync change ...
    expect((await sync(cal.calendarId)).result).toEqual({
      closed: planIds.length,
      reopened: 0,
      conflicts: 0,
    });
    expect((await closedState([d(120)])).closed).toEqual([d(120)]);
    const sources = await t.db.query<{ source: string }>(
      `SELECT source FROM ari_changes WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND field = 'closeOut'
        ORDER BY change_id DESC LIMIT 1`,
      [H, roomId, d(120)],
    );
    expect(sources[0]?.source).toBe('SYNC');
    // ... and when the platform lets the date go, the sync reopens it.
    feeds.set('/reopened.ics', [200, airbnbFeed([], [])]);
    expect((await sync(cal.calendarId)).result.reopened).toBe(planIds.length);
    expect((await closedState([d(120)])).open).toEqual([d(120)]);
    await t.request({ method: 'DELETE', url: `/api/v1/hotels/${H}/calendars/${cal.calendarId}`, as: ADMIN });
  });

  it('Booking.com "CLOSED - Not available" and VRBO "Blocked"/"Reserved - Name": a date two feeds block reopens only when both let go', async () => {
    feeds.set('/booking.ics', [200, bookingComFeed([{ start: d(110), end: d(113) }])]);
    feeds.set('/vrbo.ics', [
      200,
      vrboFeed(
        [{ start: d(112), end: d(114) }],
        [{ stay: { start: d(116), end: d(118) }, name: 'Budi Santoso' }],
      ),
    ]);
    const booking = await addCalendar('B.com (Bali)', '/booking.ics');
    const vrbo = await addCalendar('VRBO', '/vrbo.ics');
    await sync(booking.calendarId);
    await sync(vrbo.calendarId);
    const state = await closedState(range(110, 9));
    expect(state.closed).toEqual([d(110), d(111), d(112), d(113), d(116), d(117)]);
    expect(state.open).toEqual([d(114), d(115), d(118)]);

    // Booking.com reopens: d(112) is still blocked by VRBO
    feeds.set('/booking.ics', [200, bookingComFeed([])]);
    await sync(booking.calendarId);
    expect((await closedState(range(110, 4))).closed).toEqual([d(112), d(113)]);
    // deleting the VRBO calendar reopens its dates too
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v1/hotels/${H}/calendars/${vrbo.calendarId}`,
      as: ADMIN,
    });
    expect(del.statusCode).toBe(204);
    expect((await closedState(range(110, 9))).closed).toEqual([]);
  });

  it('Google Calendar: timed events with TZID, a weekly RRULE, a UTC evening (next day in GMT+7); free and cancelled events ignored', async () => {
    feeds.set('/google.ics', [
      200,
      googleFeed({ weeklyFrom: d(120), utcEvening: d(130), free: d(132), cancelled: d(135) }),
    ]);
    const cal = await addCalendar('Google owner', '/google.ics', otherRoomId);
    const result = await sync(cal.calendarId);
    expect(result.status).toBe('OK');
    const state = await closedState(range(120, 16), otherRoomId);
    // weekly 14:00-23:59 WITA on d(120), d(127), d(134); 20:00Z on d(130) is 03:00 on d(131) in GMT+7
    expect(state.closed).toEqual([d(120), d(127), d(131), d(134)]);
    // the free (transparent) and the cancelled event block nothing
    expect(state.open).toEqual(range(120, 16).filter((x) => ![d(120), d(127), d(131), d(134)].includes(x)));
  });

  it('a booking on a blocked date is reported as a conflict and left alone', async () => {
    const booking = await t.db.one<{ booking_id: number }>(
      `INSERT INTO bookings (hotel_id, itinerary_id, idempotency_key, room_id, rate_plan_id, check_in, check_out, adults,
                             guest_name, total_price, nightly_rates)
       VALUES ($1, 'IT-CAL-1', 'cal-sync-test-1', $2, $3, $4, $5, 2, 'Tamu Marketplace', 2000000, '{1000000,1000000}')
       RETURNING booking_id`,
      [H, roomId, planIds[0], d(140), d(142)],
    );
    await t.db.query(
      `UPDATE room_inventory SET allotment = GREATEST(allotment, 1), sold = 1
        WHERE hotel_id = $1 AND room_id = $2 AND date IN ($3, $4)`,
      [H, roomId, d(140), d(141)],
    );
    const before = await t.db.query<{ date: string; allotment: number; sold: number }>(
      'SELECT date::text AS date, allotment, sold FROM room_inventory WHERE hotel_id = $1 AND room_id = $2 AND date IN ($3, $4) ORDER BY date',
      [H, roomId, d(140), d(141)],
    );
    feeds.set('/conflict.ics', [200, airbnbFeed([{ start: d(141), end: d(144) }], [])]);
    const cal = await addCalendar('Airbnb 2', '/conflict.ics');
    const result = await sync(cal.calendarId);
    expect(result.conflicts).toEqual([
      { date: d(141), bookingId: Number(booking.booking_id), summary: 'Reserved' },
    ]);
    expect(result.result.conflicts).toBe(1);
    const state = await closedState(range(140, 4));
    expect(state.closed).toEqual([d(142), d(143)]);
    expect(state.open).toEqual([d(140), d(141)]);
    const afterInv = await t.db.query(
      'SELECT date::text AS date, allotment, sold FROM room_inventory WHERE hotel_id = $1 AND room_id = $2 AND date IN ($3, $4) ORDER BY date',
      [H, roomId, d(140), d(141)],
    );
    expect(afterInv).toEqual(before);
    // listed by find-all
    const list = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/calendars/find-all`, as: ADMIN });
    expect(list.statusCode).toBe(200);
    await expectContract(list, 'listCalendars');
    const unit = list
      .json<{ units: { roomId: number; calendars: { calendarId: number; conflicts: unknown[] }[] }[] }>()
      .units.find((u) => u.roomId === roomId);
    expect(unit?.calendars.find((c) => c.calendarId === cal.calendarId)?.conflicts).toHaveLength(1);
  });

  it('fetch errors are recorded on the feed (HTTP status, not an iCalendar, unreachable) and earlier blocks stay', async () => {
    feeds.set('/flaky.ics', [200, bookingComFeed([{ start: d(150), end: d(151) }])]);
    const cal = await addCalendar('Flaky', '/flaky.ics');
    await sync(cal.calendarId);
    feeds.set('/flaky.ics', [500, 'oops']);
    const http = await sync(cal.calendarId);
    expect(http).toMatchObject({ status: 'ERROR', errorCode: 'HTTP_STATUS', errorDetail: '500' });
    expect((await closedState([d(150)])).closed).toEqual([d(150)]);
    feeds.set('/flaky.ics', [200, '<html>login</html>']);
    expect((await sync(cal.calendarId)).errorCode).toBe('NOT_ICALENDAR');
    feeds.delete('/flaky.ics');
    expect((await sync(cal.calendarId)).errorCode).toBe('HTTP_STATUS');
    feeds.set('/flaky.ics', [200, bookingComFeed([])]);
    expect((await sync(cal.calendarId)).status).toBe('OK');
    expect((await closedState([d(150)])).open).toEqual([d(150)]);
  });

  it('the scheduled job syncs due feeds (claimed with SKIP LOCKED; two runs at once sync each feed once)', async () => {
    feeds.set('/scheduled.ics', [200, vrboFeed([{ start: d(160), end: d(162) }], [])]);
    const cal = await addCalendar('VRBO scheduled', '/scheduled.ics', otherRoomId);
    const counts = await Promise.all([
      runDueSyncs(t.db, { allowPrivateHosts: true }),
      runDueSyncs(t.db, { allowPrivateHosts: true }),
    ]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(1);
    expect((await closedState(range(160, 2), otherRoomId)).closed).toEqual([d(160), d(161)]);
    const feed = await t.db.one<{ last_status: string; due_later: boolean }>(
      `SELECT last_status, next_sync_at > now() + interval '25 minutes' AS due_later FROM calendar_feeds
        WHERE hotel_id = $1 AND calendar_id = $2`,
      [H, cal.calendarId],
    );
    expect(feed).toEqual({ last_status: 'OK', due_later: true });
    expect(await runDueSyncs(t.db, { allowPrivateHosts: true })).toBe(0);
  });
});

describe('validation and access', () => {
  it('400 with field errors: forbidden words in the name, our own export link, a bad URL, missing fields (Indonesian by default)', async () => {
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: `/api/v1/hotels/${H}/calendars`, as: ADMIN, payload, headers });
    const words = await post({ roomId, name: 'Booking sync', link: `${base}/x.ics` });
    expect(words.statusCode).toBe(400);
    await expectContract(words, 'createCalendar');
    const body = words.json<{ code: string; errors: { field: string; code: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'name', code: 'calendarSync.forbiddenName' }),
    ]);
    for (const name of ['My ORDER list', 'pesanan villa']) {
      const res = await post({ roomId, name, link: `${base}/x.ics` });
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['name']);
    }
    const list = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/calendars/find-all`, as: ADMIN });
    const exportPath = list.json<{ units: { exportPath: string }[] }>().units[0]?.exportPath ?? '';
    const own = await post(
      { roomId, name: 'Mine', link: `http://localhost:80${exportPath}` },
      { host: 'localhost:80' },
    );
    expect(own.statusCode).toBe(400);
    expect(own.json<{ errors: { field: string; code: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'link', code: 'calendarSync.ownLink' }),
    ]);
    const bad = await post({ roomId, name: '', link: 'not a url' });
    expect(
      bad.json<{ errors: { field: string; code: string }[] }>().errors.map((e) => [e.field, e.code]),
    ).toEqual([
      ['name', 'required'],
      ['link', 'url'],
    ]);
    const en = await post({ roomId, name: 'order', link: `${base}/x.ics` }, { cookie: 'lang=en' });
    const id = await post({ roomId, name: 'order', link: `${base}/x.ics` });
    expect(en.json<{ errors: { message: string }[] }>().errors[0]?.message).not.toBe(
      id.json<{ errors: { message: string }[] }>().errors[0]?.message,
    );
  });

  it("another property's calendar or unit is 404", async () => {
    const jakartaRoom = await t.db.one<{ room_id: number }>(
      'SELECT room_id FROM rooms WHERE hotel_id = $1 ORDER BY room_id LIMIT 1',
      [DEMO_HOTELS.JAKARTA],
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/calendars`,
      as: ADMIN,
      payload: { roomId: Number(jakartaRoom.room_id), name: 'Airbnb', link: `${base}/a.ics` },
    });
    expect(res.statusCode).toBe(404);
    const feed = await t.db.one<{ calendar_id: number }>(
      'SELECT calendar_id FROM calendar_feeds WHERE hotel_id = $1 LIMIT 1',
      [H],
    );
    for (const [method, url] of [
      ['POST', `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/calendars/${feed.calendar_id}/sync`],
      ['DELETE', `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/calendars/${feed.calendar_id}`],
    ] as const) {
      const r = await t.request({
        method,
        url,
        as: { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA },
      });
      expect([403, 404]).toContain(r.statusCode);
    }
    // a property the caller is not a user of
    const stranger = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/calendars/find-all`,
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id },
    });
    expect(stranger.statusCode).toBe(404);
    const unauth = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/calendars/find-all` });
    expect(unauth.statusCode).toBe(401);
  });
});

describe('export', () => {
  it('the secret .ics has the bookings and closed dates, parses with ical.js, and rotating the token retires the old link', async () => {
    const list = await t.request({ method: 'GET', url: `/api/v1/hotels/${H}/calendars/find-all`, as: ADMIN });
    const unit = list
      .json<{ units: { roomId: number; exportPath: string }[] }>()
      .units.find((u) => u.roomId === roomId);
    expect(unit?.exportPath).toMatch(/^\/api\/v1\/calendar-export\/[A-Za-z0-9_-]{32}\.ics$/);
    const res = await t.request({ method: 'GET', url: unit?.exportPath ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return {
        summary: e.summary,
        start: e.startDate.toString(),
        end: e.endDate.toString(),
        allDay: e.startDate.isDate,
      };
    });
    // the marketplace booking of the conflict test
    expect(events).toContainEqual({ summary: 'Reserved', start: d(140), end: d(142), allDay: true });
    // closed by the Airbnb feed (d(105)) and by the conflict feed (d(142)..d(143))
    expect(events).toContainEqual({ summary: 'Not available', start: d(105), end: d(106), allDay: true });
    expect(events).toContainEqual({ summary: 'Not available', start: d(142), end: d(144), allDay: true });

    const rotated = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${H}/calendars/export/${roomId}/rotate`,
      as: ADMIN,
    });
    expect(rotated.statusCode).toBe(200);
    await expectContract(rotated, 'rotateCalendarExport');
    const fresh = rotated.json<{ exportPath: string }>().exportPath;
    expect(fresh).not.toBe(unit?.exportPath);
    expect((await t.request({ method: 'GET', url: unit?.exportPath ?? '' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/calendar-export/unknown-token-0000000000.ics' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('calendar sync and the undo of bulk updates (one ARI lock per property)', () => {
  const ari = `/api/v1/hotels/${H}/ari`;
  const everyDay = [0, 1, 2, 3, 4, 5, 6];

  async function bulkUpdate(payload: Record<string, unknown>): Promise<string> {
    const res = await t.request({
      method: 'POST',
      url: `${ari}/bulk-updates`,
      as: ADMIN,
      payload: {
        days: everyDay,
        ratePlanIds: planIds,
        roomIds: [roomId],
        confirmAnomalies: true,
        ...payload,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ batchId: string }>().batchId;
  }

  const undo = (batchId: string) =>
    t.request({ method: 'POST', url: `${ari}/bulk-updates/${batchId}/undo`, as: ADMIN });

  /** Dates closed by hand before the test (not through the change log: the state a bulk update starts from). */
  async function closeByHand(dates: string[]): Promise<void> {
    await t.db.query(
      'UPDATE rate_plan_ari SET close_out = true WHERE hotel_id = $1 AND room_id = $2 AND date = ANY($3::date[])',
      [H, roomId, dates],
    );
  }

  async function planIdsClosedBy(calendarId: number, date: string): Promise<number[]> {
    const row = await t.db.one<{ plans: number[] }>(
      `SELECT closed_plan_ids AS plans FROM calendar_sync_blocks
        WHERE hotel_id = $1 AND calendar_id = $2 AND room_id = $3 AND date = $4`,
      [H, calendarId, roomId, date],
    );
    return row.plans.map(Number).sort((a, b) => a - b);
  }

  it('a date the sync closed after a bulk update opened it makes that update not undoable; another field undoes and keeps the close-out', async () => {
    await closeByHand(range(170, 3));
    const opened = await bulkUpdate({ period: { start: d(170), end: d(172) }, closeOut: false });
    expect((await closedState(range(170, 3))).open).toEqual(range(170, 3));
    feeds.set('/undo-rule.ics', [200, bookingComFeed([{ start: d(171), end: d(172) }])]);
    const cal = await addCalendar('Undo rule', '/undo-rule.ics');
    expect((await sync(cal.calendarId)).result.closed).toBe(planIds.length);

    // The sync's close-out is a later change of cells the bulk update set: undo refuses, nothing is put back.
    const refused = await undo(opened);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BATCH_CHANGED_SINCE', changedCells: planIds.length });
    expect(await closedState(range(170, 3))).toEqual({ closed: [d(171)], open: [d(170), d(172)] });

    // A bulk update of the rate: the sync closing one of its dates changes another field, so undo goes ahead,
    // puts the rates back and leaves the date closed as the sync set it.
    const rateOf = (date: string) =>
      t.db.one<{ rate: number | null }>(
        'SELECT rate FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND rate_plan_id = $3 AND date = $4',
        [H, roomId, planIds[0], date],
      );
    const before = await rateOf(d(176));
    const minSell = await t.db.one<{ min_sell_price: number }>(
      'SELECT min_sell_price FROM rooms WHERE hotel_id = $1 AND room_id = $2',
      [H, roomId],
    );
    const rated = await bulkUpdate({
      period: { start: d(175), end: d(177) },
      rate: Number(minSell.min_sell_price) + 1_234_000,
    });
    feeds.set('/undo-rule.ics', [
      200,
      bookingComFeed([
        { start: d(171), end: d(172) },
        { start: d(176), end: d(177) },
      ]),
    ]);
    expect((await sync(cal.calendarId)).result.closed).toBe(planIds.length);
    const undone = await undo(rated);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await rateOf(d(176))).toEqual(before);
    expect((await closedState([d(176)])).closed).toEqual([d(176)]);
  });

  /**
   * Runs a request while this test holds the property's ARI lock (as an undo does between its "changed since"
   * check and its write): true when the request waited for the lock, false when it ended under it. Then lets go
   * and returns the response.
   */
  async function underAriLock(run: () => ReturnType<typeof t.request>, whileHeld: () => Promise<void>) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const lockHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = t.db.transaction(async (tx) => {
      await lockHotelAri(tx, H);
      held();
      await gate;
    });
    await lockHeld;
    let finished = false;
    const response = run().finally(() => {
      finished = true;
    });
    const waitsForLock = async () =>
      (
        await t.db.one<{ n: number }>(
          `SELECT count(*)::integer AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND classid = 250 AND objid = $1
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [H],
        )
      ).n > 0;
    try {
      // Until the request either ends or waits for the lock, whichever comes first.
      while (!finished && !(await waitsForLock())) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(finished, 'it wrote ARI while another writer held the property').toBe(false);
      await whileHeld();
    } finally {
      release();
      await holder;
    }
    return response;
  }

  // PGlite is one connection and a transaction holds it: writers are serial there by construction.
  it.skipIf(testDatabaseKind() === 'pglite')(
    'a sync and the removal of a calendar wait while another ARI writer holds the property',
    async () => {
      feeds.set('/locked.ics', [200, bookingComFeed([{ start: d(180), end: d(181) }])]);
      const cal = await addCalendar('Locked', '/locked.ics');
      const synced = await underAriLock(
        () =>
          t.request({
            method: 'POST',
            url: `/api/v1/hotels/${H}/calendars/${cal.calendarId}/sync`,
            as: ADMIN,
          }),
        async () => expect((await closedState([d(180)])).open).toEqual([d(180)]),
      );
      expect(synced.statusCode, synced.body).toBe(200);
      expect(synced.json<{ result: { closed: number } }>().result.closed).toBe(planIds.length);

      const removed = await underAriLock(
        () =>
          t.request({ method: 'DELETE', url: `/api/v1/hotels/${H}/calendars/${cal.calendarId}`, as: ADMIN }),
        async () => expect((await closedState([d(180)])).closed).toEqual([d(180)]),
      );
      expect(removed.statusCode).toBe(204);
      expect((await closedState([d(180)])).open).toEqual([d(180)]);
    },
  );

  it('a sync and an undo at once end as one of the two serial orders', async () => {
    await closeByHand(range(185, 2));
    const opened = await bulkUpdate({ period: { start: d(185), end: d(186) }, closeOut: false });
    feeds.set('/race.ics', [200, bookingComFeed([{ start: d(185), end: d(186) }])]);
    const cal = await addCalendar('Race', '/race.ics');
    const [synced, undone] = await Promise.all([
      t.request({ method: 'POST', url: `/api/v1/hotels/${H}/calendars/${cal.calendarId}/sync`, as: ADMIN }),
      undo(opened),
    ]);
    expect(synced.statusCode, synced.body).toBe(200);
    const closedBySync = synced.json<{ result: { closed: number } }>().result.closed;
    if (undone.statusCode === 200) {
      // Undo, then sync: both dates closed again by the undo, nothing left for the sync to close.
      expect(closedBySync).toBe(0);
      expect((await closedState(range(185, 2))).closed).toEqual(range(185, 2));
      expect(await planIdsClosedBy(cal.calendarId, d(185))).toEqual([]);
    } else {
      // Sync, then undo: the sync closed d(185), so the undo refuses and d(186) stays open.
      expect(undone.json()).toMatchObject({ code: 'BATCH_CHANGED_SINCE' });
      expect(closedBySync).toBe(planIds.length);
      expect(await closedState(range(185, 2))).toEqual({ closed: [d(185)], open: [d(186)] });
      expect(await planIdsClosedBy(cal.calendarId, d(185))).toEqual([...planIds].sort((a, b) => a - b));
    }
    // When the feed lets go, d(185) is as the serial order left it without the sync: closed by hand again
    // after an undo, open as the bulk update set it otherwise.
    feeds.set('/race.ics', [200, bookingComFeed([])]);
    await sync(cal.calendarId);
    const state = await closedState([d(185)]);
    expect(undone.statusCode === 200 ? state.closed : state.open).toEqual([d(185)]);
  });
});

describe('export links exist before they are read', () => {
  it('every unit has its token from its creation on; find-all only reads it (twice the same, nothing written)', async () => {
    const stored = async () =>
      t.db.query<{ room_id: number; token: string; rotated_at: Date }>(
        `SELECT r.room_id, e.token, e.rotated_at FROM rooms r
           LEFT JOIN calendar_exports e ON e.hotel_id = r.hotel_id AND e.room_id = r.room_id
          WHERE r.hotel_id = $1 ORDER BY r.room_id`,
        [H],
      );
    // A new unit (as room setup would insert it) has its link at once.
    const added = await t.db.one<{ room_id: number }>(
      `INSERT INTO rooms (hotel_id, name, room_type) VALUES ($1, 'Unit baru', 'VILLA') RETURNING room_id`,
      [H],
    );
    try {
      const before = await stored();
      expect(before.map((r) => Number(r.room_id))).toContain(Number(added.room_id));
      for (const r of before) expect(r.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(new Set(before.map((r) => r.token)).size).toBe(before.length);

      // Any statement on calendar_exports during the reads, even one that changes no row, is counted.
      await t.db.exec(`
        CREATE TABLE test_export_writes (op text NOT NULL);
        CREATE FUNCTION test_count_export_writes() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO test_export_writes VALUES (TG_OP); RETURN NULL; END $$;
        CREATE TRIGGER test_export_writes AFTER INSERT OR UPDATE OR DELETE ON calendar_exports
          FOR EACH STATEMENT EXECUTE FUNCTION test_count_export_writes();`);
      try {
        const read = async () => {
          const res = await t.request({
            method: 'GET',
            url: `/api/v1/hotels/${H}/calendars/find-all`,
            as: ADMIN,
          });
          expect(res.statusCode).toBe(200);
          await expectContract(res, 'listCalendars');
          return res.json<{ units: { roomId: number; exportPath: string }[] }>().units;
        };
        const first = await read();
        const second = await read();
        expect(second).toEqual(first);
        expect(first.map((u) => [u.roomId, u.exportPath])).toEqual(
          before.map((r) => [Number(r.room_id), `/api/v1/calendar-export/${r.token}.ics`]),
        );
        expect(await t.db.query('SELECT op FROM test_export_writes')).toEqual([]);
        expect(await stored()).toEqual(before);
      } finally {
        await t.db.exec(`
          DROP TRIGGER test_export_writes ON calendar_exports;
          DROP FUNCTION test_count_export_writes();
          DROP TABLE test_export_writes;`);
      }
    } finally {
      await t.db.query('DELETE FROM rooms WHERE hotel_id = $1 AND room_id = $2', [H, added.room_id]);
    }
  });

  it(
    'the migration gives units created before it their token',
    async () => {
      const earlier = mkdtempSync(path.join(os.tmpdir(), 'extranet-migrations-'));
      const fresh = await createTestDatabase({ migrate: false });
      try {
        for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_.*\.sql$/.test(f) && f < '0430'))
          copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(earlier, file));
        await migrate(fresh.db, { dir: earlier });
        const hotel = await fresh.db.one<{ hotel_id: number }>(
          `INSERT INTO hotels (name) VALUES ('Villa lama') RETURNING hotel_id`,
        );
        await fresh.db.query(
          `INSERT INTO rooms (hotel_id, name, room_type) VALUES ($1, 'Unit A', 'VILLA'), ($1, 'Unit B', 'VILLA')`,
          [hotel.hotel_id],
        );
        expect(await fresh.db.query('SELECT token FROM calendar_exports')).toEqual([]);
        await migrate(fresh.db);
        const tokens = await fresh.db.query<{ token: string }>(
          'SELECT token FROM calendar_exports WHERE hotel_id = $1',
          [hotel.hotel_id],
        );
        expect(tokens).toHaveLength(2);
        for (const { token } of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
        expect(tokens[0]?.token).not.toBe(tokens[1]?.token);
      } finally {
        await fresh.destroy();
        rmSync(earlier, { recursive: true, force: true });
      }
    },
    FROM_SCRATCH_MS,
  );
});
