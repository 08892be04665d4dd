import { mergeConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactAriaLocales } from '@extranet/i18n/vite';
import { project, SHARED_MODULES } from '../../vitest.shared';

/**
 * Component and unit tests of the app (jsdom). The end-to-end tests have their own config. The files of a worker
 * share one module registry (`isolate: false`, docs/decisions/test-suite-time.md): React, the router and the
 * catalogs are imported once per worker. Each file still gets a fresh DOM; a test that needs a module afresh
 * (the language registry) imports it after `vi.resetModules()`.
 */
export default mergeConfig(
  project('app', {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Whole routes render with their lazy chunks: on a busy 2-core machine (every lane at once) the first render
    // of a route has taken over 15 s.
    testTimeout: 60_000,
    ...SHARED_MODULES,
  }),
  {
    plugins: [vanillaExtractPlugin(), reactAriaLocales()],
    // react-aria runs through Vite (not straight from node_modules) so the plugin adds our Indonesian strings.
    test: { server: { deps: { inline: [/[\\/]react-aria(-components)?[\\/]/] } } },
  },
);
