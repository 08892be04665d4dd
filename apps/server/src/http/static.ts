import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostOf, legacyRedirectTarget, matchRoute } from '@extranet/domain';
import type { Config } from '../config.js';
import { errorMessage } from './errors.js';
import { requestLanguage } from './lang.js';
import { cspNonce, pageContentSecurityPolicy } from './security-headers.js';

/** Auth screens served without the /v3 prefix (SPEC 2). */
export const AUTH_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/forgot-password/verify',
  '/forgot-password/change',
];

/** Precompressed twins of build files (brotli, gzip). */
const COMPRESSED_TWIN = /\.(br|gz)$/;

interface CachedIndex {
  mtimeMs: number;
  html: string;
}

/**
 * Serves the built extranet (apps/extranet/dist, Vite base /v3/): files as they are, or their precompressed
 * `.br`/`.gz` twin by Accept-Encoding (hashed assets cached for a year), every other GET under /v3 gets index.html: 200 for a path the app's route table knows
 * (@extranet/domain matchRoute), 404 otherwise (the app renders its not-found page). Legacy paths redirect
 * to NEW_EXTRANET_URL when it is set. Without a build, a plain explanation (503), never a crash.
 */
export async function registerStaticApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.staticDir;
  const indexFile = path.join(root, 'index.html');
  let cached: CachedIndex | null = null;

  // preCompressed: a file's `.br` / `.gz` twin written by the app's build (apps/extranet/vite.config.ts) is
  // sent instead when the request's Accept-Encoding takes it, with the original's content type.
  // cacheControl off here, not only per sendFile: @fastify/static forgets sendFile's options when it falls back
  // from a missing twin to the file itself, and page sets the header.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
  });

  async function indexHtml(): Promise<string | null> {
    try {
      const info = await stat(indexFile);
      if (cached && cached.mtimeMs === info.mtimeMs) return cached.html;
      const html = await readFile(indexFile, 'utf8');
      cached = { mtimeMs: info.mtimeMs, html };
      return html;
    } catch {
      return null;
    }
  }

  /** A real file of the build under /v3 (no dot-files, no escaping the root). */
  async function buildFile(urlPath: string): Promise<string | null> {
    if (!urlPath.startsWith('/v3/')) return null;
    let rel: string;
    try {
      rel = decodeURIComponent(urlPath.slice('/v3/'.length));
    } catch {
      return null;
    }
    if (rel === '' || rel.includes('\0') || rel.split('/').some((s) => s.startsWith('.'))) return null;
    // The compressed twins are sent by Accept-Encoding (see page), never by their own name.
    if (COMPRESSED_TWIN.test(rel)) return null;
    const full = path.resolve(root, rel);
    if (!full.startsWith(root + path.sep)) return null;
    try {
      return (await stat(full)).isFile() ? path.relative(root, full) : null;
    } catch {
      return null;
    }
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s);
    const target = legacyRedirectTarget({
      pathname,
      search,
      newExtranetUrl: config.newExtranetUrl,
      appHost: config.appHost,
      refHost: hostOf(request.headers.referer),
    });
    if (target) return reply.redirect(target, 302);

    const file = await buildFile(pathname);
    if (file) {
      const immutable = file.startsWith(`assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The body depends on Accept-Encoding (a compressed twin may exist): caches must key on it.
      reply.header('vary', 'accept-encoding');
      return reply.sendFile(file, { cacheControl: false });
    }
    if (pathname.startsWith('/v3/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const html = await indexHtml();
    if (html === null) {
      const lang = requestLanguage(request);
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(errorMessage(lang, 'APP_NOT_BUILT'));
    }
    const known = AUTH_PAGES.includes(pathname.replace(/(.)\/$/, '$1')) || matchRoute(pathname) !== null;
    // Each page its own nonce for the style elements the app adds at run time (see security-headers.ts).
    const nonce = cspNonce();
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', pageContentSecurityPolicy(nonce))
      .send(html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`));
  }

  app.get('/', (_request, reply) => reply.redirect('/v3/', 302));
  app.get('/v3', page);
  app.get('/v3/*', page);
  for (const p of AUTH_PAGES) app.get(p, page);
}
