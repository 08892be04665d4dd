import { existsSync, readFileSync } from 'node:fs';
import { dirname, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Library build: one ES entry per `exports` key, CSS extracted per chunk by vanilla-extract, and two copies of
 * the same chunks: `dist/` for bundlers, where each JS chunk imports its own CSS so an importer gets the
 * styles of exactly the components it uses, and `dist/node/` (the `node` export condition: Node, SSR, a
 * default vitest) without those imports, which Node cannot load. `dist/styles.css` holds every style, in the
 * order a bundler would emit them, for hosts that render on the server.
 */
const root = dirname(fileURLToPath(import.meta.url));
type Conditions = { '@extranet/source': string } | string;
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  exports: Record<string, Conditions>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

// Named after the source folder (`./src/rich-text-editor/index.ts` -> `rich-text-editor/index`), like tsc's
// declarations, whatever the export key (`./rich-text`).
const entries = Object.fromEntries(
  Object.values(pkg.exports)
    .flatMap((conditions) => (typeof conditions === 'string' ? [] : [conditions['@extranet/source']]))
    .filter((source) => existsSync(`${root}/${source}`))
    .map((source) => [source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''), source]),
);
const NODE_DIR = 'node';

const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * Bundler output: prepends `import './x.css'` to every chunk that has CSS (what vite-plugin-lib-inject-css
 * does) and writes `styles.css`. Node output: no CSS at all.
 */
function injectCssImports(): Plugin {
  return {
    name: 'extranet:inject-css-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(options, bundle) {
      if (options.dir?.endsWith(NODE_DIR)) {
        for (const [name, file] of Object.entries(bundle)) if (file.type === 'asset') delete bundle[name];
        return;
      }
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: allStyles(bundle) });
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

/** Every CSS asset, each chunk's after those of the chunks it imports (depth first from the entries). */
function allStyles(bundle: Rollup.OutputBundle): string {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
    for (const file of chunk.viteMetadata?.importedCss ?? []) {
      const asset = bundle[file];
      if (asset?.type === 'asset' && !css.includes(file)) css.push(file);
    }
  };
  Object.values(bundle).forEach((file) => file.type === 'chunk' && file.isEntry && visit(file.fileName));
  return css.map((file) => String((bundle[file] as Rollup.OutputAsset).source)).join('\n');
}

const output = (dir: string) => ({
  dir,
  format: 'es' as const,
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
  assetFileNames: 'assets/[name]-[hash][extname]',
});

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), injectCssImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    target: 'es2022',
    lib: { entry: entries },
    rollupOptions: {
      external: isExternal,
      output: [output('dist'), output(`dist/${NODE_DIR}`)],
    },
  },
});
