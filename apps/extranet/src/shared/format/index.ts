/**
 * The one way the app shows dates, times and money (SPEC 9), the same on every screen:
 * - a calendar date (`YYYY-MM-DD`): `5 Jan 2026` in both languages (Indonesian month names in id);
 * - an instant: its date and time in the PROPERTY's time zone (never the browser's), one format per language:
 *   id `5 Jan 2026, 14.30`, en `5 Jan 2026, 14:30`;
 * - money: `Rp 550.000` in every language.
 */
import { formatCurrency, type Language } from '@extranet/i18n';

const localeOf = (lang: Language) => (lang === 'en' ? 'en-GB' : 'id-ID');

export type DateStyle = 'short' | 'long' | 'withWeekday';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  withWeekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(lang), options);
    formats.set(key, found);
  }
  return found;
}

/** A calendar date (`YYYY-MM-DD`, the property's own day) for reading: `5 Jan 2026`. Other text is returned as is. */
export function formatDate(date: string, lang: Language, style: DateStyle = 'short'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const utc = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return formatter(lang, { ...DATE_OPTIONS[style], timeZone: 'UTC' }).format(utc);
}

/** An instant (ISO date-time) as its date and time in `timeZone` (the property's): `5 Jan 2026, 14.30`. */
export function formatDateTime(instant: string | Date, lang: Language, timeZone: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  return formatter(lang, {
    ...DATE_OPTIONS.short,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** An amount of money (integer IDR): `Rp 550.000` in every language. */
export function formatMoney(amount: number, lang: Language = 'id'): string {
  return formatCurrency(amount, 'IDR', lang);
}
