import { mergeConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactAriaLocales } from '@extranet/i18n/vite';
import { project } from '../../vitest.shared';

/** Component and unit tests of the app (jsdom). The end-to-end tests have their own config. */
export default mergeConfig(
  project('app', { environment: 'jsdom', setupFiles: ['./test/setup.ts'], testTimeout: 20_000 }),
  {
    plugins: [vanillaExtractPlugin(), reactAriaLocales()],
    // react-aria runs through Vite (not straight from node_modules) so the plugin adds our Indonesian strings.
    test: { server: { deps: { inline: [/[\\/]react-aria(-components)?[\\/]/] } } },
  },
);
