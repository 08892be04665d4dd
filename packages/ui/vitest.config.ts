import { mergeConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactAriaLocales } from '@extranet/i18n/vite';
import { project, SHARED_MODULES } from '../../vitest.shared';

export default mergeConfig(
  project('ui', { environment: 'jsdom', setupFiles: ['./test/setup.ts'], ...SHARED_MODULES }),
  {
    plugins: [vanillaExtractPlugin(), reactAriaLocales()],
    // react-aria runs through Vite (not straight from node_modules) so the plugin can add our Indonesian strings.
    test: { server: { deps: { inline: [/[\\/]react-aria(-components)?[\\/]/] } } },
  },
);
