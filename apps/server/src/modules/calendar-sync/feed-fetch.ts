/**
 * Downloading a feed: public addresses only, a time and size limit, and every way it can fail as one of the
 * feed's error codes with a short, safe detail (a host name, an HTTP status, a size), never a raw system
 * message such as `getaddrinfo ENOTFOUND …`: the screen translates the code.
 */
import type { Res } from '@extranet/api/operations';
import { blockedAddressOf, guardedFetch } from '../../http/guarded-fetch.js';

const FETCH_TIMEOUT_MS = 20_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** Why a feed could not be read, as the contract's calendar shows it. */
export type SyncErrorCode = NonNullable<Res<'createCalendar'>['errorCode']>;

export interface FetchOptions {
  /** Allow links to loopback and private addresses (tests; see CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS). */
  readonly allowPrivateHosts?: boolean;
  /** How long a fetch may take, headers and body (default 20 s; tests shorten it). */
  readonly timeoutMs?: number;
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

const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const TLS_CODE =
  /^(ERR_TLS_|ERR_SSL_|CERT_|EPROTO$|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|HOSTNAME_MISMATCH$)/;

/** The errors behind a failed fetch, outermost first (undici wraps the socket's error as `cause`). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && chain.length < 8;) {
    chain.push(e);
    e = e instanceof Error ? e.cause : undefined;
  }
  return chain;
}

const codeOf = (e: unknown): string | undefined => {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A failed connection or download as the feed's error: a code and a detail safe to show and store. */
export function feedErrorOf(error: unknown, url: string, timeoutMs = FETCH_TIMEOUT_MS): FeedError {
  if (error instanceof FeedError) return error;
  const blocked = blockedAddressOf(error);
  if (blocked) return new FeedError('BLOCKED_ADDRESS', blocked.address);
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    // not a URL: the validator refuses such links, the detail stays empty
  }
  const chain = chainOf(error);
  const names = chain.map((e) => (e instanceof Error ? e.name : ''));
  const codes = chain.map(codeOf).filter((c): c is string => c !== undefined);
  if (
    names.includes('TimeoutError') ||
    names.includes('AbortError') ||
    codes.some((c) => TIMEOUT_CODES.has(c))
  )
    return new FeedError('TIMEOUT', `${timeoutMs} ms`);
  if (codes.some((c) => c === 'ENOTFOUND' || c === 'EAI_AGAIN' || c === 'EAI_NODATA' || c === 'EAI_NONAME'))
    return new FeedError('HOST_NOT_FOUND', host);
  if (codes.includes('ECONNREFUSED')) return new FeedError('CONNECTION_REFUSED', host);
  if (codes.some((c) => TLS_CODE.test(c))) return new FeedError('TLS_FAILED', host);
  // Anything else (reset, unreachable network, an invalid answer): the system's error code, never its message.
  const code = codes.find((c) => /^[A-Z][A-Z0-9_]{1,40}$/.test(c));
  return new FeedError('FETCH_FAILED', code ?? host);
}

/** The body, at most MAX_FEED_BYTES (read as it streams: a feed without a length is cut off there too). */
async function readLimited(response: Response | Awaited<ReturnType<typeof guardedFetch>>): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_FEED_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError('TOO_LARGE', String(declared));
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new FeedError('TOO_LARGE', `> ${MAX_FEED_BYTES}`);
    }
    parts.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(parts));
}

/** Downloads a feed: public addresses only (unless allowed), 20 s timeout, at most 5 MiB, a 2xx answer. */
export async function fetchFeed(link: string, options: FetchOptions = {}): Promise<string> {
  const url = fetchableUrl(link);
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  try {
    const response = await guardedFetch(
      url,
      {
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'user-agent': 'Extranet-CalendarSync/1',
        },
      },
      options.allowPrivateHosts === true,
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedError('HTTP_STATUS', String(response.status));
    }
    return await readLimited(response);
  } catch (error) {
    throw feedErrorOf(error, url, timeoutMs);
  }
}
