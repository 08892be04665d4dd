import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactAriaLocales, reactAriaLocalesEsbuild } from '@extranet/i18n/vite';

const backend = 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every compressible file of the build, once, at the
 * highest levels; apps/server sends the twin the request's Accept-Encoding takes (docs/decisions/
 * app-precompressed-assets.md). Small files, and twins that would not be smaller, are skipped.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'extranet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotliAsync(data, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await writeFile(`${full}.br`, br);
          if (gz.length < data.length) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/** Workspace packages are compiled from their TypeScript sources, so the app never waits for their builds. */
const conditions = ['@extranet/source', 'module', 'browser', 'import', 'default'];

export default defineConfig({
  base: '/v3/',
  // reactAriaLocales: react-aria ships no Indonesian; this adds ours (packages/i18n/src/react-aria).
  plugins: [react(), vanillaExtractPlugin(), reactAriaLocales(), precompress()],
  optimizeDeps: { esbuildOptions: { plugins: [reactAriaLocalesEsbuild()] } },
  resolve: {
    conditions,
    // The app registers one language at a time (src/main.tsx, shared/i18n/language.tsx): every import of
    // `@extranet/i18n`, ours and the packages', reads the registry entry without the catalogs of both languages.
    alias: [{ find: /^@extranet\/i18n$/, replacement: '@extranet/i18n/core' }],
  },
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
        // Long-lived vendor code and each language's catalogs in chunks of their own, cached across releases of
        // the screens; a language's chunk loads on demand (`loadLanguage`), never with the entry.
        manualChunks(id, { getModuleInfo }) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          const [, language, namespace] = /\/packages\/i18n\/src\/catalogs\/(id|en)\/(\w+)/.exec(id) ?? [];
          if (!language) return undefined;
          // A namespace that other code imports too (the Indonesian `validations`, @extranet/validation's
          // built-in fallback) gets a chunk of its own: in the language's chunk it would load that whole
          // language with it.
          const onlyCatalogs = getModuleInfo(id)?.importers.every((by) =>
            /\/catalogs\/(id|en)\/index\.ts$/.test(by),
          );
          return onlyCatalogs ? `catalogs-${language}` : `catalogs-${language}-${namespace}`;
        },
      },
    },
  },
});
