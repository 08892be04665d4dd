// A Vite plugin that gives react-aria the languages it does not ship (Indonesian), without forking it.
//
// react-aria keeps its built-in strings in one `intlStrings` module per area (datepicker, combobox, …), a plain
// object from locale to messages that its hooks read through `useLocalizedStringFormatter`. This plugin
// appends our locales (packages/i18n/src/react-aria) to each of those objects while Vite builds or serves the
// code, so `<I18nProvider locale="id-ID">` finds real Indonesian instead of falling back to en-US.
// Used by the extranet app (build and dev), Storybook and vitest (which must inline react-aria, see README).
import { fileURLToPath } from 'node:url';

const DICTIONARY = fileURLToPath(new URL('../src/react-aria/index.ts', import.meta.url));

/** react-aria's and react-aria-components' string tables. */
export const INTL_STRINGS_FILE =
  /[\\/]react-aria(?:-components)?[\\/]dist[\\/](?:.*[\\/])?intlStrings\.m?js$/;

const EN_US_IMPORT = /from\s*["'](?:\.\.?\/)+intl\/(?:([\w-]+)\/)?en-US\.m?js["']/;
const DEFAULT_EXPORT = /export\s*\{\s*([\w$]+)\s+as\s+default\s*\};?/;

/**
 * Rewrites one `intlStrings` module so that its exported table also holds our locales for the same folder.
 * Returns null when the module does not have the expected shape (a test fails then, see ui's
 * react-aria-strings.test.ts).
 * @param {string} code
 * @param {string} [dictionary] the module that default-exports `{ [folder]: { [locale]: messages } }`
 * @returns {string | null}
 */
export function addLocales(code, dictionary = DICTIONARY) {
  const folder = EN_US_IMPORT.exec(code);
  const exported = DEFAULT_EXPORT.exec(code);
  if (!folder || !exported) return null;
  const key = folder[1] ?? 'react-aria-components';
  const table = exported[1];
  return code.replace(
    exported[0],
    [
      `import __extranetReactAriaStrings from ${JSON.stringify(dictionary)};`,
      `Object.assign(${table}, __extranetReactAriaStrings[${JSON.stringify(key)}]);`,
      exported[0],
    ].join('\n'),
  );
}

/** @returns {import('vite').Plugin} */
export function reactAriaLocales() {
  return {
    name: 'extranet:react-aria-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!INTL_STRINGS_FILE.test(id.split('?')[0])) return null;
      const next = addLocales(code);
      return next === null ? null : { code: next, map: null };
    },
  };
}

/**
 * The same for Vite's dependency pre-bundling (dev server and Storybook dev), which esbuild does without
 * Vite's transform hooks.
 * @returns {{ name: string, setup(build: any): void }}
 */
export function reactAriaLocalesEsbuild() {
  return {
    name: 'extranet:react-aria-locales',
    setup(build) {
      build.onLoad({ filter: INTL_STRINGS_FILE }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        const code = await readFile(args.path, 'utf8');
        const next = addLocales(code);
        return next === null ? undefined : { contents: next, loader: 'js' };
      });
    },
  };
}
