#!/usr/bin/env node
// The whole test suite: static checks and the build at once, then three lanes at once (docs/decisions/test-suite-time.md):
//  - node:      unit, then server integration on PGlite, both at a year end at 23:30 WIB (TEST_NOW);
//  - browser-a: half of the end-to-end files in Chromium (PGlite) at the real date, then server integration on
//               PostgreSQL;
//  - browser-b: the packed packages, Storybook's interaction tests, three flows on PostgreSQL, the other half with
//               the date-driven flows at the year end, then the date-sensitive rules and view models at a leap day.
// Each lane's browser steps start their own server on their own database, so lanes share nothing. A lane's output
// is printed when each of its steps ends. Prints one closing line "tests: N passed, N failed" and exits non-zero
// when any step failed. `node scripts/test-all.mjs unit e2e` runs the named steps (a name also runs its
// sub-steps: `dates` runs every dates-*, `e2e` every e2e-*).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'extranet-test-'));
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];
/** Each failed test with its step and the first line of its error, repeated in the summary (CI shows the tail). */
const failures = [];
/**
 * The first line of a failure, what a browser step was waiting for (Playwright's call log) and where in the
 * test file it failed: CI keeps only the tail of the output, so this has to name the step.
 */
const failureSummary = (messages = [], file = '') => {
  const lines = stripVTControlCharacters(String(messages[0] ?? '')).split('\n');
  const waiting = lines.find((line) => /^\s*- waiting for /.test(line));
  const base = file.split('/').pop();
  const at = lines.find((line) => base && line.includes(base) && /:\d+:\d+/.test(line));
  return [lines[0], waiting, at]
    .filter(Boolean)
    .map((line) => line.trim().slice(0, 300))
    .join('\n    ');
};
const suiteStarted = Date.now();
const clock = () => `${Math.round((Date.now() - suiteStarted) / 1000)}s`;

