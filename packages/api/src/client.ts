import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';
import type { ContextGetter } from './context.js';
import { errorFromBody, readJsonSafely } from './errors.js';
import { Transport, type FetchLike } from './transport.js';
import {
  createGraphqlOperations,
  createGraphqlRequest,
  type GraphqlOperations,
  type GraphqlRequest,
} from './graphql.js';
import { reportCrash, type CrashReport } from './crash.js';

/** Paths with this prefix go to `gatewayBaseUrl` (SPEC 7). */
export const GATEWAY_PREFIX = '/tix-api-gateway-dashboard-hotel';
export const LOGIN_PATH = '/api/v1/auth/login';
export const GRAPHQL_PATH = '/graphql';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API. Default: the page's origin. */
  baseUrl?: string;
  /** Where paths starting with `/tix-api-gateway-dashboard-hotel` go. Default: baseUrl. */
  gatewayBaseUrl?: string;
  /** Read before every request (and again before its retry) for the SPEC 7 headers. */
  getContext?: ContextGetter;
  /**
   * The refresh failed: the session is over. The app shows the session-expired message and goes to /login.
   * Called once per failed refresh, however many requests were waiting for it.
   */
  onSessionExpired?: () => void;
  /**
   * A refresh succeeded. The new tokens are also set as cookies by the server; an app that sends a Bearer
   * token through `getContext` must store the new access token here (the retry reads the context again).
   */
  onTokenRefreshed?: (tokens: RefreshedTokens) => void;
  /** Per request; default 30 000 ms (SPEC 9). */
  timeoutMs?: number;
  /** Default: `globalThis.fetch`, looked up at call time. */
  fetch?: FetchLike;
  /** Paths (without query) that never trigger a refresh. Default: the login call. */
  noRefreshPaths?: readonly string[];
}

export interface ApiClient extends Client<paths>, GraphqlOperations {
  /** The base URL in use (no trailing slash). */
  readonly baseUrl: string;
  /** Any GraphQL operation through the same headers, timeout and refresh logic. */
  graphqlRequest: GraphqlRequest;
  /** Renews the session now, joining a refresh already in flight. Resolves false when it failed. */
  refreshSession(): Promise<boolean>;
  /** POST /v3/crashlytics, 60 s timeout, never throws. */
  reportCrash(report: CrashReport): Promise<boolean>;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function defaultOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : '';
}

/** The request's path and query relative to `baseUrl`. */
function pathOf(url: string, baseUrl: string): string {
  if (baseUrl !== '' && url.startsWith(baseUrl)) return url.slice(baseUrl.length) || '/';
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * The typed client of `openapi/`: `GET/POST/PUT/PATCH/DELETE` from openapi-fetch, resolving `{ data, response }`
 * on 2xx and rejecting with an `ApiError` otherwise; plus the GraphQL operations and the crash reporter.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = trimSlash(options.baseUrl ?? defaultOrigin());
  const gatewayBaseUrl = options.gatewayBaseUrl === undefined ? undefined : trimSlash(options.gatewayBaseUrl);
  const noRefreshPaths = new Set(options.noRefreshPaths ?? [LOGIN_PATH]);
  const transport = new Transport({
    fetch: options.fetch,
    getContext: options.getContext,
    timeoutMs: options.timeoutMs,
    onSessionExpired: options.onSessionExpired,
  });

  const restFetch: FetchLike = async (request) => {
    const path = pathOf(request.url, baseUrl);
    const url =
      gatewayBaseUrl !== undefined && path.startsWith(GATEWAY_PREFIX)
        ? `${gatewayBaseUrl}${path}`
        : request.url;
    const pathname = path.split('?')[0] ?? path;
    const method = request.method.toUpperCase();
    let body: ArrayBuffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const buffer = await request.arrayBuffer();
      if (buffer.byteLength > 0) body = buffer;
    }
    const { response, requestId } = await transport.send(
      { url, method, headers: request.headers, body, signal: request.signal },
      { kind: 'rest', skipRefresh: noRefreshPaths.has(pathname) },
    );
    if (!response.ok) {
      throw errorFromBody(response.status, response.statusText, await readJsonSafely(response), requestId);
    }
    return response;
  };

  const rest = createClient<paths>({ baseUrl, fetch: restFetch });
  const graphqlRequest = createGraphqlRequest(transport, `${baseUrl}${GRAPHQL_PATH}`);
  const operations = createGraphqlOperations(graphqlRequest);

  transport.setRefresher(async () => {
    const result = await operations.refreshToken();
    if (result.code !== 'SUCCESS' || !result.data) return false;
    options.onTokenRefreshed?.(result.data);
    return true;
  });

  return {
    ...rest,
    ...operations,
    baseUrl,
    graphqlRequest,
    refreshSession: () => transport.refreshSession(),
    reportCrash: (report) =>
      reportCrash(report, {
        baseUrl,
        fetch: options.fetch,
        getContext: options.getContext,
      }),
  };
}

type Data<T> = [T] extends [never] ? undefined : T;

/**
 * `await unwrap(api.GET('/path'))` gives the response body. The client already rejects non-2xx with an
 * ApiError; this narrows the openapi-fetch result type to its data.
 */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  result: R | Promise<R>,
): Promise<Data<Exclude<R['data'], undefined>>> {
  const settled = await result;
  if (!settled.response.ok) {
    throw errorFromBody(
      settled.response.status,
      settled.response.statusText,
      settled.error,
      settled.response.headers.get('x-request-id') ?? '',
    );
  }
  return settled.data as Data<Exclude<R['data'], undefined>>;
}
