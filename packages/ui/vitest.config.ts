import { mergeConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactAriaLocales } from '@extranet/i18n/vite';
import { project, SHARED_MODULES } from '../../vitest.shared';

export default mergeConfig(
  project('ui', {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // The rate calendar renders a grid of hundreds of cells: on a busy 2-core machine (every lane at once) a
    // render and a few key presses took over the default 5 s.
    testTimeout: 60_000,
    ...SHARED_MODULES,
  }),
  {
    plugins: [vanillaExtractPlugin(), reactAriaLocales()],
    // react-aria runs through Vite (not straight from node_modules) so the plugin can add our Indonesian strings.
    test: { server: { deps: { inline: [/[\\/]react-aria(-components)?[\\/]/] } } },
  },
);
