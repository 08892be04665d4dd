import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: playwright-core drives Debian's Chromium through the real server (PGlite in a fresh
 * temporary DATA_DIR), started once by the global setup.
 */
const conditions = ['@extranet/source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  // Tests read the catalogs (@extranet/i18n) from source, like every other test of the workspace.
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@extranet/source'] } },
  test: {
    name: 'extranet-e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // A flow is many pages long; on a busy 2-core machine (three lanes at once) the longest took over a minute.
    testTimeout: 180_000,
    // A page answers within a second on an idle machine; a busy CI machine (2 cores) needs more.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    // One browser per file; files share the server, so run them one after the other.
    fileParallelism: false,
    // The files share one module registry: the helpers, catalogs and domain are imported once, not once per file
    // (docs/decisions/test-suite-time.md). Each file still launches its own browser.
    isolate: false,
  },
});
