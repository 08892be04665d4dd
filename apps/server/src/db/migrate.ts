import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types.js';

/** Folder of the .sql files: src/db/migrations (tsx, vitest) or dist/db/migrations (copied by the build). */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Any constant works; it only has to be the same in every process of this product. */
const MIGRATION_LOCK_KEY = 7_270_736_901;

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  const seen = new Map<number, string>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const m = FILE_PATTERN.exec(file);
    if (!m) throw new Error(`Migration file name must be NNNN_lower_snake.sql: ${file}`);
    const version = Number(m[1]);
    const other = seen.get(version);
    if (other) throw new Error(`Two migrations with number ${m[1]}: ${other} and ${file}`);
    seen.set(version, file);
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    migrations.push({ version, name: m[2] as string, sql, checksum });
  }
  return migrations.sort((a, b) => a.version - b.version);
}

export interface MigrateLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/**
 * Applies every migration not yet recorded in schema_migrations, in number order, in ONE transaction under a
 * transaction-level advisory lock, so processes starting together apply them once. Forward-only: there is no
 * down. A migration must therefore be transactional (no CREATE INDEX CONCURRENTLY). Runs ANALYZE afterwards
 * (PGlite gathers no statistics by itself). Returns the versions applied.
 */
export async function migrate(
  db: Database,
  options: { dir?: string; logger?: MigrateLogger } = {},
): Promise<number[]> {
  const migrations = loadMigrations(options.dir);
  const applied = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Map(
      (
        await tx.query<{ version: number; checksum: string }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).map((r) => [r.version, r.checksum]),
    );
    const versions: number[] = [];
    for (const migration of migrations) {
      const checksum = done.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          options.logger?.warn(
            { version: migration.version, name: migration.name },
            'migration changed after it was applied; forward-only: add a new migration instead',
          );
        }
        continue;
      }
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${message}`, {
          cause: error,
        });
      }
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      versions.push(migration.version);
    }
    return versions;
  });
  if (applied.length > 0) {
    await db.exec('ANALYZE');
    options.logger?.info({ applied }, 'migrations applied');
  }
  return applied;
}
