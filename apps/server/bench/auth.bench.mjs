#!/usr/bin/env node
// Benchmarks of issue 2 (`pnpm bench`), one JSON object per line:
//   server.startToReady   start of the server process to a 200 from /readyz, on an embedded (PGlite) database
//                         that already holds the demo data (target < 3000 ms)
//   auth.signInMedian     median round trip of POST /api/v1/auth/login over 50 sign-ins, argon2id included
//                         (target < 300 ms)
// Runs the built server (apps/server/dist/main.js) when it exists, as `pnpm start` does; otherwise the sources
// through tsx (slower to start: the figure says which runner was used).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runner, startServer, stopServer, waitReady } from './server-process.mjs';

const SIGN_INS = 50;

const start = (dataDir, port) =>
  startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });
const ready = (port, child) =>
  waitReady(`http://127.0.0.1:${port}`, child, { timeoutMs: 120_000, pollMs: 10 });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n) => Math.round(n * 10) / 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-bench-'));
const port = 40_000 + Math.floor(Math.random() * 20_000);
let child;
try {
  // First start: creates, migrates and seeds the embedded database (not measured).
  child = start(dataDir, port);
  await ready(port, child);
  await stopServer(child);

  const t0 = performance.now();
  child = start(dataDir, port);
  await ready(port, child);
  const startToReady = performance.now() - t0;
  console.log(
    JSON.stringify({
      name: 'server.startToReady',
      unit: 'ms',
      value: round(startToReady),
      target: 3000,
      runner,
    }),
  );

  const times = [];
  for (let i = 0; i < SIGN_INS + 3; i++) {
    const t = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.extranet', password: 'Extranet#2026' }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    // The first three warm the process up (JIT, connection); they are not counted.
    if (i >= 3) times.push(performance.now() - t);
  }
  console.log(
    JSON.stringify({
      name: 'auth.signInMedian',
      unit: 'ms',
      value: round(median(times)),
      target: 300,
      samples: times.length,
      p90: round([...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)]),
    }),
  );
} finally {
  if (child) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
