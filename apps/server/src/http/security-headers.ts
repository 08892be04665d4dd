/**
 * Security headers of every answer (pages, files, API): a Content-Security-Policy, a Permissions-Policy,
 * Strict-Transport-Security over https, and `Cache-Control: no-store` on authenticated API answers.
 *
 * Written here rather than with @fastify/helmet: the headers are a few constant strings set by one hook (hot
 * requests pay nothing more), HSTS is sent only when the request came over https (helmet sends it always,
 * which the plain-http embedded default must not), and the pages' policy carries a per-page nonce.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from './cross-site.js';

/**
 * The app's policy: scripts, styles, fonts and connections only from the server itself; no plugins, no
 * framing (clickjacking), forms post only here. `nonce` lets the style elements the app adds at run time (a
 * dialog's scroll lock, react-remove-scroll) through: shared/csp-nonce.ts gives it to them.
 *
 * Frames: only `blob:` documents, i.e. object URLs the app itself made of what it read from this server (the
 * details PDF shown in an <iframe> by the preview page; browsers draw a framed PDF with their own viewer,
 * which `object-src 'none'` would refuse in an <object>). Nothing of another origin or of the server's own
 * paths is framed (docs/decisions/property-details.md, "Preview PDF").
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    'frame-src blob:',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything else (JSON, files, iCal): nothing of it is ever a page that runs or frames anything. */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** Powerful browser features the extranet never uses, refused to every page (and anything it would embed). */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');
const HSTS = 'max-age=31536000; includeSubDomains';
/** Answers of these paths depend on who asks: never stored by a browser or a shared cache when someone asks. */
const API_PREFIXES = ['/api/', '/graphql', '/v3/app/api/'];

/** A fresh nonce for one page (see pageContentSecurityPolicy). */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

function isAuthenticated(request: FastifyRequest): boolean {
  if (request.session || request.headers.authorization) return true;
  return hasSessionCookie(request);
}

function isApi(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

function setHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CSP);
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  // request.protocol is https when TLS ends here, or behind TRUST_PROXY when X-Forwarded-Proto says so.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  // Authenticated, or issuing a session (sign-in, refresh): never kept by a browser or shared cache.
  if (isApi(request.url) && (isAuthenticated(request) || reply.hasHeader('set-cookie'))) {
    reply.header('cache-control', 'no-store');
  }
}

/** Registers the headers for every answer, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    setHeaders(request, reply);
    done(null, payload);
  });
}
