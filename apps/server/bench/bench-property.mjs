// The bench property shared by the server benchmarks: 25 rooms x 10 rate plans (every plan on every room) with
// allotment and rates 90 days back and 18 months ahead, on PGlite (a temporary DATA_DIR) or on PostgreSQL
// (DATABASE_URL_BENCH; by default the local server's Unix socket when it has one, else
// postgres://postgres@127.0.0.1:5432/; in a database of its own that is created and
// dropped). A bench file calls `runBench(import.meta.filename, fn)`: the parent runs one child per database
// (BENCH_DB, default "postgres,pglite") through tsx on the server's TypeScript sources; each child builds the app
// and calls `fn`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
export const HOTEL = 900001;
export const ROOMS = 25;
export const PLANS = 10;

/**
 * The PostgreSQL server of the benches: DATABASE_URL_BENCH, else the local server through its Unix socket (as a
 * server on the same machine as its database should connect: measured, about 30 % less CPU per booking than
 * through 127.0.0.1 on both sides, docs/decisions/server-request-path-cache.md), else 127.0.0.1:5432.
 */
export const BENCH_POSTGRES_URL =
  process.env.DATABASE_URL_BENCH ??
  (existsSync('/var/run/postgresql/.s.PGSQL.5432')
    ? 'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/postgres'
    : 'postgres://postgres@127.0.0.1:5432/postgres');
/**
 * The server's PostgreSQL connections in the benches (BENCH_POOL_SIZE, default 5): twice this machine's 2 cores plus
 * one, as DATABASE_POOL_SIZE should be set for a server beside its database (README; measured on the intake bench,
 * 5 connections booked more a second than 10 or 20).
 */
export const BENCH_POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 5);
/** How the benches reach PostgreSQL: 'unix' (a socket path) or 'tcp'. */
export const benchConnection = (url = BENCH_POSTGRES_URL) =>
  new URL(url).hostname.toLowerCase().startsWith('%2f') ? 'unix' : 'tcp';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const emit = (o) => console.log(JSON.stringify(o));
export const src = (p) => path.join(serverDir, 'src', p);

export async function runBench(filename, fn) {
  if (process.argv[2] !== '--child') {
    let failed = false;
    for (const kind of (process.env.BENCH_DB ?? process.env.ARI_BENCH_DB ?? 'postgres,pglite').split(',')) {
      const child = spawnSync(
        process.execPath,
        ['--conditions=@extranet/source', '--import', 'tsx', filename, '--child', kind],
        { cwd: serverDir, stdio: 'inherit' },
      );
      if (child.status !== 0) failed = true;
    }
    process.exit(failed ? 1 : 0);
  }
  const kind = process.argv[3];
  const { migrate, PgliteDatabase, PostgresDatabase } = await import(src('db/index.ts'));
  const { buildApp } = await import(src('app.ts'));
  const { loadConfig } = await import(src('config.ts'));
  const { signAccessToken } = await import(src('http/session.ts'));
  const { seedDemoData } = await import(src('seed/demo.ts'));
  const { DEFAULT_TIME_ZONE, todayInZone, addDays, addMonths } = await import('@extranet/domain');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-bench-'));
  let db;
  let dropDatabase = async () => {};
  if (kind === 'pglite') {
    db = await PgliteDatabase.open(path.join(dataDir, 'pgdata'));
  } else {
    const pg = (await import('pg')).default;
    const adminUrl = BENCH_POSTGRES_URL;
    const name = `extranet_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    db = new PostgresDatabase(url.toString(), { max: BENCH_POOL_SIZE });
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
    const today = todayInZone(DEFAULT_TIME_ZONE);
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
      const { calendarSql, calendarParams } = await import(src('modules/ari/calendar-repository.ts'));
      const plan = await db.query(
        `EXPLAIN ANALYZE ${calendarSql()}`,
        calendarParams(HOTEL, today, addDays(today, 89)),
      );
      console.error(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }

    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MARKETPLACE_API_KEY: 'bench-key' });
    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    const token = await signAccessToken(app.ctx.sessionKey, { accountId: 1, hotelId: HOTEL });
    const auth = { authorization: `Bearer ${token}` };
    const ratePlanIds = Array.from({ length: PLANS }, (_, i) => HOTEL * 100 + i + 1);
    await fn({ kind, app, db, auth, today, horizon, ratePlanIds, addDays, addMonths });
    await app.close();
  } finally {
    await db.close().catch(() => {});
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
