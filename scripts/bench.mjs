#!/usr/bin/env node
// `pnpm bench`: runs every benchmark of the workspace; each prints one JSON object per line per figure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dirs = ['apps/server/bench', 'packages/ui/bench'];
// The benches run the built server and measure the built app: build them first (a production build), so a stale
// dist or a test build (development React) is never what is measured.
const build = spawnSync('pnpm', ['build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) {
  console.error('bench: the build failed');
  process.exit(1);
}
let failed = false;
for (const dir of dirs) {
  const abs = join(root, dir);
  if (!existsSync(abs)) continue;
  for (const file of readdirSync(abs).sort()) {
    if (!/\.bench\.(mjs|ts)$/.test(file)) continue;
    const runner = file.endsWith('.ts')
      ? ['pnpm', ['exec', 'tsx', join(abs, file)]]
      : ['node', [join(abs, file)]];
    const child = spawnSync(runner[0], runner[1], { cwd: root, stdio: 'inherit' });
    if (child.status !== 0) {
      failed = true;
      console.error(`bench failed: ${dir}/${file}`);
    }
  }
}
process.exit(failed ? 1 : 0);
