// Builds the static Storybook, serves it on a free local port and runs @storybook/test-runner against it
// (interaction tests + axe on every story), then opens every MDX docs page in Chromium and runs axe on it
// (scripts/check-docs-pages.mjs). Fails when either fails, so a failing story or docs page fails CI.
// `--skip-build` reuses an existing build; `--docs-only` / `--stories-only` run one half.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocsPages } from './check-docs-pages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');
const skipBuild = process.argv.includes('--skip-build');
const docsOnly = process.argv.includes('--docs-only');
const storiesOnly = process.argv.includes('--stories-only');

function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function serve(dir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!path.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

if (!skipBuild || !existsSync(staticDir)) {
  const code = await run('pnpm', ['exec', 'storybook', 'build', '-o', 'storybook-static', '--quiet']);
  if (code !== 0) process.exit(code);
}

const server = await serve(staticDir);
const { port } = server.address();
const OWN_FLAGS = new Set(['--skip-build', '--docs-only', '--stories-only']);
const extra = process.argv.slice(2).filter((a) => !OWN_FLAGS.has(a));
const url = `http://127.0.0.1:${port}/`;
const storiesCode = docsOnly
  ? 0
  : await run('pnpm', ['exec', 'test-storybook', '--url', url, '--maxWorkers=2', '--ci', ...extra]);
const docsFailures = storiesOnly ? 0 : await checkDocsPages(url);
server.close();
process.exit(storiesCode !== 0 ? storiesCode : docsFailures > 0 ? 1 : 0);
