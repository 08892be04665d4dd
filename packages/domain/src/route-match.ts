/** Matching a pathname to the route table (routes.ts), building a route's path, normalising paths. */
import { ROUTES, type RouteDef } from './routes.js';

export type RouteParams = Record<string, string | undefined>;

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: RouteParams;
  /** 'en' when a public page was reached through its /v3/en variant. */
  readonly lang?: 'en';
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

function compile(path: string): Segment[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s): Segment => {
      if (!s.startsWith(':')) return { kind: 'static', value: s };
      const optional = s.endsWith('?');
      return { kind: 'param', name: s.slice(1, optional ? -1 : undefined), optional };
    });
}

const COMPILED: ReadonlyArray<{ route: RouteDef; segments: Segment[] }> = ROUTES.map((route) => ({
  route,
  segments: compile(route.path),
}));

/** Lookup of routes by id. */
export const ROUTE_BY_ID: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.id, r]));

export function routeById(id: string): RouteDef | undefined {
  return ROUTE_BY_ID.get(id);
}

function matchSegments(segments: Segment[], parts: string[], route: RouteDef): RouteParams | null {
  const params: RouteParams = {};
  let i = 0;
  for (const seg of segments) {
    const part = parts[i];
    if (seg.kind === 'static') {
      if (part !== seg.value) return null;
      i++;
      continue;
    }
    if (part === undefined) {
      if (!seg.optional) return null;
      params[seg.name] = undefined;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(part);
    } catch {
      return null;
    }
    const allowed = route.paramValues?.[seg.name];
    if (allowed && !allowed.includes(value)) return null;
    params[seg.name] = value;
    i++;
  }
  return i === parts.length ? params : null;
}

/** Rank of a match: static segments beat params, so `rate-plans/view/:id` wins over `rate-plans/:method/:id`. */
function rank(segments: Segment[]): string {
  return segments.map((s) => (s.kind === 'static' ? '2' : s.optional ? '0' : '1')).join('');
}

/** Strips query and hash and one trailing slash; null when the path is not absolute or has empty segments. */
function splitPath(pathname: string): string[] | null {
  let path = pathname.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return null;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path === '/') return [];
  const parts = path.slice(1).split('/');
  return parts.some((p) => p === '') ? null : parts;
}

function bestMatch(parts: string[], localizedOnly: boolean): { route: RouteDef; params: RouteParams } | null {
  let best: { route: RouteDef; params: RouteParams; rank: string } | null = null;
  for (const { route, segments } of COMPILED) {
    if (localizedOnly && !route.localized) continue;
    const params = matchSegments(segments, parts, route);
    if (!params) continue;
    const r = rank(segments);
    if (!best || r > best.rank) best = { route, params, rank: r };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * Finds the route of a browser path (query and hash ignored, one trailing slash allowed, `/v3/en/...`
 * variants of public pages). Null for unknown paths: the server answers them with 404.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  if (!parts) return null;
  if (parts[0] === 'v3' && parts[1] === 'en') {
    const m = bestMatch(['v3', ...parts.slice(2)], true);
    return m && { ...m, lang: 'en' };
  }
  return bestMatch(parts, false);
}

/**
 * Builds the path of a route: `routePath('ratePlanView', { id: 5 })` -> `/v3/rates-and-availability/rate-plans/view/5`.
 * Missing optional params are left out; a missing required param throws.
 */
export function routePath(id: string, params: Record<string, string | number | undefined> = {}): string {
  const route = ROUTE_BY_ID.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  const out: string[] = [];
  for (const seg of compile(route.path)) {
    if (seg.kind === 'static') {
      out.push(seg.value);
      continue;
    }
    const value = params[seg.name];
    if (value === undefined || value === '') {
      if (seg.optional) continue;
      throw new Error(`Missing param ${seg.name} for route ${id}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}

/** Path without query, hash and trailing slash (for comparisons). */
export function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] ?? '';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

export function isRegistrationPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/v3/registration' || path.startsWith('/v3/registration/');
}
