// What an importer pays for `import { Button } from '@extranet/ui/button'`: the built entry (dist) bundled and
// minified with vite, react and react-dom external, JS + CSS gzipped. Prints one JSON line per measurement.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(resolve(root, 'dist/button/index.js'))) {
  execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const cases = [
  { name: 'ui.import.button', code: "import { Button } from '@extranet/ui/button'; export default Button;" },
  {
    name: 'ui.import.text-field',
    code: "import { TextField } from '@extranet/ui/text-field'; export default TextField;",
  },
];

const VIRTUAL = '\0size-entry';
for (const { name, code } of cases) {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'size-entry',
        resolveId: (id) => (id === VIRTUAL ? id : undefined),
        load: (id) => (id === VIRTUAL ? code : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rollupOptions: {
        input: VIRTUAL,
        external: (id) => /^react(-dom)?(\/|$)/.test(id),
        output: { format: 'es' },
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  let gzip = 0;
  let raw = 0;
  for (const file of outputs) {
    const source = file.type === 'chunk' ? file.code : file.source;
    if (!/\.(js|css)$/.test(file.fileName)) continue;
    raw += Buffer.byteLength(source);
    gzip += gzipSync(source, { level: 9 }).length;
  }
  console.log(JSON.stringify({ name, gzip_bytes: gzip, raw_bytes: raw }));
}
