// `@extranet/i18n/core`, not `@extranet/i18n`: validating must not bundle every namespace of both languages.
// The registry is read first (a server importing `@extranet/i18n`, an app after `loadLanguage`, or
// `registerCatalog('en', { validations })`); the Indonesian `validations` namespace is the built-in fallback
// of the default language, so `validate()` alone is translated and costs one namespace of one language.
import {
  DEFAULT_LANGUAGE,
  formatDay,
  interpolate,
  translate as catalogTranslate,
  type Language,
} from '@extranet/i18n/core';
import defaultValidations from '@extranet/i18n/catalogs/id/validations';

/**
 * Looks up a message template by key (e.g. `validations.required`); undefined when the key is missing. `lang`
 * (set by translatorFor) is the language dates in params are written in (default Indonesian).
 */
export type Translate = ((key: string) => string | undefined) & { readonly lang?: Language };

/** The message used when no template exists for a key. */
export const FALLBACK_MESSAGE = 'Invalid value';
/** Prefix of every key of the validation namespace. */
export const KEY_PREFIX = 'validations.';

/** A translator reading the shared catalogs in `lang` (default Indonesian). */
export function translatorFor(lang: Language = DEFAULT_LANGUAGE): Translate {
  const translate =
    lang === DEFAULT_LANGUAGE
      ? (key: string) => catalogTranslate(lang, key) ?? builtIn(key)
      : (key: string) => catalogTranslate(lang, key);
  return Object.assign(translate, { lang });
}

/** Params as people read them: a calendar date (`2028-05-25`) becomes `25 Mei 2028` / `25 May 2028`. */
export function readableParams(
  params: Record<string, unknown> | undefined,
  lang: Language = DEFAULT_LANGUAGE,
): Record<string, unknown> | undefined {
  if (!params) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, lang) : value,
    ]),
  );
}

type Tree = { readonly [key: string]: string | Tree };
/** A `validations.*` key in the built-in Indonesian namespace. */
function builtIn(key: string): string | undefined {
  if (!key.startsWith(KEY_PREFIX)) return undefined;
  let node: string | Tree | undefined = defaultValidations as Tree;
  for (const part of key.slice(KEY_PREFIX.length).split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Fills a template: `%field%` with the field's label, `%param%` and any other `%name%` with `params[name]`, and a
 * count's word (`%param|character|characters%`) by the language's plural rules (i18n interpolate).
 * Placeholders without a value are left as they are, so a missing one is visible in review.
 */
export function fillTemplate(
  template: string,
  field: string,
  params?: Record<string, unknown>,
  lang: Language = DEFAULT_LANGUAGE,
): string {
  // The catalogs' own filling (a count's word too: `%param|character|characters%`), with the field's label.
  const given = Object.fromEntries(
    Object.entries(params ?? {}).filter(([, value]) => value !== undefined && value !== null),
  );
  return interpolate(lang, template, { ...given, field });
}

/**
 * The label for a field path when the caller gives none: `validations.fields.<last named segment>` (so
 * `contacts.0.email` and `name.en` use `validations.fields.email` and `validations.fields.name`), else `validations.fields.default` ("this field").
 */
export function defaultFieldLabel(path: string, translate: Translate): string {
  // List indices and language keys (`text.id`, `name.en`) are not names of their own.
  const segments = path.split('.').filter((segment) => segment !== '' && !/^(\d+|id|en)$/.test(segment));
  const last = segments[segments.length - 1];
  return (
    (last ? translate(`${KEY_PREFIX}fields.${last}`) : undefined) ??
    translate(`${KEY_PREFIX}fields.default`) ??
    path
  );
}

/** Resolves a message key with its params; FALLBACK_MESSAGE when the key is unknown. */
export function formatMessage(
  key: string,
  field: string,
  translate: Translate,
  params?: Record<string, unknown>,
): string {
  const template = translate(key);
  return template === undefined
    ? FALLBACK_MESSAGE
    : fillTemplate(template, field, readableParams(params, translate.lang), translate.lang);
}
