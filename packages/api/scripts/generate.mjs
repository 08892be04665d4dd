#!/usr/bin/env node
// Generates src/generated/schema.ts from ../../openapi/openapi.yaml with openapi-typescript.
//   node scripts/generate.mjs          writes the file
//   node scripts/generate.mjs --check  regenerates to a temp file and fails when the committed one differs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const spec = join(pkg, '..', '..', 'openapi', 'openapi.yaml');
const target = join(pkg, 'src', 'generated', 'schema.ts');
const check = process.argv.includes('--check');
const bin = join(pkg, 'node_modules', '.bin', 'openapi-typescript');

if (!existsSync(spec)) {
  console.error(`openapi: ${spec} does not exist`);
  process.exit(1);
}

function generate(output) {
  const result = spawnSync(bin, [spec, '--output', output], { cwd: pkg, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
}

if (!check) {
  generate(target);
  console.log(`generated ${target}`);
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'extranet-api-'));
try {
  const fresh = join(dir, 'schema.ts');
  generate(fresh);
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error(
      'packages/api/src/generated/schema.ts is stale: run `pnpm --filter @extranet/api generate` and commit it.',
    );
    process.exit(1);
  }
  console.log('packages/api/src/generated/schema.ts is up to date');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
