#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find: static checks, build, unit,
// server integration on PGlite and on PostgreSQL, end to end in Chromium, Storybook interaction tests.
// Prints one closing line "tests: N passed, N failed" and exits non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'extranet-test-'));
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];

function run(name, command, args, { env = {}, report } = {}) {
  if (only.length && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = child.status === 0;
  let counted = false;
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    counted = true;
  }
  if (!ok && !counted) totals.failed += 1;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(reports, name)}.json`,
];

run('lint', 'pnpm', ['lint']);
run('typecheck', 'pnpm', ['typecheck']);
run('contract', 'pnpm', ['--filter', '@extranet/api', 'check-generated']);
run('build', 'pnpm', ['build']);
run(
  'unit',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'domain',
    '--project',
    'i18n',
    '--project',
    'validation',
    '--project',
    'api',
    '--project',
    'ui',
    '--project',
    'app',
    ...vitestJson('unit'),
  ],
  { report: join(reports, 'unit.json') },
);
for (const db of ['pglite', 'postgres']) {
  run(
    `server-${db}`,
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'server', ...vitestJson(`server-${db}`)],
    {
      env: { TEST_DATABASE: db },
      report: join(reports, `server-${db}.json`),
    },
  );
}
run('e2e', 'pnpm', ['--filter', '@extranet/app', 'test:e2e', ...vitestJson('e2e')], {
  report: join(reports, 'e2e.json'),
});
run('storybook', 'pnpm', ['--filter', '@extranet/docs', 'test-storybook:ci']);

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
