import type { Language } from './languages.js';

// Calendar days and instants through Intl (no date library in a bundle that only needs these): one format
// per language, shared by the app's screens (apps/extranet/src/shared/format) and the validators' messages.

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const cache = new Map<string, Intl.DateTimeFormat>();
/** An Intl.DateTimeFormat of `lang`, made once per language, `key` and time zone. */
export function intlDateFormat(
  lang: Language,
  key: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
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
 * reader's zone); a Date or a full timestamp is taken as the UTC day it falls on. Null when unreadable.
 */
export function calendarDayOf(date: string | Date): Date | null {
  if (typeof date === 'string') {
    const m = DAY.exec(date);
    const parsed = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(date);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day (`YYYY-MM-DD`): `5 Agu 2026` / `5 Aug 2026`, with `weekday` `Rab, 5 Agu 2026`. An unreadable value is returned as it came. */
export function formatDay(date: string | Date, lang: Language, options: { weekday?: boolean } = {}): string {
  const day = calendarDayOf(date);
  if (!day) return String(date);
  const parts: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  };
  if (options.weekday) parts.weekday = 'short';
  return intlDateFormat(lang, options.weekday ? 'weekday-date' : 'date', parts).format(day);
}
