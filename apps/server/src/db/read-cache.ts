import { randomUUID } from 'node:crypto';
import type { Database } from './types.js';

/**
 * A short-lived in-process cache of hot reads (the session and membership check of every request, a few
 * small read-mostly lists), cleared by every write (see docs/decisions/server-request-path-cache.md):
 * - a write made through this process's Database object (a statement that is not a plain SELECT, exec, a
 *   transaction) clears it when the write has finished, before the caller sees the result;
 * - on PostgreSQL, such a write also sends one NOTIFY (coalesced over 5 ms) that clears every other process's;
 * - an entry lives at most `ttlMs` whatever happens (a write from outside the server, a lost notification).
 * A read that was in flight while a write finished is not stored. Transaction handles are never cached.
 */
export class ReadCache {
  readonly #entries = new Map<string, { value: unknown; expires: number }>();
  #generation = 0;
  /** False while writes of other processes could go unseen (the subscription is down): nothing is cached. */
  active = true;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {}

  /** The cached value of `key`, else `load()`'s; stored only when `keep(value)` (default: always). */
  async get<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
    if (!this.active) return load();
    const hit = this.#entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value as T;
    const generation = this.#generation;
    const value = await load();
    if (this.ttlMs > 0 && generation === this.#generation && (!keep || keep(value))) {
      if (hit) this.#entries.delete(key);
      if (this.#entries.size >= this.maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, { value: deepFreeze(value), expires: now + this.ttlMs });
    }
    return value;
  }

  /** The stored value of `key` when there is a live one, without waiting (else undefined). */
  peek<T>(key: string): T | undefined {
    if (!this.active) return undefined;
    const hit = this.#entries.get(key);
    return hit && hit.expires > Date.now() ? (hit.value as T) : undefined;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * Freezes `value` and everything it holds that is not frozen yet. Cached values are shared by every request that
 * reads them: frozen, so a caller cannot change another's (and http/serialization.ts keeps their JSON).
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const caches = new WeakMap<Database, ReadCache>();
const writeListeners = new WeakMap<Database, Set<() => void>>();

/** The read cache of a database object (none for a transaction handle or before enableReadCache). */
export function readCacheOf(db: Database): ReadCache | undefined {
  return caches.get(db);
}

/** Reads `key` through db's read cache when it has one, else straight from `load`. */
export function cachedRead<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  keep?: (value: T) => boolean,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.get(key, load, keep) : load();
}

/** Called by the engines (pglite.ts, postgres.ts) when a write through `db` has finished. */
export function noteWrite(db: Database): void {
  const listeners = writeListeners.get(db);
  if (listeners) for (const listener of listeners) listener();
}

/**
 * The mark of a write that changes nothing a cached read holds (the intake's bookings, cancellations and refusals:
 * inventory counts, bookings and their logs, which no cached read holds): a statement that starts with it leaves
 * the read cache as it is, so a run of bookings does not make every request read its session and the property's
 * offers again. Put it only on a statement that writes none of the tables behind `cachedRead` (sessions and
 * memberships, rooms, deals, loyalty, targeted promotions, campaigns, hotels).
 */
export const KEEPS_READ_CACHE = '/* keeps read cache */ ';

/** Whether a statement leaves the read cache valid: a read (isReadOnlySql), or a write marked KEEPS_READ_CACHE. */
export function keepsReadCache(sql: string): boolean {
  return sql.startsWith(KEEPS_READ_CACHE) || isReadOnlySql(sql);
}

/** Statements that only read: a plain SELECT (or VALUES/SHOW). Anything else counts as a write. */
export function isReadOnlySql(sql: string): boolean {
  return (
    /^\s*(SELECT|VALUES|SHOW)\b/i.test(sql) && !/\bpg_notify\s*\(|\bnextval\s*\(|\bsetval\s*\(/i.test(sql)
  );
}

/** Cross-process notification channel of a PostgreSQL server (PGlite is one process: it needs none). */
export interface ChangeChannel {
  /** Subscribes; `onMessage(payload)` for each notification; `onLost()` when the subscription broke. */
  listen(onMessage: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
  notify(payload: string): Promise<void>;
}

export const CACHE_CHANNEL = 'extranet_read_cache';
/** Writes of one process within this window share one notification (the other processes' extra delay). */
const NOTIFY_EVERY_MS = 5;

/**
 * Gives `db` a read cache and clears it on every write (local at once, others' by `channel`). Returns a stop
 * function (closes the subscription). Without a channel the cache only sees this process's writes, which is
 * all of them on PGlite.
 */
export async function enableReadCache(
  db: Database,
  options: { ttlMs: number; channel?: ChangeChannel },
): Promise<{ cache: ReadCache; stop: () => Promise<void> }> {
  const cache = new ReadCache(options.ttlMs);
  const me = randomUUID();
  const channel = options.channel;
  let notifyPending = false;
  cache.active = !channel;

  const onWrite = () => {
    cache.clear();
    if (!channel || notifyPending) return;
    // One notification per burst of writes (a bulk update, an intake run): at most one every few ms.
    notifyPending = true;
    setTimeout(() => {
      notifyPending = false;
      channel.notify(me).catch(() => undefined);
    }, NOTIFY_EVERY_MS);
  };
  let listeners = writeListeners.get(db);
  if (!listeners) writeListeners.set(db, (listeners = new Set()));
  listeners.add(onWrite);

  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const subscribe = async (): Promise<void> => {
    if (!channel || stopped) return;
    try {
      unlisten = await channel.listen(
        (payload) => {
          if (payload !== me) cache.clear();
        },
        () => {
          // Without the subscription other processes' writes go unseen: cache nothing until it is back.
          cache.active = false;
          cache.clear();
          retry = setTimeout(() => void subscribe(), 1000);
          retry.unref();
        },
      );
      cache.clear();
      cache.active = true;
    } catch {
      retry = setTimeout(() => void subscribe(), 1000);
      retry.unref();
    }
  };
  await subscribe();

  caches.set(db, cache);

  return {
    cache,
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      listeners.delete(onWrite);
      caches.delete(db);
      await unlisten?.().catch(() => undefined);
    },
  };
}
