import { format as formatWithPattern, formatDistance, isValid, parseISO } from 'date-fns';
import { enUS, id as idLocale } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import type { Language } from './languages.js';
import { DEFAULT_LANGUAGE } from './languages.js';

const LOCALES: Record<Language, Locale> = { id: idLocale, en: enUS };

/** The date-fns locale of a language. */
export function dateLocale(lang: Language = DEFAULT_LANGUAGE): Locale {
  return LOCALES[lang];
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export interface NumberFormatOptions {
  /** Fraction digits (default 0). */
  decimals?: number;
}

/**
 * A number with the language's separators: id `1.234.567,5`, en `1,234,567.5`.
 * Rounds half away from zero to `decimals`. Non-finite values give ''.
 */
export function formatNumber(
  value: number,
  lang: Language = DEFAULT_LANGUAGE,
  options: NumberFormatOptions = {},
): string {
  const decimals = options.decimals ?? 0;
  return formatWith(value, decimals, lang === 'id' ? '.' : ',', lang === 'id' ? ',' : '.');
}

function formatWith(value: number, decimals: number, group: string, point: string): string {
  if (!Number.isFinite(value)) return '';
  const factor = 10 ** decimals;
  // toPrecision(15) absorbs binary artefacts, so 1.005 rounds to 1.01 as a person expects.
  const rounded = Math.round(Number((Math.abs(value) * factor).toPrecision(15))) / factor;
  const [int = '0', frac] = rounded.toFixed(decimals).split('.');
  const negative = value < 0 && rounded !== 0;
  return `${negative ? '-' : ''}${groupDigits(int, group)}${frac ? `${point}${frac}` : ''}`;
}

/**
 * Money for display (SPEC 9), the same in both languages:
 * - IDR: `Rp 1.250.000` — dot thousands, no decimals (rounded), negative `-Rp 1.250.000`;
 * - other currencies: `USD 1,234.50` — the ISO code, comma thousands, two decimals.
 * `lang` is accepted for symmetry with the other formatters; the spec's formats do not depend on it.
 */
export function formatCurrency(
  amount: number,
  currency: string = 'IDR',
  _lang: Language = DEFAULT_LANGUAGE,
): string {
  if (!Number.isFinite(amount)) return '';
  const code = currency.toUpperCase();
  if (code === 'IDR') {
    const text = formatWith(amount, 0, '.', ',');
    return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
  }
  const text = formatWith(amount, 2, ',', '.');
  return text.startsWith('-') ? `-${code} ${text.slice(1)}` : `${code} ${text}`;
}

/**
 * Parses a date: a `Date`, a `YYYY-MM-DD` string (a calendar date, read as local midnight so it never shifts a
 * day) or a full ISO date-time. Throws RangeError on an invalid value.
 */
export function toDate(value: Date | string | number): Date {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : parseISO(value);
    if (m && (date.getMonth() !== Number(m[2]) - 1 || date.getDate() !== Number(m[3]))) {
      throw new RangeError(`Invalid date: ${value}`);
    }
  }
  if (!isValid(date)) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** `YYYY-MM-DD` of a date in local time. */
export function toIsoDate(value: Date | string | number): string {
  return formatWithPattern(toDate(value), 'yyyy-MM-dd');
}

/** Named patterns (date-fns tokens). */
export const DATE_PATTERNS = {
  /** 5 Jan 2026 / 5 Jan 2026 */
  short: 'd MMM yyyy',
  /** 5 January 2026 / 5 Januari 2026 */
  long: 'd MMMM yyyy',
  /** Mon, 5 Jan 2026 / Sen, 5 Jan 2026 */
  withWeekday: 'EEE, d MMM yyyy',
  /** 5 Jan 2026, 14:30 */
  dateTime: 'd MMM yyyy, HH:mm',
  time: 'HH:mm',
  /** January 2026 */
  month: 'MMMM yyyy',
} as const;
export type DatePatternName = keyof typeof DATE_PATTERNS;

/**
 * Formats a date with a date-fns pattern (or a DATE_PATTERNS name) in the language's locale:
 * `formatDate('2026-01-05', 'long', 'id')` -> `5 Januari 2026`.
 */
export function formatDate(
  date: Date | string | number,
  pattern: string = DATE_PATTERNS.short,
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const resolved = pattern in DATE_PATTERNS ? DATE_PATTERNS[pattern as DatePatternName] : pattern;
  return formatWithPattern(toDate(date), resolved, { locale: LOCALES[lang] });
}

/** Distance to `base` in words with a suffix: `3 hari yang lalu` / `3 days ago`, `dalam 2 jam` / `in 2 hours`. */
export function formatRelative(
  date: Date | string | number,
  base: Date | string | number = new Date(),
  lang: Language = DEFAULT_LANGUAGE,
): string {
  return formatDistance(toDate(date), toDate(base), { addSuffix: true, locale: LOCALES[lang] });
}
