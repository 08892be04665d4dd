/** Downloading a feed: public addresses only, a time and size limit, its failures as the feed's error codes. */
import type { Res } from '@extranet/api/operations';
import { blockedAddressOf, guardedFetch } from './guarded-fetch.js';

const FETCH_TIMEOUT_MS = 20_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** Why a feed could not be read, as the contract's calendar shows it. */
export type SyncErrorCode = NonNullable<Res<'createCalendar'>['errorCode']>;

export interface FetchOptions {
  /** Allow links to loopback and private addresses (tests; see CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS). */
  readonly allowPrivateHosts?: boolean;
}

export class FeedError extends Error {
  override name = 'FeedError';
  constructor(
    readonly code: SyncErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** webcal(s):// is https:// (what every calendar app does). */
export function fetchableUrl(link: string): string {
  return link.trim().replace(/^webcals?:\/\//i, 'https://');
}

/** Downloads a feed: public addresses only (unless allowed), 20 s timeout, at most 5 MiB, a 2xx answer. */
export async function fetchFeed(link: string, options: FetchOptions = {}): Promise<string> {
  let response: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    response = await guardedFetch(
      fetchableUrl(link),
      {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'user-agent': 'Extranet-CalendarSync/1',
        },
      },
      options.allowPrivateHosts === true,
    );
  } catch (error) {
    const blocked = blockedAddressOf(error);
    if (blocked) throw new FeedError('BLOCKED_ADDRESS', blocked.address);
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new FeedError('TIMEOUT', `${FETCH_TIMEOUT_MS} ms`);
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new FeedError('FETCH_FAILED', cause.slice(0, 300));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError('HTTP_STATUS', String(response.status));
  }
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > MAX_FEED_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError('TOO_LARGE', String(length));
  }
  const buffer = await response.arrayBuffer();
  if (buffer.byteLength > MAX_FEED_BYTES) throw new FeedError('TOO_LARGE', String(buffer.byteLength));
  return new TextDecoder('utf-8').decode(buffer);
}
