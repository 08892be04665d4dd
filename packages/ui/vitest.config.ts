import { mergeConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { project } from '../../vitest.shared';

export default mergeConfig(project('ui', { environment: 'jsdom', setupFiles: ['./test/setup.ts'] }), {
  plugins: [vanillaExtractPlugin()],
});
