import { createHash } from 'node:crypto';
import pg from 'pg';
import { CACHE_CHANNEL, keepsReadCache, noteWrite, type ChangeChannel } from './read-cache.js';
import { atMostOne, exactlyOne, OID, parseInt8, type Database, type SqlParams } from './types.js';
import { TransactionHandle, type TransactionConnection } from './transaction.js';

const { Pool, types } = pg;

// Global for the `pg` module: dates stay 'YYYY-MM-DD' (no midnight Date shift), int8 is a number when safe.
types.setTypeParser(OID.DATE, (v: string) => v);
types.setTypeParser(OID.INT8, (v: string) => parseInt8(v));
types.setTypeParser(OID.INT8_ARRAY as never, (v: string) =>
  (types.arrayParser as unknown as ArrayParser).create(v, (x: string) => parseInt8(x)).parse(),
);
types.setTypeParser(OID.DATE_ARRAY as never, (v: string) =>
  (types.arrayParser as unknown as ArrayParser).create(v, (x: string) => x).parse(),
);

interface ArrayParser {
  create(source: string, transform: (value: string) => unknown): { parse(): unknown[] };
}

type Queryable = { query: pg.Pool['query'] };

/**
 * A statement with parameters runs as a named prepared statement (named after its text), so each connection
 * parses and plans it once and then only binds: the server's statements are a fixed set of texts, and planning
 * was a good part of the cost of the hot ones (a booking, a calendar read).
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

async function run<T>(client: Queryable, sql: string, params?: SqlParams): Promise<T[]> {
  const result =
    params && params.length > 0
      ? await client.query({ name: statementName(sql), text: sql, values: [...params] })
      : await client.query(sql);
  return result.rows as T[];
}

export interface PostgresOptions {
  /** Pool size (default 10). */
  max?: number;
}

/** A `pg` Pool: each transaction takes one connection for its duration; other queries use the others. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;
  readonly connections: number;
  readonly #connectionString: string;

  constructor(connectionString: string, options: PostgresOptions = {}) {
    // JIT off for every session: the app runs short OLTP statements whose row estimates can pass
    // jit_above_cost (a calendar read of a long window), and compiling then costs 100-300 ms for a query of a
    // few milliseconds. Set as a startup parameter, so it costs no round trip.
    this.connections = options.max ?? 10;
    this.pool = new Pool({ connectionString, max: this.connections, options: '-c jit=off' });
    this.#connectionString = connectionString;
    // An idle client losing its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  query<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]> {
    if (keepsReadCache(sql)) return run<T>(this.pool, sql, params);
    return run<T>(this.pool, sql, params).finally(() => noteWrite(this));
  }

  async one<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T> {
    return exactlyOne(await this.query<T>(sql, params), sql);
  }

  async maybeOne<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | null> {
    return atMostOne(await this.query<T>(sql, params), sql);
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.pool.query(sql);
    } finally {
      noteWrite(this);
    }
  }

  async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx = new TransactionHandle(postgresConnection(client));
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      tx.end();
      client.release(broken);
      noteWrite(this);
    }
  }

  async readInOneSnapshot<T>(parts: number, fn: (handles: Database[]) => Promise<T>): Promise<T> {
    const clients = await Promise.all(Array.from({ length: parts }, () => this.pool.connect()));
    const handles = clients.map((client) => new TransactionHandle(postgresConnection(client)));
    const begin = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';
    try {
      // One round trip each: the first begins and exports its snapshot, the others begin inside it.
      const [first, ...others] = clients as [pg.PoolClient, ...pg.PoolClient[]];
      const exported = (await first.query(
        `${begin}; SELECT pg_export_snapshot() AS id`,
      )) as unknown as pg.QueryResult<{ id: string }>[];
      const id = exported[1]?.rows[0]?.id ?? '';
      if (!/^[0-9A-F-]+$/i.test(id)) throw new Error('pg_export_snapshot gave no snapshot id');
      await Promise.all(others.map((client) => client.query(`${begin}; SET TRANSACTION SNAPSHOT '${id}'`)));
      return await fn(handles);
    } finally {
      for (const handle of handles) handle.end();
      await Promise.all(
        clients.map((client) =>
          // A connection whose COMMIT fails is dropped, not given back to the pool.
          client.query('COMMIT').then(
            () => client.release(),
            () => client.release(true),
          ),
        ),
      );
    }
  }

  /**
   * LISTEN on a connection of its own (not the pool's): every NOTIFY on `channel` committed by any process on
   * this database server. `onLost` once when that connection breaks (the caller listens again).
   */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      client.end().catch(() => undefined);
      onLost();
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    return async () => {
      lost = true;
      await client.end();
    };
  }

  /** The read cache's channel between the processes on this database (db/read-cache.ts). */
  changeChannel(): ChangeChannel {
    return {
      listen: (onMessage, onLost) => this.listen(CACHE_CHANNEL, onMessage, onLost),
      notify: async (payload) => {
        await this.pool.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
      },
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** The client of an open transaction, checked out of the pool for its whole duration. */
function postgresConnection(client: pg.PoolClient): TransactionConnection {
  return {
    kind: 'postgres',
    query: <T>(sql: string, params?: SqlParams) => run<T>(client, sql, params),
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}
