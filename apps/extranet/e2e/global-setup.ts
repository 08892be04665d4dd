import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { E2E_MARKETPLACE_KEY } from './marketplace-key';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = resolve(appDir, '../..');
const serverDir = join(rootDir, 'apps/server');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** TEST_NOW minus the real time when the suite started (0 without TEST_NOW): the tests' and browsers' clock. */
    clockOffsetMs: number;
  }
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether dist is newer than every source it is made of. */
function appIsBuilt(): boolean {
  const index = join(appDir, 'dist/index.html');
  const sources = [join(appDir, 'src'), join(appDir, 'index.html'), join(rootDir, 'packages')];
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const newest = Math.max(
    ...sources.map((s) => (existsSync(s) && statSync(s).isFile() ? statSync(s).mtimeMs : newestMtime(s))),
  );
  return built > newest && process.env.E2E_REBUILD !== '1';
}

/**
 * Builds the app when dist is missing or older than the sources it is made of. The test suite runs two browser
 * lanes at once (scripts/test-all.mjs), each with this setup: a lock directory lets one build while the other
 * waits, then finds it built.
 */
async function buildAppIfNeeded(): Promise<void> {
  if (appIsBuilt()) return;
  const lock = join(appDir, 'node_modules/.e2e-build-lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another lane builds; a lock older than 10 minutes was left by a run that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (appIsBuilt()) return;
    // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build: the tests (and
    // `pnpm bench`'s app.initialJs, which measures this dist) must see what users get.
    const result = spawnSync('pnpm', ['--filter', '@extranet/app', 'build'], {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('building @extranet/app failed');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${baseUrl} after ${timeoutMs} ms`);
}

/**
 * `E2E_DATABASE=postgres` runs the server on a fresh PostgreSQL database (created on the server at
 * `E2E_POSTGRES_URL`, default the local one, and dropped afterwards) instead of PGlite: the onboarding flows
 * run on both databases (scripts/test-all.mjs, step e2e-postgres). The `pg` client is the server's.
 */
interface PgModule {
  Client: new (config: { connectionString: string }) => {
    connect(): Promise<unknown>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  };
}

interface E2eDatabase {
  readonly url: string | undefined;
  drop(): Promise<void>;
}

async function e2eDatabase(): Promise<E2eDatabase> {
  const kind = process.env.E2E_DATABASE ?? 'pglite';
  if (kind === 'pglite') return { url: undefined, drop: async () => {} };
  if (kind !== 'postgres') throw new Error(`E2E_DATABASE must be pglite or postgres, got ${kind}`);
  const adminUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = createRequire(join(serverDir, 'package.json'))('pg') as PgModule;
  const name = `extranet_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildAppIfNeeded();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'extranet-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // TEST_NOW (an instant with its offset) runs the server, the tests and the browsers as on that date and time;
  // the server reads it from the environment passed on below.
  const testNow = process.env.TEST_NOW ? Date.parse(process.env.TEST_NOW) : undefined;
  if (testNow !== undefined && Number.isNaN(testNow))
    throw new Error(`TEST_NOW is not an instant: ${process.env.TEST_NOW}`);
  const clockOffsetMs = testNow === undefined ? 0 : testNow - Date.now();

  // The server runs from its TypeScript sources (workspace packages too), so a stale build never hides a change.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The iCal feeds of the calendar-sync test are served on 127.0.0.1.
    CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS: 'true',
    // The tests read the codes they are mailed (sign-up, password reset) from the HTTP outbox.
    DEV_OUTBOX: 'true',
    // The tests call the marketplace's intake API (bookings, reviews) as the marketplace does.
    MARKETPLACE_API_KEY: E2E_MARKETPLACE_KEY,
  };
  delete env.DATABASE_URL;
  const database = await e2eDatabase();
  if (database.url) env.DATABASE_URL = database.url;
  delete env.NEW_EXTRANET_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--conditions=@extranet/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  try {
    // Migrating and seeding a new database took over 120 s while every lane ran on a slow 2-core machine.
    await waitForReady(baseUrl, child, 300_000);
  } catch (error) {
    child.kill('SIGKILL');
    process.stderr.write(log.join('').slice(-5000));
    await database.drop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('clockOffsetMs', clockOffsetMs);

  // After the whole run the server must stop cleanly on SIGTERM (drain, close the database, exit 0), as a
  // deployment stops it: a hang or a non-zero exit fails the step (the server's own test checks the same on an
  // idle server, test/main.db.test.ts).
  return async () => {
    let problem: string | null = null;
    try {
      if (child.exitCode !== null) problem = `the server exited during the run with code ${child.exitCode}`;
      else {
        const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const hung = new Promise<'hung'>((r) => (timer = setTimeout(() => r('hung'), 30_000)));
        const code = await Promise.race([exited, hung]);
        clearTimeout(timer);
        if (code === 'hung') {
          child.kill('SIGKILL');
          problem = 'the server did not stop within 30 s of SIGTERM';
        } else if (code !== 0) problem = `the server exited with code ${code} on SIGTERM`;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
    if (problem) {
      process.stderr.write(log.join('').slice(-5000));
      // Vitest logs an error thrown here but exits 0: the exit code is what fails the step.
      process.exitCode = 1;
      throw new Error(problem);
    }
  };
}
