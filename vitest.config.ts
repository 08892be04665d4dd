import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, which leaves a
    // core idle while a test waits on its database. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'packages/i18n',
      'packages/validation',
      'packages/api',
      'packages/ui',
      'apps/server',
      'apps/extranet',
    ],
  },
});
