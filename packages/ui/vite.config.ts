import { existsSync, readFileSync } from 'node:fs';
import { dirname, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Library build: one ES entry per `exports` key, CSS extracted per chunk by vanilla-extract, and each JS chunk
 * importing its own CSS so an importer gets the styles of exactly the components it uses.
 */
const root = dirname(fileURLToPath(import.meta.url));
type Conditions = { '@extranet/source': string };
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  exports: Record<string, Conditions>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

const entries = Object.fromEntries(
  Object.entries(pkg.exports)
    .map(([key, conditions]) => [
      key === '.' ? 'index' : `${key.slice(2)}/index`,
      conditions['@extranet/source'],
    ])
    .filter(([, source]) => existsSync(`${root}/${source}`)),
);

const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

/** Prepends `import './x.css'` to every chunk that has CSS (what vite-plugin-lib-inject-css does). */
function injectCssImports(): Plugin {
  return {
    name: 'extranet:inject-css-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const from = posix.dirname(chunk.fileName);
        const imports = css
          .map((file) => {
            const path = relative(from, file).split('\\').join('/');
            return `import '${path.startsWith('.') ? path : `./${path}`}';`;
          })
          .join('\n');
        chunk.code = `${imports}\n${chunk.code}`;
      }
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), injectCssImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    target: 'es2022',
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external: isExternal,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
