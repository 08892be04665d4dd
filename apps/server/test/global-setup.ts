/**
 * Runs once per test run: migrates and seeds one database that every test database is copied from, instead of
 * each test running the migrations and the seed again. On PGlite it is left as a tarball that each test loads;
 * on PostgreSQL it is a template database (CREATE DATABASE … TEMPLATE), dropped at the end of the run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { configuredClock, loadConfig } from '../src/config.js';
import { migrate, PgliteDatabase, PostgresDatabase } from '../src/db/index.js';
import { seedDemoData } from '../src/seed/demo.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated and seeded PGlite (empty string on PostgreSQL runs). */
    pgliteTemplate: string;
    /** Name of the migrated and seeded template database (empty string on PGlite runs). */
    postgresTemplate: string;
  }
}

const seedClock = () => configuredClock(loadConfig({ TEST_NOW: process.env.TEST_NOW }));

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const name = `extranet_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const db = new PostgresDatabase(databaseUrl(name), { max: 2 });
  try {
    await migrate(db);
    await seedDemoData(db, { clock: seedClock() });
  } finally {
    // A template must have no open connection while it is copied.
    await db.close();
  }
  project.provide('postgresTemplate', name);
  project.provide('pgliteTemplate', '');
  return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  if ((process.env.TEST_DATABASE ?? 'pglite').toLowerCase() !== 'pglite') return postgresTemplate(project);
  project.provide('postgresTemplate', '');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'extranet-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const db = await PgliteDatabase.open();
  try {
    await migrate(db);
    // Under TEST_NOW the workers' Date is moved (vitest.clock.ts); the template's data must be laid out around
    // the same today.
    await seedDemoData(db, { clock: seedClock() });
    writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
