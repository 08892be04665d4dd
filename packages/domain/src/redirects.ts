/**
 * Redirects of the legacy paths to a newer extranet app (SPEC 2, issue 2: NEW_EXTRANET_URL and APP_HOST).
 */

/** Paths (normalised, no trailing slash) that move to the newer extranet app when it is configured. */
export const LEGACY_REDIRECT_PATHS: readonly string[] = [
  '/v3/app/home',
  '/login',
  '/v3/app/login',
  '/register',
  '/forgot-password',
  '/forgot-password/verify',
  '/forgot-password/change',
  '/v3/registration/property-category',
  '/v3/analytics/competitive-set',
  '/v3/analytics/average-daily-rate',
  '/v3/promotions-and-campaigns/promo-list',
  '/v3/promotions-and-campaigns/campaign-list',
  '/v3/change-hotel',
];

export interface LegacyRedirectInput {
  /** Request path, e.g. '/login' (a query or trailing slash on it is ignored). */
  readonly pathname: string;
  /** Raw query string with or without the leading '?', e.g. '?ref=%2Fv3%2Fapp%2Fhome&x=1'. */
  readonly search: string;
  /** NEW_EXTRANET_URL; unset or empty = no redirects. */
  readonly newExtranetUrl: string | null | undefined;
  /** APP_HOST: host (optionally with scheme/port) of this app, e.g. 'extranet.example.com'. */
  readonly appHost: string | null | undefined;
  /** Host the request came from (the Referer's host); used for a relative `ref`. */
  readonly refHost?: string | null;
}

/**
 * Host[:port] in lower case from 'host', 'host:port' or a URL (default ports 80/443 of http/https dropped, as
 * URL#host does); null when it cannot be read. Written without the URL global so the package needs no DOM or
 * Node typings.
 */
export function hostOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  const rest = scheme ? text.slice(scheme[0].length) : text;
  const authority = (rest.split(/[/?#]/)[0] ?? '').replace(/^.*@/, '').toLowerCase();
  const m = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/.exec(authority);
  if (!m || m[1] === '') return null;
  const port = m[2];
  const protocol = scheme?.[1]?.toLowerCase();
  const defaultPort = (protocol === 'http' && port === '80') || (protocol === 'https' && port === '443');
  return port && !defaultPort ? `${m[1]}:${port}` : (m[1] ?? null);
}

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Query pairs in order; a pair that cannot be decoded is kept raw (`raw: true`). */
function parseQuery(search: string): Array<{ key: string; value: string; raw: string }> {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return [];
  return text
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawKey = eq === -1 ? part : part.slice(0, eq);
      const rawValue = eq === -1 ? '' : part.slice(eq + 1);
      return { key: decodeComponent(rawKey) ?? rawKey, value: decodeComponent(rawValue) ?? '', raw: part };
    });
}

/**
 * Host a `ref` value came from: an absolute http(s) URL's host; for a same-site path ('/v3/...', not '//')
 * the request's refHost; otherwise null.
 */
function refOrigin(ref: string, refHost: string | null | undefined): string | null {
  if (/^https?:\/\//i.test(ref)) return hostOf(ref);
  if (ref.startsWith('/') && !ref.startsWith('//')) return hostOf(refHost);
  return null;
}

/**
 * Target of a legacy redirect, or null when there is none:
 * - only when `newExtranetUrl` is set and the path is one of LEGACY_REDIRECT_PATHS;
 * - target = newExtranetUrl (without trailing slash) + the same path + the query;
 * - every query parameter is kept as is (same order, same encoding), except `ref`: it is kept, re-encoded with
 *   encodeURIComponent, only when it came from the app host (an absolute http(s) URL on APP_HOST, or a path
 *   starting with a single '/' while refHost is APP_HOST); otherwise it is dropped.
 */
export function legacyRedirectTarget(input: LegacyRedirectInput): string | null {
  const base = input.newExtranetUrl?.trim().replace(/\/+$/, '');
  if (!base) return null;
  let path = input.pathname.split(/[?#]/)[0] ?? '';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!LEGACY_REDIRECT_PATHS.includes(path)) return null;

  const appHost = hostOf(input.appHost);
  const kept: string[] = [];
  for (const { key, value, raw } of parseQuery(input.search)) {
    if (key === 'ref') {
      if (!appHost || value === '' || refOrigin(value, input.refHost) !== appHost) continue;
      kept.push(`ref=${encodeURIComponent(value)}`);
    } else {
      kept.push(raw);
    }
  }
  const qs = kept.join('&');
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}
