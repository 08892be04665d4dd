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

/** Host[:port] in lower case from 'host', 'host:port' or a URL; null when it cannot be read. */
export function hostOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (text === '') return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.host.toLowerCase() || null;
  } catch {
    return null;
  }
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
 * - every query parameter is kept as is, except `ref`: it is kept (URL-encoded) only when it came from the
 *   app host (an absolute URL on APP_HOST, or a relative path while refHost is APP_HOST); otherwise dropped.
 */
export function legacyRedirectTarget(input: LegacyRedirectInput): string | null {
  const base = input.newExtranetUrl?.trim().replace(/\/+$/, '');
  if (!base) return null;
  let path = input.pathname.split(/[?#]/)[0] ?? '';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!LEGACY_REDIRECT_PATHS.includes(path)) return null;

  const query = new URLSearchParams(input.search.startsWith('?') ? input.search.slice(1) : input.search);
  const appHost = hostOf(input.appHost);
  const out = new URLSearchParams();
  for (const [key, value] of query) {
    if (key === 'ref') {
      const origin = refOrigin(value, input.refHost);
      if (!appHost || origin !== appHost) continue;
    }
    out.append(key, value);
  }
  const qs = out.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}
