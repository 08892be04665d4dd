#!/usr/bin/env node
// Size of what a first visit of /v3/ downloads (issue 9), one JSON line:
//   app.initialJs  the JavaScript apps/extranet/dist/index.html loads eagerly (its module script and every
//                  modulepreload), as the server sends it: gzip and brotli are the precompressed twins the build
//                  writes beside each asset (target: gzip <= 170 KB); raw is uncompressed. `compressed` counts
//                  the assets that have both twins.
// Builds the app first when apps/extranet/dist is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'apps/extranet/dist');
const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  const build = spawnSync('pnpm', ['--filter', '@extranet/app', 'run', 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) {
    console.error('app-size: the app build failed');
    process.exit(1);
  }
}

const html = readFileSync(indexFile, 'utf8');
const urls = new Set();
for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(m[1]);
for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) urls.add(m[1]);

const kb = (n) => Math.round((n / 1024) * 10) / 10;
let raw = 0;
let gzip = 0;
let brotli = 0;
let compressed = 0;
const files = [];
for (const url of urls) {
  const file = path.join(dist, url.replace(/^\/v3\//, ''));
  const size = statSync(file).size;
  const gz = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
  const br = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gz;
  if (existsSync(`${file}.gz`) && existsSync(`${file}.br`)) compressed++;
  raw += size;
  gzip += gz;
  brotli += br;
  files.push({ file: path.basename(file), gzip_kb: kb(gz) });
}
console.log(
  JSON.stringify({
    name: 'app.initialJs',
    unit: 'KB',
    gzip_kb: kb(gzip),
    brotli_kb: kb(brotli),
    raw_kb: kb(raw),
    target_gzip_kb: 170,
    files: files.length,
    compressed,
    chunks: files.sort((a, b) => b.gzip_kb - a.gzip_kb),
  }),
);
