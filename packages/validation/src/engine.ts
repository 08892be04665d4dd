import { defaultFieldLabel, formatMessage, KEY_PREFIX, translatorFor, type Translate } from './messages.js';
import { isRichText, textLength, toPlainText } from './text.js';
import { PASSWORD_MIN_LENGTH, PASSWORD_REQUIRES_SPECIAL_CHARACTER } from './constants.js';

/** Options of `validate`. */
export interface ValidateOptions {
  /** The field's label, put in place of `%field%`. Defaults to "this field" in the catalog's language. */
  field?: string;
  /** Message lookup by key (`validations.<rule>`). Defaults to the Indonesian catalog. */
  translate?: (key: string) => string | undefined;
  /** Bounds that are not written in the rule string: `max_date` and `min_date` (`YYYY-MM-DD` or Date). */
  params?: Record<string, unknown>;
}

export type ValidationResult = { valid: true } | { valid: false; rule: string; key: string; message: string };

/** The rules of SPEC 5, by name. */
export const RULE_NAMES = [
  'alphanumeric',
  'length',
  'email',
  'max',
  'max_float',
  'max_currency',
  'min',
  'minNonEmpty',
  'min_float',
  'min_float_decimal',
  'max_length',
  'min_length',
  'max_date',
  'min_date',
  'strength_password',
  'number',
  'integer',
  'required',
  'not_null',
  'max_decimal_place',
  'not_contains_only_spaces',
  'url',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface ParsedRule {
  name: RuleName;
  /** The text after the colon (`max_length:88` -> `88`), undefined when there is none. */
  param: string | undefined;
}

/** A rule check: true when the value passes. `bound` is the number or date the rule compares against. */
type Check = (value: unknown, bound: RuleBound) => boolean;
type RuleBound = number | string | undefined;

/** Rules whose parameter is a required number. */
const NUMERIC_PARAM: ReadonlySet<RuleName> = new Set<RuleName>([
  'length',
  'max',
  'max_float',
  'max_currency',
  'min',
  'min_float',
  'min_float_decimal',
  'max_length',
  'min_length',
  'max_decimal_place',
]);

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
/** RFC 5321 path limit. */
const EMAIL_MAX_LENGTH = 254;
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strings are judged on what the reader sees: rich text (HTML) on its plain text. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return isRichText(value) ? toPlainText(value) : value;
  if (value instanceof Date) return toIsoDate(value) ?? '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return '';
}

/** Empty: undefined, null, NaN, an empty string (or rich text with no text), an invalid Date or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  // A chosen option, a File, a { id, label } pair: present, whatever its text.
  if (typeof value === 'object' && !(value instanceof Date)) return false;
  return text(value) === '';
}

/** A number from a number or a numeric string; commas (thousands separators) are removed first. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  const raw = text(value).replace(/,/g, '').trim();
  return NUMERIC.test(raw) ? Number(raw) : undefined;
}

/** A currency amount: commas, dots (IDR thousands), spaces and the currency sign are ignored. */
function toCurrency(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const raw = text(value)
    .replace(/^\s*(Rp\.?|IDR)\s*/i, '')
    .replace(/[.,\s]/g, '');
  return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
}

function length(value: unknown): number {
  return Array.isArray(value) ? value.length : textLength(text(value));
}

/**
 * A calendar date as `YYYY-MM-DD`, or undefined when the value is not a real date. Strings may carry a time
 * after the date (`2026-01-01T10:00`). A Date is read in local time: a date picker's Date is local midnight.
 */
export function toIsoDate(value: unknown): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed.length > 10 && trimmed[10] !== 'T' && trimmed[10] !== ' ') return undefined;
  const match = ISO_DATE.exec(trimmed.slice(0, 10));
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
    ? trimmed.slice(0, 10)
    : undefined;
}

function decimalPlaces(value: unknown): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const [, fraction = ''] = String(value).split('.');
    return /e-/.test(String(value)) ? 20 : fraction.length;
  }
  const raw = text(value).replace(/,/g, '').trim();
  if (!NUMERIC.test(raw)) return undefined;
  return raw.includes('.') ? (raw.split('.')[1] ?? '').length : 0;
}

/** Password strength: the minimum length and the character classes of SPEC 5 (see the constants). */
export function isStrongPassword(password: string): boolean {
  return (
    textLength(password) >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    (!PASSWORD_REQUIRES_SPECIAL_CHARACTER || /[^A-Za-z0-9]/.test(password))
  );
}

/** An absolute http(s) address with a real host name. */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return (
    host === 'localhost' ||
    /^[\d.]+$/.test(host) ||
    /^\[[0-9a-f:.]+\]$/i.test(host) ||
    /\.[a-z]{2,63}$/i.test(host)
  );
}

const compare =
  (parse: (value: unknown) => number | undefined, test: (value: number, bound: number) => boolean): Check =>
  (value, bound) => {
    const n = parse(value);
    return n !== undefined && test(n, bound as number);
  };

