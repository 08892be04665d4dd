import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseError, migrate, PgliteDatabase, PostgresDatabase, type Database } from '../src/db/index.js';
import { createTestDatabase, FROM_SCRATCH_MS, type TestDatabase } from './helpers.js';

describe('Database', () => {
  let t: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
    db = t.db;
    await db.exec(
      'CREATE TABLE t_items (hotel_id bigint NOT NULL, id integer NOT NULL, day date, PRIMARY KEY (hotel_id, id))',
    );
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('returns dates as YYYY-MM-DD strings and int8 as numbers on both engines', async () => {
    const row = await db.one<Record<string, unknown>>(
      `SELECT '2026-03-01'::date AS d, 9007199254740991::int8 AS big, 9007199254740993::int8 AS huge,
              count(*) AS n, ARRAY['2026-01-02'::date] AS days, ARRAY[1, 2]::int8[] AS ids, 12.50::numeric AS amount`,
    );
    expect(row).toEqual({
      d: '2026-03-01',
      big: 9007199254740991,
      huge: '9007199254740993',
      n: 1,
      days: ['2026-01-02'],
      ids: [1, 2],
      amount: '12.50',
    });
  });

  it('one / maybeOne check the row count', async () => {
    await expect(db.one('SELECT 1 WHERE false')).rejects.toBeInstanceOf(DatabaseError);
    await expect(db.maybeOne('SELECT 1 WHERE false')).resolves.toBeNull();
    await expect(db.maybeOne('SELECT generate_series(1, 2)')).rejects.toBeInstanceOf(DatabaseError);
  });

  it('commits, rolls back on error, and nests with savepoints', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t_items (hotel_id, id, day) VALUES (1, 1, $1)', ['2026-01-01']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t_items (hotel_id, id) VALUES (1, 2)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t_items (hotel_id, id) VALUES (1, 3)');
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO t_items (hotel_id, id) VALUES (1, 4)');
          await inner.query('INSERT INTO t_items (hotel_id, id) VALUES (1, 4)');
        }),
      ).rejects.toMatchObject({ code: '23505' });
      await tx.query('INSERT INTO t_items (hotel_id, id) VALUES (1, 5)');
    });
    const ids = (await db.query<{ id: number }>('SELECT id FROM t_items ORDER BY id')).map((r) => r.id);
    expect(ids).toEqual([1, 3, 5]);
  });

  it('keeps concurrent transactions apart', async () => {
    await db.query('DELETE FROM t_items');
    await db.query('INSERT INTO t_items (hotel_id, id) VALUES (9, 0)');
    // Each transaction reads then writes under a row lock: no lost update on either engine.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const { id } = await tx.one<{ id: number }>('SELECT id FROM t_items WHERE hotel_id = 9 FOR UPDATE');
          await tx.query('UPDATE t_items SET id = $1 WHERE hotel_id = 9', [id + 1]);
        }),
      ),
    );
    expect((await db.one<{ id: number }>('SELECT id FROM t_items WHERE hotel_id = 9')).id).toBe(8);
  });

  it('reads in parts on several connections see one snapshot (PostgreSQL; PGlite has one connection)', async () => {
    expect(db.connections > 1).toBe(db.kind === 'postgres');
    if (!db.readInOneSnapshot) return;
    await db.query('INSERT INTO t_items (hotel_id, id) VALUES (7, 1)');
    const count = 'SELECT count(*)::int AS n FROM t_items WHERE hotel_id = $1';
    const seen = await db.readInOneSnapshot(3, async ([a, b, c]) => {
      const before = await a!.one<{ n: number }>(count, [7]);
      // Committed after the parts began: none of them sees it, though b and c read only now.
      await db.query('INSERT INTO t_items (hotel_id, id) VALUES (7, 2)');
      const [later, last] = await Promise.all([
        b!.one<{ n: number }>(count, [7]),
        c!.one<{ n: number }>(count, [7]),
      ]);
      return [before.n, later.n, last.n];
    });
    expect(seen).toEqual([1, 1, 1]);
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM t_items WHERE hotel_id = 7')).n).toBe(
      2,
    );
  });

  it('refuses a query on the database object inside its own transaction (PGlite would deadlock)', async () => {
    if (db.kind !== 'pglite') return;
    await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseError);
    await expect(db.query('SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
  });

  it('migrations are recorded once and re-running applies nothing', async () => {
    const again = await migrate(db);
    expect(again).toEqual([]);
    const versions = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions[0]?.version).toBe(1);
    const twice = await Promise.all([migrate(db), migrate(db)]);
    expect(twice).toEqual([[], []]);
  });
});

describe('migrations on a fresh database', () => {
  it(
    'apply once when several processes start together',
    async () => {
      const fresh = await createTestDatabase({ migrate: false });
      const others: Database[] = fresh.url
        ? [new PostgresDatabase(fresh.url, { max: 2 }), new PostgresDatabase(fresh.url, { max: 2 })]
        : [];
      try {
        const results = await Promise.all([fresh.db, ...others].map((d) => migrate(d)));
        const applied = results.flat();
        expect(applied.length).toBe(new Set(applied).size);
        expect(applied).toContain(1);
        const rows = await fresh.db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
        expect(rows[0]?.n).toBe(new Set(applied).size);
      } finally {
        await Promise.all(others.map((d) => d.close()));
        await fresh.destroy();
      }
    },
    FROM_SCRATCH_MS,
  );
});

describe('PgliteDatabase.clone', () => {
  it(
    'keeps the type parsers: dates stay YYYY-MM-DD strings in the copy',
    async () => {
      const original = await PgliteDatabase.open();
      const copy = await original.clone();
      try {
        const row = await copy.one<{ d: unknown }>(`SELECT '2026-03-01'::date AS d`);
        expect(row.d).toBe('2026-03-01');
        const inTx = await copy.transaction((tx) => tx.one<{ d: unknown }>(`SELECT '2026-03-02'::date AS d`));
        expect(inTx.d).toBe('2026-03-02');
      } finally {
        await copy.close();
        await original.close();
      }
    },
    FROM_SCRATCH_MS,
  );
});
