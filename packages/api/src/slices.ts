/**
 * Request slices (SPEC 4): idle, loading, loaded with data, or loaded with error; several can be reset.
 * Framework-free: `createSliceStore` has `getSnapshot`/`subscribe` for React's useSyncExternalStore.
 */

export type RequestSlice<T, E = unknown> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly ok: true; readonly data: T }
  | { readonly status: 'loaded'; readonly ok: false; readonly error: E };

const IDLE = Object.freeze({ status: 'idle' as const });
const LOADING = Object.freeze({ status: 'loading' as const });

export const slice = {
  idle: <T = never, E = never>(): RequestSlice<T, E> => IDLE,
  loading: <T = never, E = never>(): RequestSlice<T, E> => LOADING,
  data: <T, E = never>(data: T): RequestSlice<T, E> => ({ status: 'loaded', ok: true, data }),
  error: <E, T = never>(error: E): RequestSlice<T, E> => ({ status: 'loaded', ok: false, error }),
};

export function isLoaded<T, E>(
  value: RequestSlice<T, E>,
): value is Extract<RequestSlice<T, E>, { status: 'loaded'; ok: true }> {
  return value.status === 'loaded' && value.ok;
}

export function isFailed<T, E>(
  value: RequestSlice<T, E>,
): value is Extract<RequestSlice<T, E>, { status: 'loaded'; ok: false }> {
  return value.status === 'loaded' && !value.ok;
}

/** `{ key: RequestSlice }`: the shape of a slice store's state. */
export type SliceMap = Record<string, RequestSlice<unknown, unknown>>;

export interface SliceStore<S extends SliceMap> {
  getSnapshot(): S;
  subscribe(listener: () => void): () => void;
  set<K extends keyof S>(key: K, value: S[K]): void;
  /** Back to idle: the given keys, or all of them. */
  reset(...keys: (keyof S)[]): void;
  /**
   * Runs `load` with the slice going loading -> loaded (data or error). Resolves the slice it ended in; a load
   * superseded by a newer one for the same key (or a reset) does not overwrite it.
   */
  track<K extends keyof S>(
    key: K,
    load: () => Promise<S[K] extends RequestSlice<infer T, unknown> ? T : never>,
  ): Promise<S[K]>;
}

/** A store of named slices; every key starts idle. */
export function createSliceStore<S extends SliceMap>(keys: readonly (keyof S)[]): SliceStore<S> {
  let state = Object.fromEntries(keys.map((k) => [k, IDLE])) as unknown as S;
  const listeners = new Set<() => void>();
  const generations = new Map<keyof S, number>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const bump = (key: keyof S) => {
    const next = (generations.get(key) ?? 0) + 1;
    generations.set(key, next);
    return next;
  };
  const set = <K extends keyof S>(key: K, value: S[K]) => {
    if (state[key] === value) return;
    state = { ...state, [key]: value };
    emit();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(key, value) {
      bump(key);
      set(key, value);
    },
    reset(...resetKeys) {
      const targets = resetKeys.length > 0 ? resetKeys : (Object.keys(state) as (keyof S)[]);
      let changed = false;
      const next = { ...state };
      for (const key of targets) {
        bump(key);
        if (next[key] !== IDLE) {
          next[key] = IDLE as S[keyof S];
          changed = true;
        }
      }
      if (changed) {
        state = next;
        emit();
      }
    },
    async track(key, load) {
      const generation = bump(key);
      set(key, LOADING as S[typeof key]);
      let outcome: RequestSlice<unknown, unknown>;
      try {
        outcome = slice.data(await load());
      } catch (error) {
        outcome = slice.error(error);
      }
      if (generations.get(key) === generation) set(key, outcome as S[typeof key]);
      return state[key];
    },
  };
}
