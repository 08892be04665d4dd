import { mergeConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { project } from '../../vitest.shared';

/** Component and unit tests of the app (jsdom). The end-to-end tests have their own config. */
export default mergeConfig(
  project('app', { environment: 'jsdom', setupFiles: ['./test/setup.ts'], testTimeout: 20_000 }),
  {
    plugins: [vanillaExtractPlugin()],
  },
);
