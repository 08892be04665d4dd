import { vi } from 'vitest';

export interface Recorded {
  request: Request;
  url: URL;
  body: string;
}

export type Handler = (call: Recorded, index: number) => Response | Promise<Response>;

/** A fetch stand-in for the client's own tests: records every request and answers through `handler`. */
export function mockFetch(handler: Handler) {
  const calls: Recorded[] = [];
  const fn = vi.fn(async (request: Request) => {
    const body = request.body ? await request.clone().text() : '';
    const recorded: Recorded = { request, url: new URL(request.url), body };
    calls.push(recorded);
    return handler(recorded, calls.length - 1);
  });
  return { fetch: fn, calls };
}

export function json(
  status: number,
  body: unknown,
  init: { statusText?: string; headers?: Record<string, string> } = {},
) {
  return new Response(JSON.stringify(body), {
    status,
    statusText: init.statusText ?? '',
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** A fetch that never answers, but rejects like a browser does when its signal aborts. */
export function hangingFetch() {
  return vi.fn(
    (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

/** Lets queued microtasks and immediately-resolving promises settle. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}
