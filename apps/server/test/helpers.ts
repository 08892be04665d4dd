/**
 * Test harness of the server: a real app on a real database, through HTTP (app.inject).
 *
 * TEST_DATABASE=pglite (default): test/global-setup.ts migrates and seeds one in-memory PGlite per run and
 * dumps it; every createTestApp() loads its own copy of that dump. TEST_DATABASE=postgres: the global setup migrates
 * and seeds a template database on TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), and
 * every createTestApp() creates a fresh database `extranet_test_<random>` as a copy of it (CREATE DATABASE …
 * TEMPLATE), dropped on close().
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { migrate, PgliteDatabase, PostgresDatabase, type Database } from '../src/db/index.js';
import { signAccessToken } from '../src/http/session.js';
import { listOperations, loadContract, type OpenApiDocument } from '../src/openapi/contract.js';
import { seedDemoData } from '../src/seed/demo.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

export { DEMO_ACCOUNTS, DEMO_HOTELS, DEMO_PASSWORD } from '../src/seed/demo.js';

/**
 * What a browser sends with the app's own requests (Sec-Fetch-Site): a change sent with session cookies
 * needs it (or the server's own Origin), else 403 CROSS_SITE_REQUEST (src/http/cross-site.ts).
 */
/** The marketplace's API key of the tests that call the intake (createTestApp's env MARKETPLACE_API_KEY). */
export const MARKETPLACE_KEY = 'test-marketplace-key';

export const SAME_ORIGIN: Readonly<Record<string, string>> = { 'sec-fetch-site': 'same-origin' };

/**
 * Time allowed to a test that builds a database from nothing (migrations, and the seed on top) instead of
 * copying the run's template: seconds on an idle machine, much more with two busy workers on two cores (over
 * three minutes for the PGlite server's start in the whole suite on a slow machine, 2026-11-28).
 */
