import { DEFAULT_TIME_ZONE, formatBytes, type BytesRounding } from '@extranet/domain';
import { calendarDayOf, formatCurrency, formatDay, intlDateFormat, type Language } from '@extranet/i18n/core';

/**
 * The one way the app writes dates, times and money on screen (SPEC 9): one format per language, times in the
 * property's own time zone, never an ISO string.
 *
 * - date:      id `5 Agu 2026`, en `5 Aug 2026` (with weekday: `Rab, 5 Agu 2026` / `Wed, 5 Aug 2026`)
 * - date-time: id `1 Mar 2026, 23.30 WIB`, en `1 Mar 2026, 23:30 GMT+7` (in the zone given, with its name)
 * - money:     `Rp 550.000` in both languages
 */

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

function instantOf(instant: string | Date | number): Date | null {
  const parsed = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

export interface DateFormatOptions {
  /** Adds the short weekday: `Rab, 5 Agu 2026`. */
  weekday?: boolean;
}

/** A calendar day (`YYYY-MM-DD`): `5 Agu 2026` / `5 Aug 2026`. An unreadable value is returned as it came. */
export function formatDate(date: string | Date, lang: Language, options: DateFormatOptions = {}): string {
  return formatDay(date, lang, options);
}

/** A period of days: `5 Agu 2026 – 9 Agu 2026`. */
export function formatDateRange(from: string | Date, to: string | Date, lang: Language): string {
  return `${formatDate(from, lang)} – ${formatDate(to, lang)}`;
}

/** The month of a day: `Agustus 2026` / `August 2026`. */
export function formatMonth(date: string | Date, lang: Language): string {
  const day = calendarDayOf(date);
  if (!day) return String(date);
  return intlDateFormat(lang, 'month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/**
 * An instant in the property's time zone, with the zone's name so nobody converts in their head:
 * `1 Mar 2026, 23.30 WIB` / `1 Mar 2026, 23:30 GMT+7`.
 */
export function formatDateTime(
  instant: string | Date | number,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const when = instantOf(instant);
  if (!when) return String(instant);
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  };
  try {
    return intlDateFormat(lang, 'date-time', options).format(when);
  } catch {
    // An unknown zone name from old data: the default zone rather than a crash.
    return intlDateFormat(lang, 'date-time', { ...options, timeZone: DEFAULT_TIME_ZONE }).format(when);
  }
}

/**
 * An amount of rupiah, the same in both languages (SPEC 9): `Rp 550.000`, `-Rp 1.250.000` (`formatCurrency` of
 * `@extranet/i18n`, as the server's and the validators' messages write it).
 */
export function formatMoney(amount: number, lang?: Language): string {
  return formatCurrency(amount, 'IDR', lang);
}

/** A count with the language's separators: id `1.234`, en `1,234`. */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(value);
}

/** A measure with up to `maxDecimals` decimals in the language's separators: id `6,5`, en `6.5` (`6` when whole). */
export function formatDecimal(value: number, lang: Language, maxDecimals = 1): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: maxDecimals }).format(value);
}

/** A file size: id `2,3 MB`, en `2.3 MB`; a limit reads as its rule's round number (`5 MB`, `100 KB`). */
export function formatFileSize(bytes: number, lang: Language, rounding?: BytesRounding): string {
  return formatBytes(bytes, LOCALES[lang], rounding);
}
