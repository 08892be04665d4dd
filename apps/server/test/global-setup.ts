/**
 * Runs once per test run: on PGlite, migrates and seeds one database and leaves it as a tarball that every
 * test worker loads (instead of each worker running initdb, the migrations and the seed again).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { configuredClock, loadConfig } from '../src/config.js';
import { migrate, PgliteDatabase } from '../src/db/index.js';
import { seedDemoData } from '../src/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated and seeded PGlite (empty string on PostgreSQL runs). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if ((process.env.TEST_DATABASE ?? 'pglite').toLowerCase() !== 'pglite') {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'extranet-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const db = await PgliteDatabase.open();
  try {
    await migrate(db);
    // Under TEST_NOW the workers' Date is moved (vitest.clock.ts); the template's data must be laid out around
    // the same today.
    await seedDemoData(db, { clock: configuredClock(loadConfig({ TEST_NOW: process.env.TEST_NOW })) });
    writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
