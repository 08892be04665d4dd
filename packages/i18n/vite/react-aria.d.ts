import type { Plugin } from 'vite';

/** react-aria's and react-aria-components' string tables. */
export declare const INTL_STRINGS_FILE: RegExp;
/** Rewrites one `intlStrings` module so its table also holds our locales; null if its shape is unknown. */
export declare function addLocales(code: string, dictionary?: string): string | null;
/** Adds our locales (Indonesian) to react-aria's string tables in Vite builds, dev and vitest. */
export declare function reactAriaLocales(): Plugin;
/** The same for Vite's esbuild dependency pre-bundling (`optimizeDeps.esbuildOptions.plugins`). */
export declare function reactAriaLocalesEsbuild(): { name: string; setup(build: unknown): void };
