import { DEFAULT_TIME_ZONE } from '@extranet/domain';
import type { Language } from '@extranet/i18n/core';

/**
 * The one way the app writes dates, times and money on screen (SPEC 9): one format per language, times in the
 * property's own time zone, never an ISO string.
 *
 * - date:      id `5 Agu 2026`, en `5 Aug 2026` (with weekday: `Rab, 5 Agu 2026` / `Wed, 5 Aug 2026`)
 * - date-time: id `1 Mar 2026, 23.30 WIB`, en `1 Mar 2026, 23:30 GMT+7` (in the zone given, with its name)
 * - money:     `Rp 550.000` in both languages
 */

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Language, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${lang}|${key}|${options.timeZone ?? ''}`;
  let found = cache.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[lang], options);
    cache.set(id, found);
  }
  return found;
}

/**
 * A calendar day as a Date at UTC midnight. A `YYYY-MM-DD` string is a day of the property (never shifted by the
 * browser's zone); a Date or a full timestamp is taken as the UTC day it falls on.
 */
function dayOf(date: string | Date): Date | null {
  if (typeof date === 'string') {
    const m = DAY.exec(date);
    const parsed = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(date);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

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
  const day = dayOf(date);
  if (!day) return String(date);
  const parts: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  };
  if (options.weekday) parts.weekday = 'short';
  return formatter(lang, options.weekday ? 'weekday-date' : 'date', parts).format(day);
}

/** A period of days: `5 Agu 2026 – 9 Agu 2026`. */
export function formatDateRange(from: string | Date, to: string | Date, lang: Language): string {
  return `${formatDate(from, lang)} – ${formatDate(to, lang)}`;
}

/** The month of a day: `Agustus 2026` / `August 2026`. */
export function formatMonth(date: string | Date, lang: Language): string {
  const day = dayOf(date);
  if (!day) return String(date);
  return formatter(lang, 'month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
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
    return formatter(lang, 'date-time', options).format(when);
  } catch {
    // An unknown zone name from old data: the default zone rather than a crash.
    return formatter(lang, 'date-time', { ...options, timeZone: DEFAULT_TIME_ZONE }).format(when);
  }
}

const money = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/**
 * An amount of rupiah, the same in both languages (SPEC 9): `Rp 550.000`, `-Rp 1.250.000`. `lang` is taken for
 * symmetry with the other formatters.
 */
export function formatMoney(amount: number, _lang?: Language): string {
  if (!Number.isFinite(amount)) return '';
  return money.format(amount).replace(/\s/g, ' ');
}

/** A count with the language's separators: id `1.234`, en `1,234`. */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(value);
}
