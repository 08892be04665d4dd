import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import {
  atMostOne,
  DatabaseError,
  exactlyOne,
  OID,
  parseInt8,
  type Database,
  type SqlParams,
} from './types.js';
import { keepsReadCache, noteWrite } from './read-cache.js';
import { TransactionHandle, type TransactionConnection } from './transaction.js';

const parsers = {
  [OID.DATE]: (v: string) => v,
  [OID.INT8]: (v: string) => parseInt8(v),
  [OID.INT8_ARRAY]: (v: string) => types.arrayParser(v, (x: string) => parseInt8(x), OID.INT8_ARRAY),
  [OID.DATE_ARRAY]: (v: string) => types.arrayParser(v, (x: string) => x, OID.DATE_ARRAY),
};

/** Serialises access to the single PGlite connection: a transaction holds it until it ends. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

interface TxState {
  active: boolean;
}

/**
 * PGlite is one connection in this process. Statements run one at a time; a transaction holds the
 * connection from BEGIN to COMMIT, so other requests wait for it (as they would wait for a row lock).
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  /** One connection in this process: statements run one after another. */
  readonly connections = 1;
  readonly #pg: PGlite;
  readonly #mutex = new Mutex();
  readonly #txContext = new AsyncLocalStorage<TxState>();

  private constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /**
   * Opens (or creates) the database in dataDir; undefined = in memory. `loadDataDir` starts from a tarball
   * made by dumpDataDir (tests: one migrated and seeded template for every worker).
   */
  static async open(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const pg = await PGlite.create(dataDir, {
      parsers,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return new PgliteDatabase(pg);
  }

  /**
   * The data folder as an uncompressed tarball (see open's loadDataDir), after a checkpoint: a copy then opens
   * without replaying the write-ahead log (a third quicker for the seeded test template).
   */
  async dump(): Promise<Blob> {
    return this.#mutex.run(async () => {
      await this.#pg.exec('CHECKPOINT');
      return this.#pg.dumpDataDir('none');
    });
  }

  /** A copy of this database in memory (tests: migrate and seed once, clone per test app). */
  async clone(): Promise<PgliteDatabase> {
    const copy = await this.#mutex.run(() => this.#pg.clone());
    return new PgliteDatabase(copy as PGlite);
  }

  #guard(): void {
    if (this.#txContext.getStore()?.active) {
      throw new DatabaseError(
        'Query on the database object inside its own transaction: use the transaction handle (tx) instead',
      );
    }
  }

  async #rawQuery<T>(sql: string, params?: SqlParams): Promise<T[]> {
    // Parsers per query too: PGlite's clone() does not carry the instance's parsers over.
    const result = await this.#pg.query<T>(sql, params ? [...params] : undefined, { parsers });
    return result.rows;
  }

  query<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]> {
    this.#guard();
    const result = this.#mutex.run(() => this.#rawQuery<T>(sql, params));
    return keepsReadCache(sql) ? result : result.finally(() => noteWrite(this));
  }

  async one<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T> {
    return exactlyOne(await this.query<T>(sql, params), sql);
  }

  async maybeOne<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | null> {
    return atMostOne(await this.query<T>(sql, params), sql);
  }

  async exec(sql: string): Promise<void> {
    this.#guard();
    try {
      await this.#mutex.run(async () => {
        await this.#pg.exec(sql);
      });
    } finally {
      noteWrite(this);
    }
  }

  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
    this.#guard();
    return this.#runTransaction(fn).finally(() => noteWrite(this));
  }

  #runTransaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
    return this.#mutex.run(async () => {
      const state: TxState = { active: true };
      const tx = new TransactionHandle(pgliteConnection(this.#pg));
      await this.#pg.exec('BEGIN');
      try {
        const result = await this.#txContext.run(state, () => fn(tx));
        await this.#pg.exec('COMMIT');
        return result;
      } catch (error) {
        await this.#pg.exec('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        state.active = false;
        tx.end();
      }
    });
  }

  /** PGlite delivers a committed NOTIFY to its own listeners; nothing can break the subscription in process. */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
    _onLost: () => void,
  ): Promise<() => Promise<void>> {
    const unlisten = await this.#mutex.run(() => this.#pg.listen(channel, onMessage));
    return () =>
      this.#mutex.run(async () => {
        if (!this.#pg.closed) await unlisten();
      });
  }

  async close(): Promise<void> {
    await this.#mutex.run(async () => {
      if (!this.#pg.closed) await this.#pg.close();
    });
  }
}

/** The connection of an open PGlite transaction; the mutex is already held by the enclosing transaction(). */
function pgliteConnection(pg: PGlite): TransactionConnection {
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: SqlParams) =>
      (await pg.query<T>(sql, params ? [...params] : undefined, { parsers })).rows,
    exec: async (sql: string) => {
      await pg.exec(sql);
    },
  };
}
