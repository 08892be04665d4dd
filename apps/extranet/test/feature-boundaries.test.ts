import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repo });
const src = `${repo}/apps/extranet/src`;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'extranet/feature-boundaries')
    .map((m) => m.message);
}

/** The workspace's real ESLint config enforces the slice boundaries of apps/extranet/src. */
describe('feature boundaries (lint)', () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      `${src}/features/surcharges/components/bad.ts`,
      "export { useRatePlanForm } from '../../rate-plans/model';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Feature "surcharges" imports feature "rate-plans"')]);
  });

  it('fails a lazy import of another feature and shared code that imports a feature', async () => {
    expect(
      await boundaryErrors(
        `${src}/features/home/model.ts`,
        "export const x = () => import('../public/model');\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        `${src}/shared/rates/bad.ts`,
        "export * from '../../features/rate-plans/model';\n",
      ),
    ).toHaveLength(1);
  });

  it('passes a feature that imports its own files, shared code and packages', async () => {
    const errors = await boundaryErrors(
      `${src}/features/surcharges/components/good.ts`,
      [
        "export { api } from '../../../shared/api/client';",
        "export * from '../model';",
        "export { unwrap } from '@extranet/api';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets only tests render the app', async () => {
    const code = "export { buildRoutes } from '../../../app/router';\n";
    expect(await boundaryErrors(`${src}/features/home/components/page.tsx`, code)).toHaveLength(1);
    expect(await boundaryErrors(`${src}/features/home/components/page.test.tsx`, code)).toEqual([]);
  });
});
