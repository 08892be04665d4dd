import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
