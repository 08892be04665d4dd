// The translation functions over a registry of catalogs that starts empty: `@extranet/i18n` registers both
// languages at import (servers, tests); an app imports this entry (`@extranet/i18n/core`) and loads only the
// language it shows (`loadLanguage`), so the other one never weighs on its first page.
import { DEFAULT_LANGUAGE, type Language } from './languages.js';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages.js';
export * from './format.js';
export * from './day-format.js';

export type Tree = { readonly [key: string]: string | Tree };
export type Params = Record<string, unknown>;
/** The registered catalogs of each language (empty until registered or loaded). */
export const catalogs: Record<Language, Tree> = { id: {}, en: {} };

const complete = new Set<Language>();
const loading = new Map<Language, Promise<void>>();

/**
 * Adds catalogs to `lang`: a whole language (`@extranet/i18n/catalogs/id`) or some namespaces
 * (`{ common }` from `@extranet/i18n/catalogs/id/common`); a namespace registered again replaces the old one.
 * `complete` (default true) marks the language as loaded, see `isLanguageLoaded`.
 */
export function registerCatalog(lang: Language, tree: Tree, { complete: all = true } = {}): void {
  catalogs[lang] = { ...catalogs[lang], ...tree };
  if (all) complete.add(lang);
}

/** True once every namespace of `lang` is registered (by `registerCatalog` or `loadLanguage`). */
export function isLanguageLoaded(lang: Language): boolean {
  return complete.has(lang);
}

// One dynamic import per language, so bundlers emit each language as a chunk of its own.
const loaders: Record<Language, () => Promise<{ default: Tree }>> = {
  id: () => import('./catalogs/id/index.js'),
  en: () => import('./catalogs/en/index.js'),
};

/**
 * Loads and registers every namespace of `lang` once (later calls share the first one's promise; a failed
 * load may be retried). `t()` and friends stay synchronous: call them in `lang` after this resolves.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (complete.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]().then(
      (module) => {
        registerCatalog(lang, module.default);
        loading.delete(lang);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `%name%` is the parameter's value; `%name|one|other%` the word for its number in the language's plural rules
 * (English "%count% %count|night|nights%" -> "1 night", "2 nights"), for messages whose counts are parameters
 * of their own (guests: adults and children), where a `_one` key per count (tp) cannot serve.
 */
export function interpolate(lang: Language, message: string, params?: Params): string {
  return params
    ? message.replace(
        /%(\w+)(?:\|([^|%]*)\|([^|%]*))?%/g,
        (m, name: string, one?: string, other?: string) => {
          if (!(name in params)) return m;
          if (one === undefined || other === undefined) return String(params[name]);
          return pluralCategory(lang, Number(params[name])) === 'one' ? one : other;
        },
      )
    : message;
}

/** Returns the message for `key` in `lang`, with `%name%` placeholders replaced; undefined when missing. */
export function translate(lang: Language, key: string, params?: Params): string | undefined {
  const message = lookup(catalogs[lang], key);
  if (message === undefined) return undefined;
  return interpolate(lang, message, params);
}

/** Like translate, but falls back to the key itself so a missing message is visible, never blank. */
export function t(key: string, params?: Params, lang: Language = DEFAULT_LANGUAGE): string {
  return translate(lang, key, params) ?? key;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * Plural message: looks up `<key>_<category>` (Intl.PluralRules of the language: `one`, `other`, ...),
 * then `<key>_other`, then `<key>`. `%count%` is the count unless params give one.
 * `tp('common.items', 1, {}, 'en')` with `items_one: '%count% item'` -> `1 item`.
 */
export function tp(key: string, count: number, params?: Params, lang: Language = DEFAULT_LANGUAGE): string {
  const all = { count, ...params };
  const category = pluralCategory(lang, count);
  return (
    translate(lang, `${key}_${category}`, all) ??
    translate(lang, `${key}_other`, all) ??
    translate(lang, key, all) ??
    key
  );
}

/** A translator bound to one language. */
export interface Translator {
  (key: string, params?: Params): string;
  readonly lang: Language;
  /** Plural form, see `tp`. */
  tp(key: string, count: number, params?: Params): string;
  /** Undefined when the key is missing (for fallbacks). */
  maybe(key: string, params?: Params): string | undefined;
  /** True when the key exists in this language. */
  has(key: string): boolean;
}

export function createTranslator(lang: Language = DEFAULT_LANGUAGE): Translator {
  const fn = (key: string, params?: Params) => t(key, params, lang);
  return Object.assign(fn, {
    lang,
    tp: (key: string, count: number, params?: Params) => tp(key, count, params, lang),
    maybe: (key: string, params?: Params) => translate(lang, key, params),
    has: (key: string) => lookup(catalogs[lang], key) !== undefined,
  });
}

/** Every key of a catalog tree (`ns.path.leaf`), sorted. */
export function catalogKeys(tree: Tree, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.push(key);
    else keys.push(...catalogKeys(value, key));
  }
  return keys.sort();
}
