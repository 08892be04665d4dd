import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReadOnlySql, KEEPS_READ_CACHE, keepsReadCache, ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a stored value until its time to live passes', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('clear() drops every entry, and a read in flight during a clear is not stored', async () => {
    const cache = new ReadCache(60_000);
    expect(await cache.get('a', async () => 'old')).toBe('old');
    cache.clear();
    expect(cache.size).toBe(0);
    let finish!: (v: string) => void;
    const inFlight = cache.get('b', () => new Promise<string>((r) => (finish = r)));
    cache.clear(); // a write finished while the read was running: its result may predate the write
    finish('read before the write');
    expect(await inFlight).toBe('read before the write');
    expect(await cache.get('b', async () => 'fresh')).toBe('fresh');
  });

  it('stores only what keep() accepts, nothing when inactive, and freezes what it stores', async () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const keepPositive = (v: { ok: boolean }) => v.ok;
    await cache.get('no', async () => ({ ok: false, n: ++n }), keepPositive);
    expect((await cache.get('no', async () => ({ ok: false, n: ++n }), keepPositive)).n).toBe(2);
    const stored = await cache.get('yes', async () => ({ ok: true, list: [1, 2] }), keepPositive);
    expect(Object.isFrozen(stored) && Object.isFrozen(stored.list)).toBe(true);
    cache.active = false;
    expect(await cache.get('off', async () => 1)).toBe(1);
    expect(await cache.get('off', async () => 2)).toBe(2);
  });

  it('peek() answers a live entry at once, and nothing once cleared, expired or inactive', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(1000);
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'v');
    expect(cache.peek('k')).toBe('v');
    cache.active = false;
    expect(cache.peek('k')).toBeUndefined();
    cache.active = true;
    vi.advanceTimersByTime(1000);
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'w');
    cache.clear();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache(60_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });
});

describe('isReadOnlySql', () => {
  it.each([
    ['SELECT 1', true],
    ['  select * from rooms', true],
    ['SELECT pg_notify($1, $2)', false],
    ["SELECT nextval('s')", false],
    ['INSERT INTO x VALUES (1)', false],
    ['WITH d AS (DELETE FROM x RETURNING *) SELECT * FROM d', false],
    ['UPDATE refresh_families SET revoked_at = now()', false],
  ])('%s -> %s', (sql, expected) => {
    expect(isReadOnlySql(sql)).toBe(expected);
  });
});

describe('keepsReadCache', () => {
  it.each([
    ['SELECT 1', true],
    [`${KEEPS_READ_CACHE}WITH taken AS (UPDATE room_inventory SET sold = sold + 1) SELECT 1`, true],
    ['INSERT INTO deals VALUES (1)', false],
    // The mark counts only at the start of the statement.
    [`UPDATE rooms SET name = 'x' ${KEEPS_READ_CACHE}`, false],
  ])('%s -> %s', (sql, expected) => {
    expect(keepsReadCache(sql)).toBe(expected);
  });
});
