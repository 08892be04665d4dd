import { atMostOne, DatabaseError, exactlyOne, type Database, type SqlParams } from './types.js';

/** What a transaction handle needs from its engine: run one statement on the connection it holds. */
export interface TransactionConnection {
  readonly kind: Database['kind'];
  query<T>(sql: string, params?: SqlParams): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

/**
 * Handle of an open transaction on one connection, the same on both engines. Statements run one after another
 * even if fn fires them concurrently; nested transaction() calls use SAVEPOINTs; the handle refuses statements
 * once its transaction is finished.
 */
export class TransactionHandle implements Database {
  readonly kind: Database['kind'];
  /** One connection: statements run one after another. */
  readonly connections = 1;
  #ended = false;
  #busy: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connection: TransactionConnection,
    private readonly depth = 0,
  ) {
    this.kind = connection.kind;
  }

  end(): void {
    this.#ended = true;
  }

  #check(): void {
    if (this.#ended) throw new DatabaseError('Transaction already finished');
  }

  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#busy.then(fn, fn);
    this.#busy = next.catch(() => undefined);
    return next;
  }

  query<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]> {
    this.#check();
    return this.#serial(() => this.connection.query<T>(sql, params));
  }

  async one<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T> {
    return exactlyOne(await this.query<T>(sql, params), sql);
  }

  async maybeOne<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | null> {
    return atMostOne(await this.query<T>(sql, params), sql);
  }

  async exec(sql: string): Promise<void> {
    this.#check();
    await this.#serial(() => this.connection.exec(sql));
  }

  async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
    this.#check();
    const name = `sp_${this.depth + 1}`;
    await this.exec(`SAVEPOINT ${name}`);
    const inner = new TransactionHandle(this.connection, this.depth + 1);
    try {
      const result = await fn(inner);
      await this.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await this.exec(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
      throw error;
    } finally {
      inner.end();
    }
  }

  listen(): Promise<() => Promise<void>> {
    return Promise.reject(new DatabaseError('listen() is not available on a transaction'));
  }

  close(): Promise<void> {
    return Promise.reject(new DatabaseError('close() is not available on a transaction'));
  }
}
