import { firstFailure } from './engine.js';
import { defaultFieldLabel, formatMessage, KEY_PREFIX, translatorFor, type Translate } from './messages.js';
import type { Language } from '@extranet/i18n/core';

/**
 * One problem with one field, the same shape for the pipe rules and the domain validators, in the server and
 * in the browser. `key` is always `validations.<code>`; `params` fill the message's placeholders.
 */
export interface FieldError {
  /** Path of the field in the submitted object, dot-separated, list indices as numbers (`contacts.0.email`). */
  field: string;
  /** Stable, machine-readable: a rule name (`required`, `max_length`) or a domain code (`password.mismatch`). */
  code: string;
  /** The message key in the catalogs: `validations.<code>`. */
  key: string;
  /** Values for the message placeholders (`%param%`, `%min%`, ...). */
  params?: Record<string, string | number>;
}

/** A field error with its message, as the server sends it (`errors[]` of the error JSON). */
export interface LocalizedFieldError {
  field: string;
  code: string;
  message: string;
}

export function fieldError(
  field: string,
  code: string,
  params?: Record<string, string | number>,
): FieldError {
  return params === undefined
    ? { field, code, key: KEY_PREFIX + code }
    : { field, code, key: KEY_PREFIX + code, params };
}

/** Options for turning field errors into messages. */
export interface LocalizeOptions {
  /** Either a language of the shared catalogs or a lookup of your own. Default: Indonesian. */
  lang?: Language;
  translate?: Translate;
  /** Labels by field path; else `validations.fields.<name>`, else "this field". */
  fieldLabels?: Record<string, string>;
}

/** The message of one field error in the caller's language. */
export function messageOf(error: FieldError, options: LocalizeOptions = {}): string {
  const translate = options.translate ?? translatorFor(options.lang);
  const label = options.fieldLabels?.[error.field] ?? defaultFieldLabel(error.field, translate);
  return formatMessage(error.key, label, translate, error.params);
}

/** Field errors as the API's error JSON carries them: `{ field, code, message }`. */
export function localizeFieldErrors(
  errors: readonly FieldError[],
  options: LocalizeOptions = {},
): LocalizedFieldError[] {
  return errors.map((error) => ({
    field: error.field,
    code: error.code,
    message: messageOf(error, options),
  }));
}

/** Rules for one field of a schema: a rule string, or one with bounds and a condition. */
export type FieldRules<V = Record<string, unknown>> =
  | string
  | {
      rules: string;
      /** Bounds for the date rules (`max_date`, `min_date`), fixed or computed from the whole object. */
      params?: Record<string, unknown> | ((values: V) => Record<string, unknown>);
      /** Validate only when this returns true (e.g. an optional section that is switched on). */
      when?: (values: V) => boolean;
    };

/** Field path -> rules. A `*` segment stands for every index of a list (`contacts.*.email`). */
export type Schema<V = Record<string, unknown>> = Record<string, FieldRules<V>>;

/** Reads a dot path (`a.b.0.c`) from an object. */
export function getPath(source: unknown, path: string): unknown {
  let node: unknown = source;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Expands `*` segments against the lists present in `values`. */
export function expandPath(values: unknown, path: string): string[] {
  const star = path.indexOf('*');
  if (star === -1) return [path];
  const head = path.slice(0, Math.max(0, star - 1));
  const tail = path.slice(star + 1);
  const list = head === '' ? values : getPath(values, head);
  if (!Array.isArray(list)) return [];
  return list.flatMap((_, index) => expandPath(values, `${head === '' ? '' : `${head}.`}${index}${tail}`));
}

/**
 * Runs a schema of pipe rules over a whole object (the server's request body, a form's values) and returns
 * one error per failing field: the first failing rule of that field.
 */
export function validateAll<V extends object>(values: V, schema: Schema<V>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [pattern, spec] of Object.entries(schema) as [string, FieldRules<V>][]) {
    const rules = typeof spec === 'string' ? spec : spec.rules;
    if (typeof spec !== 'string' && spec.when && !spec.when(values)) continue;
    const params =
      typeof spec === 'string'
        ? undefined
        : typeof spec.params === 'function'
          ? spec.params(values)
          : spec.params;
    for (const field of expandPath(values, pattern)) {
      const failure = firstFailure(getPath(values, field), rules, params);
      if (failure) {
        errors.push(
          failure.param === undefined
            ? fieldError(field, failure.rule)
            : fieldError(field, failure.rule, { param: failure.param }),
        );
      }
    }
  }
  return errors;
}

/** Collects field errors inside a domain validator: one error per field, the first found. */
export class ErrorList {
  readonly errors: FieldError[] = [];

  /** Adds an error unless the field already has one. Returns false so callers can `return list.add(...)`. */
  add(field: string, code: string, params?: Record<string, string | number>): false {
    if (!this.has(field)) this.errors.push(fieldError(field, code, params));
    return false;
  }

  has(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }

  /** Applies pipe rules to a value; records the first failure. True when the value passed. */
  rules(field: string, value: unknown, rules: string, params?: Record<string, unknown>): boolean {
    if (this.has(field)) return false;
    const failure = firstFailure(value, rules, params);
    if (!failure) return true;
    return this.add(field, failure.rule, failure.param === undefined ? undefined : { param: failure.param });
  }
}