/** Runs one step; in a lane (`quiet`) its output goes to a log file printed when the step ends. */
async function run(name, command, args, { env = {}, report, quiet = false } = {}) {
  if (only.length && !only.some((o) => name === o || name.startsWith(`${o}-`))) return;
  const started = Date.now();
  const line = `=== ${name}: ${command} ${args.join(' ')}`;
  const log = join(reports, `${name}.log`);
  console.log(quiet ? `\n[${clock()}] started ${name}` : `\n${line}`);
  // GNU time, where the machine has it, reports the CPU time of the step's whole process tree.
  const cpuFile = join(reports, `${name}.cpu`);
  const timed = existsSync('/usr/bin/time');
  const child = spawn(
    timed ? '/usr/bin/time' : command,
    timed ? ['-f', '%U %S', '-o', cpuFile, command, ...args] : args,
    {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (quiet) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  const status = await new Promise((done) => child.on('close', (code) => done(code)));
  const ok = status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  if (quiet)
    console.log(
      `\n[${clock()}] ${line}\n${readFileSync(log, 'utf8')}=== ${name} ${ok ? 'passed' : 'FAILED'} (${seconds}s)`,
    );
  let counted = false;
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    counted = true;
    for (const file of json.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(
            `${name}: ${relative(root, file.name)} > ${test.fullName}\n    ${failureSummary(test.failureMessages, file.name)}`,
          );
  }
  if (!ok && !counted) totals.failed += 1;
  const cpu = existsSync(cpuFile)
    ? Math.round(
        readFileSync(cpuFile, 'utf8')
          .trim()
          .split('\n')
          .at(-1)
          .split(' ')
          .map(Number)
          .reduce((a, b) => a + b, 0),
      )
    : null;
  results.push({ name, ok, seconds, cpu });
}

/** Steps one after the other (a lane); `lanes` run at once. */
const lane = async (...steps) => {
  for (const step of steps) await step();
};
const lanes = (...all) => Promise.all(all.map((steps) => lane(...steps)));

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(reports, name)}.json`,
];

// Static checks and the build at once (each is mostly one process on one core, and the build's packages wait for
// each other): the test lanes start once all are done.
await lanes(
  [() => run('lint', 'pnpm', ['lint'], { quiet: true })],
  [() => run('typecheck', 'pnpm', ['typecheck'], { quiet: true })],
  [
    () => run('contract', 'pnpm', ['--filter', '@extranet/api', 'check-generated'], { quiet: true }),
    () => run('build', 'pnpm', ['build'], { quiet: true }),
  ],
);

const vitest = (name, projects, files = [], { env = {} } = {}) =>
  run(
    name,
    'pnpm',
    ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...files, ...vitestJson(name)],
    { env, report: join(reports, `${name}.json`), quiet: true },
  );
const e2e = (name, files, env = {}) =>
  run(name, 'pnpm', ['--filter', '@extranet/app', 'test:e2e', ...files, ...vitestJson(name)], {
    env,
    report: join(reports, `${name}.json`),
    quiet: true,
  });

// Tests pass on any date and at any hour (docs/architecture/slice.md): besides the day CI happens to run on, the
// suite runs at instants where calendars turn (TEST_NOW). The unit step and the PGlite server step run whole at the
// year end, 23:30 WIB (a month end and a year end, Bali already in the new year, late evening inside the Hotel Now
// window); the PostgreSQL server step and the first e2e half run at the real date; the second e2e half, with the
// date-driven flows, at the year end; the rules and view models that do day arithmetic again at a leap day
// (docs/decisions/test-suite-time.md, "Sixth look").
const DATE_SENSITIVE_E2E = ['rates-calendar', 'hotel-now', 'entire-pricing', 'rates-list'].map(
  (name) => `e2e/${name}.e2e.test.ts`,
);
const YEAR_END = { TEST_NOW: '2026-12-31T23:30:00+07:00' };
const LEAP_DAY = { TEST_NOW: '2028-02-29T09:00:00+07:00' };
// At the leap day, the rules and view models (`.test.ts`; the screens render what those compute and run at the
// year end with the whole unit step) that can see the clock: those that name it (today, Date, a clock, day
// arithmetic) and those of the app's date-driven features, whose subjects read "today" without the test saying so.
// The others (pure rules with fixed dates, forms, texts) answer the same at any instant.
const DATE_SENSITIVE_APP = [
  'rates-calendar',
  'hotel-now',
  'entire-pricing',
  'calendar-sync',
  'bookings',
  'guest-reviews',
  'check-in-guide',
  'surcharges',
  'rate-plans',
  'children-rate-plans',
  'promotions',
  'loyalty',
  'manage',
  'targeted-promotions',
].map((feature) => `apps/extranet/src/features/${feature}/`);
const CLOCK_WORDS = /\btoday|\bnew Date\b|Date\.now|clock|addDays|daysBetween|todayInZone|ariWindow|TEST_NOW/;
function testFiles(dir, pattern) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}
const LEAP_DAY_UNIT = ['packages/domain/src', 'packages/validation/src', 'apps/extranet/src']
  .flatMap((dir) => testFiles(dir, /\.test\.ts$/))
  .filter(
    (file) =>
      DATE_SENSITIVE_APP.some((dir) => file.startsWith(dir)) ||
      CLOCK_WORDS.test(readFileSync(join(root, file), 'utf8')),
  );
const DATES_UNIT_PROJECTS = ['domain', 'validation', 'app'];

// The browser flows, split in two halves by their measured time; a new file goes to the first half, which runs at
// the real date. The second half runs at the year end (its server and pages at TEST_NOW) with the date-driven flows.
// Three flows run again on PostgreSQL (the halves run on PGlite).
const E2E_SECOND_HALF = [
  'loyalty',
  'registration',
  'hotel-details',
  'guards',
  'calendar-sync',
  'shell',
  'room-data',
  'forgot-password',
  'photo-gallery',
  'customer-service',
  'phone-fit',
].map((name) => `e2e/${name}.e2e.test.ts`);
const E2E_FILES = testFiles('apps/extranet/e2e', /\.e2e\.test\.ts$/).map((f) => relative('apps/extranet', f));
const E2E_FIRST_HALF = E2E_FILES.filter(
  (f) => !E2E_SECOND_HALF.includes(f) && !DATE_SENSITIVE_E2E.includes(f),
);
const E2E_POSTGRES = [
  // The server tests run every module on PostgreSQL; these flows are the ones where a PostgreSQL server changes
  // what the browser sees: the pool and long write flows (onboarding), LISTEN behind the live notification count,
  // and the performance report folded in SQL. The bookings search and the finance statements run on PGlite only
  // (their SQL runs on PostgreSQL in their modules' db tests).
  'onboarding-hotel',
  'notifications',
  'performance-report',
].map((name) => `e2e/${name}.e2e.test.ts`);

const UNIT_PROJECTS = ['domain', 'i18n', 'validation', 'api', 'ui', 'app'];
await lanes(
  [
    () => vitest('unit', UNIT_PROJECTS, [], { env: YEAR_END }),
    // The bad-input sweep (every operation's refusals, 300+ s here) runs once, on PostgreSQL: its answers come
    // from the contract's validation and the handlers' checks, the same on both databases, and every module's own
    // db tests run on both (docs/decisions/test-suite-time.md, "Fifth look").
    () =>
      vitest('server-pglite', ['server'], ['--exclude', 'test/bad-input-[0-9].db.test.ts'], {
        env: { ...YEAR_END, TEST_DATABASE: 'pglite' },
      }),
  ],
  [
    () => e2e('e2e-a', E2E_FIRST_HALF),
    // On PostgreSQL the files that open a database (`*.db.test.ts`); the others ran in the PGlite step and do
    // not depend on the database. In this lane, which the first e2e half leaves the shortest.
    () => vitest('server-postgres', ['server'], ['.db.test.ts'], { env: { TEST_DATABASE: 'postgres' } }),
  ],
  [
    // The five packages as another team installs them: packed, in a fresh Vite app outside the workspace.
    () => run('packages', 'node', ['scripts/packages/check.mjs'], { quiet: true }),
    // Storybook's interaction tests and docs pages, on the Storybook the build step made.
    () =>
      run('storybook', 'pnpm', ['--filter', '@extranet/docs', 'test-storybook:ci', '--skip-build'], {
        quiet: true,
      }),
    () => e2e('e2e-postgres', E2E_POSTGRES, { E2E_DATABASE: 'postgres' }),
    () => e2e('e2e-b', [...E2E_SECOND_HALF, ...DATE_SENSITIVE_E2E], YEAR_END),
    () => vitest('dates-leap-day-unit', DATES_UNIT_PROJECTS, LEAP_DAY_UNIT, { env: LEAP_DAY }),
  ],
);

console.log('\n=== summary');
for (const r of results)
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s${r.cpu === null ? '' : `, CPU ${r.cpu}s`})`,
  );
if (failures.length) console.log(`\n=== failed tests\n${failures.join('\n')}\n`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${clock()})`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