const CHECKS: Record<RuleName, Check> = {
  alphanumeric: (value) => /^[A-Za-z0-9]*$/.test(text(value)),
  length: (value, bound) => length(value) === bound,
  email: (value) => {
    const s = text(value);
    return s === '' || (s.length <= EMAIL_MAX_LENGTH && EMAIL.test(s));
  },
  max: compare(toNumber, (n, bound) => n <= bound),
  max_float: compare(toNumber, (n, bound) => n <= bound),
  max_currency: compare(toCurrency, (n, bound) => n <= bound),
  min: compare(toNumber, (n, bound) => n >= bound),
  minNonEmpty: (value, bound) => {
    if (isEmptyValue(value)) return true;
    const n = toNumber(value);
    return n !== undefined && n >= (bound as number);
  },
  min_float: compare(toNumber, (n, bound) => n >= bound),
  min_float_decimal: compare(toNumber, (n, bound) => n > bound),
  max_length: (value, bound) => length(value) <= (bound as number),
  min_length: (value, bound) => length(value) >= (bound as number),
  max_date: (value, bound) => {
    if (bound === undefined) return true;
    const date = toIsoDate(value);
    return date !== undefined && date <= (bound as string);
  },
  min_date: (value, bound) => {
    if (bound === undefined) return true;
    const date = toIsoDate(value);
    return date !== undefined && date >= (bound as string);
  },
  strength_password: (value) => typeof value === 'string' && isStrongPassword(value),
  number: (value) => toNumber(value) !== undefined,
  integer: (value) =>
    typeof value === 'number' ? Number.isInteger(value) : INTEGER.test(text(value).replace(/,/g, '').trim()),
  required: (value) => !isEmptyValue(value),
  not_null: (value) => value !== null && value !== undefined,
  max_decimal_place: (value, bound) => {
    const places = decimalPlaces(value);
    return places !== undefined && places <= (bound as number);
  },
  not_contains_only_spaces: (value) => /\S/.test(text(value)),
  url: (value) => isUrl(text(value)),
};

const parsedCache = new Map<string, ParsedRule[]>();

function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

/**
 * Parses a pipe-separated rule string. Unknown rules and missing numeric parameters throw: they are
 * programming errors, and failing loudly keeps a typo from silently accepting everything.
 */
export function parseRules(rules: string): ParsedRule[] {
  const cached = parsedCache.get(rules);
  if (cached) return cached;
  const parsed = rules
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): ParsedRule => {
      const colon = part.indexOf(':');
      const name = colon === -1 ? part : part.slice(0, colon);
      const param = colon === -1 ? undefined : part.slice(colon + 1).trim();
      if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}" in "${rules}"`);
      if (
        NUMERIC_PARAM.has(name) &&
        (param === undefined || param === '' || !Number.isFinite(Number(param)))
      ) {
        throw new Error(`Validation rule "${name}" needs a numeric parameter in "${rules}"`);
      }
      return { name, param };
    });
  // Rule strings are mostly literals; the cap keeps rules built at run time (`max:${n}`) from growing it.
  if (parsedCache.size >= 1000) parsedCache.clear();
  parsedCache.set(rules, parsed);
  return parsed;
}

function boundOf(rule: ParsedRule, params: Record<string, unknown> | undefined): RuleBound {
  if (rule.name === 'max_date' || rule.name === 'min_date') {
    const raw = params?.[rule.name] ?? rule.param;
    if (raw === undefined || raw === null || raw === '') return undefined;
    const date = toIsoDate(raw);
    if (date === undefined) throw new Error(`Validation rule "${rule.name}" got an invalid date bound`);
    return date;
  }
  if (rule.name === 'strength_password') return PASSWORD_MIN_LENGTH;
  if (rule.name === 'minNonEmpty')
    return rule.param === undefined || rule.param === '' ? 0 : Number(rule.param);
  return rule.param === undefined ? undefined : Number(rule.param);
}

/** The first rule of `rules` that `value` fails, with its bound; undefined when all pass. */
export function firstFailure(
  value: unknown,
  rules: string,
  params?: Record<string, unknown>,
): { rule: RuleName; param: RuleBound } | undefined {
  for (const rule of parseRules(rules)) {
    const bound = boundOf(rule, params);
    if (!CHECKS[rule.name](value, bound)) return { rule: rule.name, param: bound };
  }
  return undefined;
}

/**
 * Validates `value` against pipe-separated `rules` (SPEC 5). The first failing rule wins; its message is
 * `validations.<rule>` with `%field%` and `%param%` filled in, or "Invalid value" when the key is missing.
 */
export function validate(value: unknown, rules: string, options: ValidateOptions = {}): ValidationResult {
  const failure = firstFailure(value, rules, options.params);
  if (!failure) return { valid: true };
  const translate: Translate = options.translate ?? translatorFor();
  const key = `${KEY_PREFIX}${failure.rule}`;
  const field = options.field ?? defaultFieldLabel('', translate);
  const message = formatMessage(key, field, translate, { ...options.params, param: failure.param });
  return { valid: false, rule: failure.rule, key, message };
}