export const FROM_SCRATCH_MS = 360_000;

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = (process.env.TEST_DATABASE ?? 'pglite').toLowerCase();
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DATABASE must be pglite or postgres, got ${kind}`);
  return kind;
}

let template: Promise<PgliteDatabase> | undefined;
let templateBlob: Blob | undefined;

/** A fresh migrated and seeded PGlite: loaded from the run's tarball (test/global-setup.ts), else cloned. */
async function seededPglite(): Promise<PgliteDatabase> {
  const file = inject('pgliteTemplate');
  if (file) {
    templateBlob ??= new Blob([readFileSync(file)]);
    return PgliteDatabase.open(undefined, { loadDataDir: templateBlob });
  }
  return (await pgliteTemplate()).clone();
}

/** Without the global setup (e.g. another runner): one migrated and seeded PGlite per worker, cloned per use. */
function pgliteTemplate(): Promise<PgliteDatabase> {
  template ??= (async () => {
    const db = await PgliteDatabase.open();
    await migrate(db);
    await seedDemoData(db);
    return db;
  })();
  return template;
}

export interface TestDatabase {
  db: Database;
  kind: TestDatabaseKind;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** A migrated and seeded database of its own. */
export async function createTestDatabase(
  options: { seed?: boolean; migrate?: boolean } = {},
): Promise<TestDatabase & { url?: string }> {
  const kind = testDatabaseKind();
  if (kind === 'pglite') {
    if (options.seed === false || options.migrate === false) {
      const db = await PgliteDatabase.open();
      if (options.migrate !== false) await migrate(db);
      return { db, kind, destroy: () => db.close() };
    }
    const db = await seededPglite();
    return { db, kind, destroy: () => db.close() };
  }
  const name = `extranet_test_${randomBytes(6).toString('hex')}`;
  // A seeded database is a copy of the run's template (test/global-setup.ts); without one, it is built here.
  const template = options.migrate !== false && options.seed !== false ? inject('postgresTemplate') : '';
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(name);
  const db = new PostgresDatabase(url, { max: 5 });
  if (!template && options.migrate !== false) await migrate(db);
  if (!template && options.migrate !== false && options.seed !== false) await seedDemoData(db);
  return {
    db,
    kind,
    url,
    destroy: async () => {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** An access token for the account (current property hotelId), signed with the app's key. */
  token(accountId: number, hotelId?: number | null): Promise<string>;
  /** app.inject with `Authorization: Bearer` for the account when `as` is given. */
  request(
    options: InjectOptions & { as?: { accountId: number; hotelId?: number | null } },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Environment overrides (PORT, NEW_EXTRANET_URL, STATIC_DIR, ...) on top of a quiet test configuration. */
  env?: Record<string, string>;
  modules?: BuildAppOptions['modules'];
  seed?: boolean;
  /** The server's clock (ctx.clock): a test that needs "now" at another instant passes its own. */
  clock?: BuildAppOptions['clock'];
  /** The server's own logger (at LOG_LEVEL of env, default silent) writing here, instead of no logger. */
  logStream?: BuildAppOptions['logStream'];
  /** Where web pushes go (modules/push/sender.ts): a test points them at a server of its own. */
  pushTransport?: BuildAppOptions['pushTransport'];
}

/** A server on a fresh migrated + seeded database (see the file comment). Call close() in afterAll. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-test-'));
  // DEV_OUTBOX: tests read the codes they are mailed from the HTTP outbox (never on by default).
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEV_OUTBOX: 'true', ...options.env });
  const database = await createTestDatabase({ seed: options.seed ?? true });
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.pushTransport ? { pushTransport: options.pushTransport } : {}),
  });
  await app.ready();
  const token = (accountId: number, hotelId: number | null = null) =>
    signAccessToken(app.ctx.sessionKey, { accountId, hotelId });
  return {
    app,
    db: database.db,
    config,
    token,
    async request({ as, ...inject }) {
      const headers = { ...(inject.headers ?? {}) };
      if (as) headers.authorization = `Bearer ${await token(as.accountId, as.hotelId ?? null)}`;
      return app.inject({ ...inject, headers });
    },
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- contract checks of responses

let contractValidator: Promise<{ doc: OpenApiDocument; ajv: Ajv2020 }> | undefined;

function contractAjv() {
  contractValidator ??= (async () => {
    const doc = await loadContract();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (formatsPlugin as unknown as (a: Ajv2020) => Ajv2020)(ajv);
    ajv.addSchema(doc as object, 'openapi');
    return { doc, ajv };
  })();
  return contractValidator;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function nodeAt(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** Follows `$ref`s of an object in the document; returns the final pointer. */
function follow(doc: unknown, pointer: string): string {
  let current = pointer;
  for (let i = 0; i < 20; i++) {
    const node = nodeAt(doc, current) as { $ref?: unknown } | undefined;
    if (!node || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return current;
    current = node.$ref.slice(1);
  }
  return current;
}

const validators = new Map<string, ValidateFunction>();

/**
 * Asserts that a response is what the contract says for `operationId`: its status is documented, and a JSON
 * body matches the documented schema (also checks the x-request-id header).
 */
export async function expectContract(response: LightMyRequestResponse, operationId: string): Promise<void> {
  const { doc, ajv } = await contractAjv();
  const op = listOperations(doc).find((o) => o.operationId === operationId);
  if (!op) throw new Error(`operationId ${operationId} is not in the contract`);
  expect(response.headers['x-request-id'], 'x-request-id header').toBeTruthy();
  const pathItemPointer = follow(doc, `/paths/${escape(op.path)}`);
  const operationPointer = `${pathItemPointer}/${op.method}`;
  const status = String(response.statusCode);
  const declared = nodeAt(doc, `${operationPointer}/responses`) as Record<string, unknown>;
  const key = status in declared ? status : `${status[0]}XX` in declared ? `${status[0]}XX` : 'default';
  expect(Object.keys(declared), `status ${status} of ${operationId} is documented`).toContain(key);
  const responsePointer = follow(doc, `${operationPointer}/responses/${escape(key)}`);
  const content = nodeAt(doc, `${responsePointer}/content`) as Record<string, unknown> | undefined;
  if (!content) {
    expect(response.body, `${operationId} ${status} has no body`).toBe('');
    return;
  }
  const contentType =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  expect(Object.keys(content), `content type of ${operationId} ${status}`).toContain(contentType);
  if (contentType !== 'application/json') return;
  const schemaPointer = `${responsePointer}/content/${escape(contentType)}/schema`;
  let validate = validators.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#${schemaPointer}` });
    validators.set(schemaPointer, validate);
  }
  const body: unknown = response.json();
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${operationId} ${status} body matches the contract`).toEqual([]);
  if (response.statusCode >= 400) expectCompleteMessages(body, `${operationId} ${status}`);
}

/**
 * An error answer's messages are complete sentences: every `%name%` placeholder of the catalog message was given a
 * value by the code that raised it (a `%limit%` left in a message is a missing param).
 */
export function expectCompleteMessages(body: unknown, what = 'error answer'): void {
  const messages: string[] = [];
  const collect = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'message' && typeof value === 'string') messages.push(value);
        else collect(value);
      }
  };
  collect(body);
  expect(
    messages.filter((m) => /%\w+%/.test(m)),
    `${what}: messages with a placeholder left`,
  ).toEqual([]);
}
