import id from './catalogs/id/index.js';
import en from './catalogs/en/index.js';

export type Language = 'id' | 'en';
export const LANGUAGES: readonly Language[] = ['id', 'en'];
export const DEFAULT_LANGUAGE: Language = 'id';

type Tree = { readonly [key: string]: string | Tree };
export const catalogs: Record<Language, Tree> = { id, en };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Returns the message for `key` in `lang`, with `%name%` placeholders replaced; undefined when missing. */
export function translate(lang: Language, key: string, params?: Record<string, unknown>): string | undefined {
  const message = lookup(catalogs[lang], key);
  if (message === undefined) return undefined;
  return params
    ? message.replace(/%(\w+)%/g, (m, name: string) => (name in params ? String(params[name]) : m))
    : message;
}

/** Like translate, but falls back to the key itself so a missing message is visible, never blank. */
export function t(key: string, params?: Record<string, unknown>, lang: Language = DEFAULT_LANGUAGE): string {
  return translate(lang, key, params) ?? key;
}
