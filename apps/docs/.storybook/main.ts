import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(base) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    const { reactAriaLocales, reactAriaLocalesEsbuild } = await import('@extranet/i18n/vite');
    return mergeConfig(base, {
      // reactAriaLocales: react-aria ships no Indonesian; this adds ours (packages/i18n/src/react-aria).
      plugins: [vanillaExtractPlugin(), reactAriaLocales()],
      optimizeDeps: { esbuildOptions: { plugins: [reactAriaLocalesEsbuild()] } },
      // Workspace packages are read from their TypeScript sources, as in the extranet app.
      resolve: { conditions: ['@extranet/source', ...defaultClientConditions] },
      build: { chunkSizeWarningLimit: 4000 },
    });
  },
};

export default config;
