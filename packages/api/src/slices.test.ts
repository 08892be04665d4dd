import { describe, expect, it, vi } from 'vitest';
import { createSliceStore, isFailed, isLoaded, slice, type RequestSlice } from './slices.js';

type State = {
  hotels: RequestSlice<string[], Error>;
  rooms: RequestSlice<number, Error>;
  menus: RequestSlice<string, Error>;
};

describe('request slices', () => {
  it('go idle -> loading -> loaded with data', async () => {
    const store = createSliceStore<State>(['hotels', 'rooms', 'menus']);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().hotels.status));
    expect(store.getSnapshot().hotels).toEqual({ status: 'idle' });
    const done = store.track('hotels', async () => ['Hotel Demo Jakarta']);
    expect(store.getSnapshot().hotels).toEqual({ status: 'loading' });
    await expect(done).resolves.toEqual({ status: 'loaded', ok: true, data: ['Hotel Demo Jakarta'] });
    expect(isLoaded(store.getSnapshot().hotels)).toBe(true);
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('go loading -> loaded with error', async () => {
    const store = createSliceStore<State>(['hotels', 'rooms', 'menus']);
    const failure = new Error('down');
    await store.track('rooms', () => Promise.reject(failure));
    const rooms = store.getSnapshot().rooms;
    expect(isFailed(rooms)).toBe(true);
    expect(rooms).toEqual({ status: 'loaded', ok: false, error: failure });
  });

  it('resets several at once (or all), notifying once', async () => {
    const store = createSliceStore<State>(['hotels', 'rooms', 'menus']);
    store.set('hotels', slice.data(['a']));
    store.set('rooms', slice.data(3));
    store.set('menus', slice.data('m'));
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset('hotels', 'rooms');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().hotels.status).toBe('idle');
    expect(store.getSnapshot().rooms.status).toBe('idle');
    expect(store.getSnapshot().menus).toEqual({ status: 'loaded', ok: true, data: 'm' });
    store.reset();
    expect(store.getSnapshot().menus.status).toBe('idle');
  });

  it('a stale load does not overwrite a newer one or a reset', async () => {
    const store = createSliceStore<State>(['hotels', 'rooms', 'menus']);
    let resolveFirst: (v: number) => void = () => {};
    const first = store.track('rooms', () => new Promise<number>((r) => (resolveFirst = r)));
    await store.track('rooms', async () => 2);
    resolveFirst(1);
    await first;
    expect(store.getSnapshot().rooms).toEqual({ status: 'loaded', ok: true, data: 2 });

    let resolveThird: (v: number) => void = () => {};
    const third = store.track('rooms', () => new Promise<number>((r) => (resolveThird = r)));
    store.reset('rooms');
    resolveThird(3);
    await third;
    expect(store.getSnapshot().rooms.status).toBe('idle');
  });

  it('snapshots are immutable between changes (safe for useSyncExternalStore)', () => {
    const store = createSliceStore<State>(['hotels', 'rooms', 'menus']);
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    store.set('menus', slice.loading());
    expect(store.getSnapshot()).not.toBe(a);
    expect(a.menus.status).toBe('idle');
  });
});
