import type { ChangeChannel } from './read-cache.js';

/** Parameters of a query: positional `$1..$n`. Arrays bind as PostgreSQL arrays, objects should be JSON.stringify'd. */
export type SqlParams = readonly unknown[];

/**
 * The one database API of the server: the same on embedded PGlite and on a PostgreSQL server.
 * Rows come back as plain objects; `date` columns are 'YYYY-MM-DD' strings, `int8` (and COUNT(*)) are numbers
 * when they fit in a safe integer (otherwise strings), `numeric` is a string, `timestamptz` a Date.
 */
export interface Database {
  /** Which engine runs underneath ('pglite' | 'postgres'). Only for logs and tests: write SQL that runs on both. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * How many statements of this handle can run at the same time: 1 on PGlite (one connection) and in a
   * transaction, the pool size on PostgreSQL. A read may split into parts run at once when it is above 1.
   */
  readonly connections: number;
  query<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
  /** Exactly one row, else throws (a programming error, not a 404: use maybeOne for lookups). */
  one<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T>;
  /** The first row or null; more than one row throws. */
  maybeOne<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | null>;
  /** Runs several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in a transaction: COMMIT when it resolves, ROLLBACK when it throws (the error is rethrown).
   * Use only `tx` inside fn. Calling transaction on `tx` nests with a SAVEPOINT.
   */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /**
   * Runs fn with `parts` read-only handles on as many connections that all see ONE snapshot of the database
   * (the first exports it, the others import it), so reads split into parts run at once and still agree with
   * each other. Only where `connections` > 1 (PostgreSQL's pool).
   */
  readInOneSnapshot?<T>(parts: number, fn: (handles: Database[]) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel`: `onMessage(payload)` for each NOTIFY committed on it (PostgreSQL: by any process on the
   * database server; PGlite: by this process, the only one), `onLost()` once if the subscription breaks. Send
   * with `SELECT pg_notify(channel, payload)`, in a transaction to be delivered only when it commits.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  /** Notifications between the processes on one database server (PostgreSQL); none on PGlite. */
  changeChannel?(): ChangeChannel;
}

export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

export function exactlyOne<T>(rows: T[], sql: string): T {
  if (rows.length !== 1) {
    throw new DatabaseError(`Expected exactly one row, got ${rows.length}: ${sql.slice(0, 200)}`);
  }
  return rows[0] as T;
}

export function atMostOne<T>(rows: T[], sql: string): T | null {
  if (rows.length > 1) {
    throw new DatabaseError(`Expected at most one row, got ${rows.length}: ${sql.slice(0, 200)}`);
  }
  return rows[0] ?? null;
}

/** int8 text -> number when safe, else the exact text. */
export function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

/** Type oids the server parses itself (so both engines agree). */
export const OID = { INT8: 20, DATE: 1082, INT8_ARRAY: 1016, DATE_ARRAY: 1182 } as const;
