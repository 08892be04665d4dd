/**
 * Cross-site request refusal (CSRF): a browser sends the session cookies with a request another site starts
 * (a form, an image, a fetch without CORS), so a cookie-authenticated change must prove it comes from this
 * server's own pages. SameSite=Lax cookies alone do not: a page of the same site (another subdomain) still
 * gets them sent, and a top-level form POST of old browsers too.
 *
 * A request that changes something (POST, PUT, PATCH, DELETE; GraphQL is POST) and carries a session cookie is
 * refused with 403 CROSS_SITE_REQUEST unless
 * - `Sec-Fetch-Site` is `same-origin` (the app's own fetch) or `none` (typed by the user), or
 * - `Origin` is the server's own origin (scheme, host and port of the request; behind TRUST_PROXY the
 *   proxy's X-Forwarded-Proto/Host).
 * Clients without cookies (the marketplace with its API key, `Authorization: Bearer` callers) cannot be made
 * to send a request by another site, and are not affected.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The cookies that authenticate (modules/auth/cookies.ts); lang and currency are preferences. */
const SESSION_COOKIE = /(?:^|;)\s*(?:access_token|refresh_token)=[^;\s]/;
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

export const crossSiteRefused = () => new AppError(403, 'CROSS_SITE_REQUEST');

/** True when a request carries a session cookie. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && SESSION_COOKIE.test(cookie);
}

/** The server's own origin as the client addressed it (`http://127.0.0.1:3000`). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

/** True when the browser says the request comes from this server's own pages (see the file comment). */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && SAME_ORIGIN_FETCH_SITES.has(site.toLowerCase())) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin.toLowerCase() === ownOrigin(request);
}

/** The hook: before anything else of the request (no session read, no body parsed). */
export function refuseCrossSite(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
) {
  if (!UNSAFE_METHODS.has(request.method) || !hasSessionCookie(request) || isSameOriginRequest(request)) {
    return done();
  }
  done(crossSiteRefused());
}

/** The body types a page of another origin can send without asking first (CORS-safelisted). */
const SIMPLE_BODY_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * A route hook for operations that take no body: a request sending one of the body types a page of another
 * origin can send without asking first (`text/plain`, a form) is refused (415), so a bodiless POST such as
 * copy surcharge, undo a bulk update, sync a calendar or rotate an export link cannot be started by a form or
 * a simple fetch elsewhere. A JSON body (an API client's habit) is still ignored as before.
 */
export async function refuseUndeclaredBody(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== undefined && SIMPLE_BODY_TYPES.has(type) && UNSAFE_METHODS.has(request.method)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

/** Registers the cross-site refusal for every route (contract operations, GraphQL, module routes). */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', refuseCrossSite);
}
