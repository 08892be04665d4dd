import path from 'node:path';
import type { Config } from '../config.js';
import { PgliteDatabase } from './pglite.js';
import { PostgresDatabase } from './postgres.js';
import type { Database } from './types.js';

export type { Database, SqlParams } from './types.js';
export { DatabaseError } from './types.js';
export { migrate, loadMigrations, MIGRATIONS_DIR } from './migrate.js';
export { PgliteDatabase } from './pglite.js';
export { PostgresDatabase } from './postgres.js';

/** The process's one database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pgdata. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
): Promise<Database> {
  if (config.databaseUrl)
    return new PostgresDatabase(config.databaseUrl, { max: config.databasePoolSize ?? 10 });
  return PgliteDatabase.open(path.join(config.dataDir, 'pgdata'));
}

/** Unique-violation (23505) etc.: the SQLSTATE of a driver error, on both engines. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
