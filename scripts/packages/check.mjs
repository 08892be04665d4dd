#!/usr/bin/env node
// The five published packages as another team gets them (issue 10): packs them with `pnpm pack`, checks the
// tarballs and manifests, installs them into a fresh Vite app OUTSIDE the workspace (a temporary folder;
// third-party packages from the npm registry or the local store), type-checks it strictly, imports every entry
// in plain Node and renders on the server, builds it, measures what one namespace of one language costs, and
// renders the page in Chromium. `pnpm test packages`; needs `pnpm build` first (it builds what is missing).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);
const NAMES = ['api', 'domain', 'i18n', 'ui', 'validation'];
const ONE_NAMESPACE_BUDGET = 8 * 1024;
const VALIDATE_BUDGET = 8 * 1024;
const problems = [];
const problem = (text) => problems.push(text);
const step = (text) => console.log(`packages: ${text}`);

// A clean environment for the package managers: nothing of the workspace's own pnpm run leaks in.
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      (key !== 'NODE_OPTIONS' && !/^(npm_|pnpm_)/i.test(key)) ||
      /^npm_config_(registry|@.*:registry|https?_proxy|proxy|noproxy|cafile|strict_ssl|cache|store_dir)$/i.test(
        key,
      ),
  ),
);
env.CI = 'true';
const sh = (command, args, cwd) =>
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const stripSource = (exports) =>
  Object.fromEntries(
    Object.entries(exports).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value
        : Object.fromEntries(Object.entries(value).filter(([condition]) => condition !== '@extranet/source')),
    ]),
  );

// 1. The workspace manifests, the licence and the changesets.
const license = readFileSync(join(root, 'LICENSE'), 'utf8');
for (const name of NAMES) {
  const dir = join(root, 'packages', name);
  const pkg = readJson(join(dir, 'package.json'));
  if (JSON.stringify(pkg.publishConfig?.exports) !== JSON.stringify(stripSource(pkg.exports))) {
    problem(`${name}: publishConfig.exports must be exports without the @extranet/source condition`);
  }
  if (!existsSync(join(dir, 'LICENSE')) || readFileSync(join(dir, 'LICENSE'), 'utf8') !== license) {
    problem(`${name}: LICENSE must be a copy of the repository's`);
  }
  if (!existsSync(join(dir, 'dist'))) sh('pnpm', ['--filter', `@extranet/${name}...`, 'run', 'build'], root);
}
const published = new Set(NAMES.map((name) => `@extranet/${name}`));
for (const file of readdirSync(join(root, '.changeset')).filter(
  (f) => f.endsWith('.md') && f !== 'README.md',
)) {
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, '.changeset', file), 'utf8'));
  const packages = [...(front?.[1] ?? '').matchAll(/^['"]?(@[\w-]+\/[\w-]+)['"]?\s*:/gm)].map((m) => m[1]);
  if (packages.length !== 1)
    problem(`.changeset/${file}: one package per changeset (found ${packages.length})`);
  for (const p of packages) if (!published.has(p)) problem(`.changeset/${file}: ${p} is not published`);
}

// 2. Pack and inspect the tarballs.
const work = mkdtempSync(join(tmpdir(), 'extranet-packages-'));
const packs = join(work, 'packs');
mkdirSync(packs);
const tarballs = {};
for (const name of NAMES) {
  sh('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', name));
  const file = readdirSync(packs).find((f) => f.startsWith(`extranet-${name}-`));
  tarballs[`@extranet/${name}`] = join(packs, file);
  const files = sh('tar', ['tzf', join(packs, file)], root)
    .split('\n')
    .filter(Boolean);
  const tests = files.filter((f) => /\.(test|spec|stories)\.|\/(test|tests|__tests__|bench)\//.test(f));
  if (tests.length) problem(`${name}: the tarball ships ${tests.length} test files (${tests[0]}, …)`);
  for (const wanted of ['package/LICENSE', 'package/README.md', 'package/package.json']) {
    if (!files.includes(wanted)) problem(`${name}: the tarball has no ${wanted.slice(8)}`);
  }
  const manifest = sh('tar', ['xzf', join(packs, file), '-O', 'package/package.json'], root);
  if (manifest.includes('@extranet/source')) problem(`${name}: the published exports keep @extranet/source`);
  const pkg = JSON.parse(manifest);
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [dep, range] of Object.entries(pkg[field] ?? {})) {
      if (range.startsWith('workspace:')) problem(`${name}: ${dep} is ${range} in the tarball`);
      if (published.has(dep) && !range.startsWith('^'))
        problem(`${name}: ${dep} must be a ^ range, is ${range}`);
    }
  }
}

// 3. ui declares only what its dist imports (the JS and the declarations).
{
  const dist = join(root, 'packages/ui/dist');
  const imported = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|d\.ts)$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*['"]([^'".][^'"]*)['"]/g)) {
          imported.add(m[1].startsWith('@') ? m[1].split('/').slice(0, 2).join('/') : m[1].split('/')[0]);
        }
      }
    }
  };
  walk(dist);
  const pkg = readJson(join(root, 'packages/ui/package.json'));
  for (const dep of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]) {
    if (!imported.has(dep)) problem(`ui: declares ${dep}, which its dist never imports`);
  }
  for (const dep of imported) {
    if (!(dep in pkg.dependencies) && !(dep in pkg.peerDependencies))
      problem(`ui: dist imports ${dep}, undeclared`);
  }
  for (const dep of Object.keys(pkg.peerDependencies).filter((d) => d.startsWith('@tiptap/'))) {
    if (!pkg.peerDependenciesMeta?.[dep]?.optional) problem(`ui: ${dep} must be an optional peer`);
  }
}

