import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** SPEC 9: a screen's code that has not arrived after this long raises a load error (the crash screen). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a screen took longer than ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof Error
            ? new ChunkLoadError(error.message, { cause: error })
            : new ChunkLoadError(String(error)),
        );
      },
    );
  });
}

/** A lazily loaded screen: the named export `name` of the module `load` imports. */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const mod = await withTimeout(load(), CHUNK_TIMEOUT_MS);
    return { default: mod[name] as ComponentType };
  });
}
