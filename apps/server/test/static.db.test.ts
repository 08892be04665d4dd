/**
 * The built app's files with their precompressed twins (apps/extranet/vite.config.ts writes `.br` and `.gz`
 * beside each asset): the twin the request's Accept-Encoding takes, the original's content type, `Vary`, and
 * a year of caching for hashed assets.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const ASSET = '/v3/assets/app-abc123.js';

describe('static app files, precompressed', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-static-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    mkdirSync(path.join(staticDir, 'assets'));
    const js = path.join(staticDir, 'assets', 'app-abc123.js');
    writeFileSync(js, JS);
    writeFileSync(`${js}.br`, brotliCompressSync(JS));
    writeFileSync(`${js}.gz`, gzipSync(JS));
    // Only a gzip twin: a brotli client gets gzip.
    writeFileSync(path.join(staticDir, 'assets', 'only-gz-1.css'), 'a{color:red}');
    writeFileSync(path.join(staticDir, 'assets', 'only-gz-1.css.gz'), gzipSync('a{color:red}'));
    // No twin at all (too small to be worth it).
    writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli when accepted, with the original content type, Vary and a year of caching', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
    expect(res.rawPayload.length).toBeLessThan(JS.length / 10);
  });

  it('sends gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(ASSET, acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(JS);
    }
  });

  it('falls back to the twin that exists, or to the file', async () => {
    const css = await get('/v3/assets/only-gz-1.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(css.rawPayload).toString()).toBe('a{color:red}');
    const svg = await get('/v3/favicon.svg', 'br, gzip');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a twin by its own name', async () => {
    expect((await get(`${ASSET}.br`, 'br')).statusCode).toBe(404);
    expect((await get(`${ASSET}.gz`)).statusCode).toBe(404);
  });
});