// 4. A fresh Vite app outside the workspace, installed from the tarballs.
const app = join(work, 'app');
cpSync(join(root, 'scripts/packages/fixture'), app, { recursive: true });
const rootPkg = readJson(join(root, 'package.json'));
const uiPkg = readJson(join(root, 'packages/ui/package.json'));
const dev = {
  ...readJson(join(root, 'packages/i18n/package.json')).devDependencies,
  ...uiPkg.devDependencies,
};
const file = (dep) => `file:${tarballs[dep]}`;
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'extranet-packages-consumer',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries([...published].map((dep) => [dep, file(dep)])),
        react: dev.react,
        'react-dom': dev['react-dom'],
      },
      devDependencies: {
        vite: dev.vite,
        typescript: rootPkg.devDependencies.typescript,
        '@types/react': dev['@types/react'],
        '@types/react-dom': dev['@types/react-dom'],
        '@types/node': rootPkg.devDependencies['@types/node'],
      },
      pnpm: {
        overrides: Object.fromEntries([...published].map((dep) => [dep, file(dep)])),
        onlyBuiltDependencies: ['esbuild'],
      },
    },
    null,
    2,
  ),
);
const run = (label, command, args) => {
  try {
    return sh(command, args, app);
  } catch (error) {
    problem(`${label} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
    return undefined;
  }
};
step(`installing into ${app}`);
const installed = run('install', 'pnpm', ['install', '--prefer-offline', '--ignore-workspace']);
let browserOk = false;
if (installed !== undefined) {
  step('tsc --noEmit (strict, library declarations checked too)');
  run('strict type check', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
  step('plain Node: every entry, and SSR');
  const node = run('Node import / SSR', 'node', ['ssr.mjs']);
  if (node) process.stdout.write(node);
  step('vite build');
  const built = run('vite build', 'pnpm', ['exec', 'vite', 'build']);
  for (const [entry, budget, name] of [
    ['src/one-namespace.ts', ONE_NAMESPACE_BUDGET, 'packages.i18n.one-namespace'],
    ['src/validate-only.ts', VALIDATE_BUDGET, 'packages.validation.validate'],
  ]) {
    const out = run(`size of ${entry}`, 'node', ['size.mjs', entry]);
    if (!out) continue;
    const { gzip_bytes } = JSON.parse(out.trim().split('\n').at(-1));
    console.log(JSON.stringify({ name, gzip_bytes, budget_bytes: budget }));
    if (gzip_bytes > budget) problem(`${entry} costs ${gzip_bytes} bytes gzip, more than ${budget}`);
  }
  if (built !== undefined) browserOk = await renderInChromium(join(app, 'dist'));
}

async function renderInChromium(dist) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const target = join(dist, path === '/' ? 'index.html' : path);
    if (!target.startsWith(dist) || !existsSync(target)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.getByRole('heading', { name: 'Simpan' }).waitFor();
    const facts = await page.evaluate(() => ({
      button: [...document.querySelectorAll('button')].some((b) => b.textContent === 'Simpan'),
      money: document.querySelector('[data-testid="money"]')?.textContent,
      grids: document.querySelectorAll('[role="grid"]').length,
      gridParent: document.querySelector('[data-testid="grid-parent"]')?.scrollWidth,
      flexParent: document.querySelector('[data-testid="flex-parent"]')?.scrollWidth,
      page: document.documentElement.scrollWidth,
      styled: getComputedStyle(document.querySelector('button')).borderRadius !== '0px',
    }));
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-e-mail');
    await page
      .getByText('Email tidak valid')
      .or(page.getByText(/Email.*(valid|format)/))
      .first()
      .waitFor();
    const yearLabel = await page.locator('[role="spinbutton"][aria-label*="tahun" i]').count();
    const check = (ok, text) => ok || problem(`Chromium: ${text}`);
    check(facts.button, 'no "Simpan" button (t() with one namespace)');
    check(facts.money === 'Rp 550.000', `money shows ${facts.money}`);
    check(facts.grids === 2, `${facts.grids} rate calendars rendered, expected 2`);
    check(facts.styled, 'the Button has no styles (CSS not imported by the bundler entry)');
    check(yearLabel > 0, "react-aria's Indonesian strings are missing (@extranet/i18n/vite)");
    for (const key of ['gridParent', 'flexParent', 'page']) {
      check(facts[key] <= 1280, `the rate calendar widens its ${key} to ${facts[key]} px (viewport 1280)`);
    }
    check(errors.length === 0, `errors in the page: ${errors.join(' | ')}`);
    step(`Chromium rendered the page (${JSON.stringify(facts)})`);
    return true;
  } catch (error) {
    problem(`Chromium: ${error.message}\n${errors.join('\n')}`);
    return false;
  } finally {
    await browser.close();
    server.close();
  }
}

if (problems.length) {
  console.error(
    `\npackages: ${problems.length} problem(s); the app is kept in ${app}\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
step(`ok (${browserOk ? 'rendered in Chromium' : 'not rendered'})`);
