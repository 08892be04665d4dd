import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources in tests, so no build is needed first. */
const conditions = ['@extranet/source', 'module', 'node', 'import', 'default'];

const clockSetup = fileURLToPath(new URL('./vitest.clock.ts', import.meta.url));

/**
 * `isolate: false`: the files of a worker share one module registry, so the workspace's modules and React are
 * imported once per worker, not once per file (docs/decisions/test-suite-time.md). Not for i18n and validation,
 * whose tests check what importing a module registers.
 */
export const SHARED_MODULES = { isolate: false } as const;

export function project(name: string, overrides: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: ['@extranet/source'] } },
    test: {
      name,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      ...overrides,
      // TEST_NOW runs the tests at another date (vitest.clock.ts).
      setupFiles: [clockSetup, ...[overrides.setupFiles ?? []].flat()],
    },
  });
}
