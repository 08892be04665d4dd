#!/usr/bin/env node
// Benchmarks of issue 4 (`pnpm bench`), one JSON object per line, on PGlite (a temporary DATA_DIR) and on
// PostgreSQL (DATABASE_URL_BENCH, default postgres://postgres@127.0.0.1:5432/, in a database of its own that is
// created and dropped):
//   ari.bulk_update.full_horizon  POST .../ari/bulk-updates over 18 months x 25 rooms x 10 rate plans (137,000
//                                 cells), through the API (in-process HTTP injection); median of 3
//                                 (targets 900 ms PostgreSQL, 1500 ms PGlite)
//   ari.calendar_read.90d         GET .../ari for 90 days, all rooms and rate plans; median of 20 (20 / 60 ms)
//   intake.book                   POST /api/v1/marketplace/bookings, 50 at a time, 1-night stays over 125 room
//                                 nights with 8 rooms each (more requests than rooms): bookings per second and
//                                 overbooked nights (must be 0; target >= 500/s on PostgreSQL)
// The parent process runs each database in a child through tsx (the server's TypeScript sources).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const HOTEL = 900001;
const ROOMS = 25;
const PLANS = 10;

if (process.argv[2] !== '--child') {
  let failed = false;
  for (const kind of (process.env.ARI_BENCH_DB ?? 'postgres,pglite').split(',')) {
    const child = spawnSync(
      process.execPath,
      ['--conditions=@extranet/source', '--import', 'tsx', import.meta.filename, '--child', kind],
      { cwd: serverDir, stdio: 'inherit' },
    );
    if (child.status !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

const kind = process.argv[3];
const src = (p) => path.join(serverDir, 'src', p);
const { migrate, PgliteDatabase, PostgresDatabase } = await import(src('db/index.ts'));
const { buildApp } = await import(src('app.ts'));
const { loadConfig } = await import(src('config.ts'));
const { signAccessToken } = await import(src('http/session.ts'));
const { seedDemoData } = await import(src('seed/demo.ts'));
const { todayJakarta, addDays, addMonths } = await import(src('modules/ari/dates.ts'));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const emit = (o) => console.log(JSON.stringify(o));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-ari-bench-'));
let db;
let dropDatabase = async () => {};
if (kind === 'pglite') {
  db = await PgliteDatabase.open(path.join(dataDir, 'pgdata'));
} else {
  const pg = (await import('pg')).default;
  const adminUrl = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `extranet_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  db = new PostgresDatabase(url.toString(), { max: 20 });
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

try {
  await migrate(db);
  await seedDemoData(db);
  const today = todayJakarta();
  const horizon = addMonths(today, 18);
  // The bench property: 25 rooms x 10 rate plans (every plan on every room), ARI over the whole horizon.
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO hotels (hotel_id, name, accommodation_type, active_status, rate_model)
       VALUES ($1, 'Bench Hotel', 'HOTEL', 2, 'DAILY')`,
      [HOTEL],
    );
    await tx.query(
      `INSERT INTO hotel_users (hotel_id, user_role_id, account_id, roles) VALUES ($1, $1, 1, '{7}')`,
      [HOTEL],
    );
    await tx.query(
      `INSERT INTO rooms (hotel_id, room_id, name, room_type, room_count, min_sell_price)
       SELECT $1::bigint, $1::bigint * 100 + g, 'Room ' || g, 'DOUBLE', 10, 100000 FROM generate_series(1, ${ROOMS}) g`,
      [HOTEL],
    );
    await tx.query(
      `INSERT INTO rate_plans (hotel_id, rate_plan_id, name, type)
       SELECT $1::bigint, $1::bigint * 100 + g, 'Plan ' || g, 'DAILY' FROM generate_series(1, ${PLANS}) g`,
      [HOTEL],
    );
    await tx.query(
      `INSERT INTO rate_plan_rooms (hotel_id, rate_plan_id, room_id)
       SELECT $1, p.rate_plan_id, r.room_id FROM rate_plans p CROSS JOIN rooms r
        WHERE p.hotel_id = $1 AND r.hotel_id = $1`,
      [HOTEL],
    );
    await tx.query(
      `INSERT INTO room_inventory (hotel_id, room_id, date, allotment)
       SELECT $1, r.room_id, d::date, 10 FROM rooms r
       CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d WHERE r.hotel_id = $1`,
      [HOTEL, addDays(today, -90), horizon],
    );
    await tx.query(
      `INSERT INTO rate_plan_ari (hotel_id, room_id, rate_plan_id, date, rate)
       SELECT $1, l.room_id, l.rate_plan_id, d::date, 500000 FROM rate_plan_rooms l
       CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d WHERE l.hotel_id = $1`,
      [HOTEL, addDays(today, -90), horizon],
    );
  });
  await db.exec('ANALYZE');
  if (process.env.ARI_BENCH_EXPLAIN) {
    const { calendarSql } = await import(src('modules/ari/repository.ts'));
    const plan = await db.query(`EXPLAIN ANALYZE ${calendarSql()}`, [HOTEL, today, addDays(today, 89)]);
    console.error(plan.map((r) => r['QUERY PLAN']).join('\n'));
  }

  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MARKETPLACE_API_KEY: 'bench-key' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const token = await signAccessToken(app.ctx.sessionKey, { accountId: 1, hotelId: HOTEL });
  const auth = { authorization: `Bearer ${token}` };
  const ratePlanIds = Array.from({ length: PLANS }, (_, i) => HOTEL * 100 + i + 1);

  // Bulk update of the full horizon (every run changes every cell).
  const bulkTimes = [];
  let cells = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/hotels/${HOTEL}/ari/bulk-updates`,
      headers: auth,
      payload: {
        period: { start: today, end: horizon },
        days: [0, 1, 2, 3, 4, 5, 6],
        ratePlanIds,
        rate: 600000 + run * 1000,
      },
    });
    bulkTimes.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`bulk update: ${res.statusCode} ${res.body}`);
    cells = res.json().cells;
    if (kind === 'pglite') await db.exec('ANALYZE rate_plan_ari');
  }
  emit({ name: 'ari.bulk_update.full_horizon', db: kind, ms: Math.round(median(bulkTimes)), cells });

  // Calendar read of 90 days.
  const readTimes = [];
  let bytes = 0;
  for (let run = 0; run < 21; run++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/hotels/${HOTEL}/ari?from=${today}&to=${addDays(today, 89)}`,
      headers: auth,
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`calendar: ${res.statusCode} ${res.body}`);
    bytes = res.body.length;
    if (run > 0) readTimes.push(ms);
  }
  emit({ name: 'ari.calendar_read.90d', db: kind, ms: Math.round(median(readTimes) * 10) / 10, bytes });

  // Intake: 1-night bookings over 5 dates x 25 rooms with 8 rooms each (1,000 rooms), 1,500 requests.
  const start = addDays(today, 30);
  await db.query(
    `UPDATE room_inventory SET allotment = 8, sold = 0 WHERE hotel_id = $1 AND date BETWEEN $2 AND $3`,
    [HOTEL, start, addDays(start, 4)],
  );
  const REQUESTS = 1500;
  const CONCURRENCY = 50;
  let next = 0;
  let booked = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const checkIn = addDays(start, i % 5);
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/marketplace/bookings',
          headers: { 'x-api-key': 'bench-key', 'idempotency-key': `bench-${i}` },
          payload: {
            hotelId: HOTEL,
            roomId: HOTEL * 100 + 1 + (Math.floor(i / 5) % ROOMS),
            ratePlanId: HOTEL * 100 + 1,
            checkIn,
            checkOut: addDays(checkIn, 1),
            adults: 2,
            guestName: `Guest ${i}`,
          },
        });
        if (res.statusCode === 201) booked++;
        else if (res.statusCode !== 409) throw new Error(`book: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const over = await db.one(
    `SELECT count(*)::integer AS n FROM (
       SELECT b.room_id, b.check_in, count(*) AS c, max(i.allotment) AS allotment
         FROM bookings b JOIN room_inventory i ON i.hotel_id = b.hotel_id AND i.room_id = b.room_id AND i.date = b.check_in
        WHERE b.hotel_id = $1 AND b.status = 'CONFIRMED' GROUP BY b.room_id, b.check_in) x
      WHERE c > allotment`,
    [HOTEL],
  );
  emit({
    name: 'intake.book',
    db: kind,
    per_s: Math.round(REQUESTS / seconds),
    booked_per_s: Math.round(booked / seconds),
    booked,
    overbooked: over.n,
  });
  await app.close();
} finally {
  await db.close().catch(() => {});
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
