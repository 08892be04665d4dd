import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources in tests, so no build is needed first. */
const conditions = ['@extranet/source', 'module', 'node', 'import', 'default'];

export function project(name: string, overrides: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: ['@extranet/source'] } },
    test: { name, include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], ...overrides },
  });
}
