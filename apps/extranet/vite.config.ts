import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactAriaLocales, reactAriaLocalesEsbuild } from '@extranet/i18n/vite';

const backend = 'http://127.0.0.1:3000';

/** Workspace packages are compiled from their TypeScript sources, so the app never waits for their builds. */
const conditions = ['@extranet/source', 'module', 'browser', 'import', 'default'];

export default defineConfig({
  base: '/v3/',
  // reactAriaLocales: react-aria ships no Indonesian; this adds ours (packages/i18n/src/react-aria).
  plugins: [react(), vanillaExtractPlugin(), reactAriaLocales()],
  optimizeDeps: { esbuildOptions: { plugins: [reactAriaLocalesEsbuild()] } },
  resolve: { conditions },
  // vanilla-extract evaluates `.css.ts` files in its own SSR-mode Vite server, which replaces `ssr` but keeps
  // `environments`: it must read the workspace packages from the same sources as the app.
  environments: { ssr: { resolve: { conditions, externalConditions: ['@extranet/source'] } } },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/graphql': backend,
      '/v3/app/api': backend,
      '/v3/crashlytics': backend,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Long-lived vendor code and the catalogs in chunks of their own, cached across releases of the screens.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (
            /node_modules\/(@react-aria|@react-stately|react-aria|react-aria-components|@internationalized)\//.test(
              id,
            )
          ) {
            return 'react-aria';
          }
          if (id.includes('/packages/i18n/src/catalogs/')) return 'catalogs';
          return undefined;
        },
      },
    },
  },
});
