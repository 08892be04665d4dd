import { ApiError, CLIENT_ERROR_CODES, readJsonSafely } from './errors.js';
import {
  applyGraphqlHeaders,
  applyRestHeaders,
  newRequestId,
  type ContextGetter,
  type RequestContext,
} from './context.js';

export type FetchLike = (request: Request) => Promise<Response>;

/** Error codes that mean "the access token is missing or expired" (HTTP 401 body or GraphQL extensions). */
export const AUTH_FAILURE_CODES: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED']);

export const DEFAULT_TIMEOUT_MS = 30_000;

/** A request whose body is already buffered, so it can be sent again after a refresh. */
export interface PreparedRequest {
  url: string;
  method: string;
  headers: Headers;
  body?: BodyInit | undefined;
  signal?: AbortSignal | null | undefined;
}

export interface SendOptions {
  /** `rest` sets the x-* headers and Authorization; `graphql` adds lang, channelId and token. */
  kind: 'rest' | 'graphql';
  /** Never refresh for this call (the refresh call itself, login, crash reports). */
  skipRefresh?: boolean;
  timeoutMs?: number;
}

export interface SentResponse {
  /** The response with its body buffered (the timeout covered the whole exchange). */
  response: Response;
  /** The x-request-id of the response, else the one that was sent. */
  requestId: string;
}

export interface TransportOptions {
  fetch?: FetchLike | undefined;
  getContext?: ContextGetter | undefined;
  timeoutMs?: number | undefined;
  /** Called once per failed refresh. */
  onSessionExpired?: (() => void) | undefined;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the (buffered) response says the session's access token was not accepted. */
export async function isAuthFailure(response: Response, kind: SendOptions['kind']): Promise<boolean> {
  // REST bodies are only read on 401; GraphQL reports auth failures inside a 200 as well.
  if (response.status !== 401 && (kind === 'rest' || response.status >= 500)) return false;
  const body = await readJsonSafely(response);
  if (!isRecord(body)) return false;
  if (response.status === 401 && typeof body.code === 'string' && AUTH_FAILURE_CODES.has(body.code)) {
    return true;
  }
  if (Array.isArray(body.errors)) {
    return body.errors.some(
      (e) =>
        isRecord(e) &&
        isRecord(e.extensions) &&
        typeof e.extensions.code === 'string' &&
        AUTH_FAILURE_CODES.has(e.extensions.code),
    );
  }
  return false;
}

/**
 * Sends requests with the SPEC 7 headers, a timeout and cookies, and owns the single-flight token refresh:
 * however many requests fail with an auth error at once, one refresh runs and all of them wait for it.
 */
export class Transport {
  private readonly fetchImpl: FetchLike;
  private readonly getContext: ContextGetter;
  private readonly timeoutMs: number;
  private readonly onSessionExpired: (() => void) | undefined;
  private refresher: (() => Promise<boolean>) | undefined;
  private refreshing: Promise<boolean> | null = null;
  /** Bumped whenever a refresh finishes, so a request knows whether one finished while it was in flight. */
  private epoch = 0;
  private lastRefreshOk = true;

  constructor(options: TransportOptions) {
    this.fetchImpl = options.fetch ?? ((request) => globalThis.fetch(request));
    this.getContext = options.getContext ?? (() => ({}));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.onSessionExpired = options.onSessionExpired;
  }

  /** The function that renews the session; resolves true on success. Set once by the client. */
  setRefresher(refresher: () => Promise<boolean>): void {
    this.refresher = refresher;
  }

  context(): RequestContext {
    return this.getContext();
  }

  /**
   * Runs the refresh unless one is already running (then joins it). Resolves true when the session was renewed.
   * A failed refresh calls onSessionExpired once.
   */
  refreshSession(): Promise<boolean> {
    if (this.refreshing) return this.refreshing;
    const run = async (): Promise<boolean> => {
      // Let the assignment below happen first even if the refresher fails synchronously.
      await Promise.resolve();
      let ok = false;
      try {
        ok = this.refresher ? await this.refresher() : false;
      } catch {
        ok = false;
      }
      this.epoch += 1;
      this.lastRefreshOk = ok;
      this.refreshing = null;
      if (!ok) this.onSessionExpired?.();
      return ok;
    };
    this.refreshing = run();
    return this.refreshing;
  }

  /**
   * Sends once; on an auth failure refreshes (single flight) and sends once more. A failed refresh rejects with
   * SESSION_EXPIRED and does not retry. Network failure, timeout and abort reject with their ApiError; any
   * HTTP status resolves (the caller turns non-2xx into an ApiError).
   */
  async send(request: PreparedRequest, options: SendOptions): Promise<SentResponse> {
    const epochAtSend = this.epoch;
    const first = await this.attempt(request, options);
    if (options.skipRefresh || !(await isAuthFailure(first.response, options.kind))) return first;

    let renewed: boolean;
    if (this.refreshing) {
      renewed = await this.refreshing;
    } else if (this.epoch !== epochAtSend) {
      // A refresh finished while this request was in flight: reuse its outcome instead of refreshing again.
      renewed = this.lastRefreshOk;
    } else {
      renewed = await this.refreshSession();
    }
    if (!renewed) {
      throw new ApiError({
        status: 401,
        code: CLIENT_ERROR_CODES.SESSION_EXPIRED,
        message: 'Session expired',
        requestId: first.requestId,
      });
    }
    // Exactly one retry: whatever it answers goes back to the caller, even another 401.
    return this.attempt(request, options);
  }

  private async attempt(request: PreparedRequest, options: SendOptions): Promise<SentResponse> {
    const sentId = newRequestId();
    const context = this.getContext();
    const token = context.token ?? null;
    const headers = new Headers(request.headers);
    applyRestHeaders(headers, context, token, sentId);
    if (options.kind === 'graphql') applyGraphqlHeaders(headers, context, token, sentId);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? this.timeoutMs);
    const callerSignal = request.signal ?? undefined;
    const forwardAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort);

    try {
      const response = await this.fetchImpl(
        new Request(request.url, {
          method: request.method,
          headers,
          body: request.body ?? null,
          credentials: 'include',
          signal: controller.signal,
        }),
      );
      // Buffer the body inside the timeout window, so a stalled body also ends in TIMEOUT.
      const buffer = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      const buffered = new Response(buffer, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      return { response: buffered, requestId: response.headers.get('x-request-id') ?? sentId };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) {
        throw new ApiError({
          status: 0,
          code: CLIENT_ERROR_CODES.TIMEOUT,
          message: `Request timed out after ${options.timeoutMs ?? this.timeoutMs} ms`,
          requestId: sentId,
          cause: error,
        });
      }
      if (callerSignal?.aborted) {
        throw new ApiError({
          status: 0,
          code: CLIENT_ERROR_CODES.ABORTED,
          message: 'Request aborted',
          requestId: sentId,
          cause: error,
        });
      }
      throw new ApiError({
        status: 0,
        code: CLIENT_ERROR_CODES.NETWORK,
        message: error instanceof Error ? error.message : 'Network error',
        requestId: sentId,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }
}
