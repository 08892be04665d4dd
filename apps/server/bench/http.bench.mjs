#!/usr/bin/env node
// Benchmark of the request path (issue 9), one JSON object per line per database (BENCH_DB, default
// "postgres,pglite"):
//   http.hotGet  the server as `pnpm start` runs it (its own process, default log level) on the demo data;
//                autocannon, 50 connections, GET /healthz and the administrator's authenticated
//                GET /api/v1/hotels/1001/rooms in three alternating turns, BENCH_SECONDS (default 12) in all
//                for each, after a short warm-up.
//                ratio = hot GET req/s / healthz req/s of the same run (target >= 0.6).
//                *_cpu_us: the server process's CPU time per request of each path (Linux /proc; null elsewhere),
//                which a busy machine disturbs much less than req/s: compare these between two builds.
// Runs the built server (apps/server/dist/main.js) when it exists; otherwise the sources through tsx.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { runner, startServer, stopServer, waitReady } from './server-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const CONNECTIONS = 50;
const ROUNDS = 3;
const HOTEL = 1001;
const HOT_PATH = `/api/v1/hotels/${HOTEL}/rooms`;

/** CPU time (user + system) the process `pid` has used, in microseconds; null when /proc cannot tell. */
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return null;
  }
}

function cannon(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * The two paths in turns (ROUNDS of SECONDS / ROUNDS each), so that a change of the machine's load during the
 * run (other work on a shared machine) weighs on both alike; the rates are over all rounds.
 */
async function measure(base, headers, pid) {
  const paths = [
    { url: `${base}/healthz`, headers: {}, requests: 0, seconds: 0, cpu: 0 },
    { url: `${base}${HOT_PATH}`, headers, requests: 0, seconds: 0, cpu: 0 },
  ];
  for (const p of paths) await cannon(p.url, p.headers, 2); // warm-up: JIT, pool connections, plans
  const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of paths) {
      const cpuBefore = cpuMicros(pid);
      const result = await cannon(p.url, p.headers, slice);
      const cpuAfter = cpuMicros(pid);
      p.cpu = cpuBefore === null || cpuAfter === null || p.cpu === null ? null : p.cpu + cpuAfter - cpuBefore;
      const bad = result.non2xx + result.errors + result.timeouts;
      if (bad > 0) throw new Error(`${p.url}: ${bad} failed requests`);
      p.requests += result.requests.total;
      p.seconds += result.duration;
    }
  }
  const [healthz, hotGet] = paths.map((p) => Math.round(p.requests / p.seconds));
  const [healthzCpu, hotGetCpu] = paths.map((p) =>
    p.cpu === null ? null : Math.round((p.cpu / p.requests) * 10) / 10,
  );
  return { healthz, hotGet, healthzCpu, hotGetCpu };
}

async function benchOne(kind) {
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-bench-http-'));
  const adminUrl = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `extranet_bench_http_${process.pid}`;
  let databaseUrl = '';
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const child = startServer(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' });
  try {
    await waitReady(base, child);
    if (kind === 'postgres') {
      // The demo data was just written: let autovacuum's work on it happen now, not during the measurement.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('VACUUM ANALYZE');
      await client.end();
    }
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.extranet', password: 'Extranet#2026' }),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
    const access = cookies.find((c) => c.startsWith('access_token='));
    if (!access) throw new Error('sign-in set no access_token cookie');
    const headers = { cookie: access };
    const check = await fetch(`${base}${HOT_PATH}`, { headers });
    if (check.status !== 200) throw new Error(`${HOT_PATH} answered ${check.status}`);
    const { healthz, hotGet, healthzCpu, hotGetCpu } = await measure(base, headers, child.pid);
    console.log(
      JSON.stringify({
        name: 'http.hotGet',
        database: kind,
        path: `GET ${HOT_PATH}`,
        connections: CONNECTIONS,
        seconds: SECONDS,
        healthz_per_s: healthz,
        hot_get_per_s: hotGet,
        ratio: Math.round((hotGet / healthz) * 1000) / 1000,
        target: 0.6,
        healthz_cpu_us: healthzCpu,
        hot_get_cpu_us: hotGetCpu,
        runner,
      }),
    );
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

let failed = false;
for (const kind of (process.env.BENCH_DB ?? 'postgres,pglite').split(',')) {
  try {
    await benchOne(kind);
  } catch (error) {
    failed = true;
    console.error(`http.hotGet on ${kind}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
