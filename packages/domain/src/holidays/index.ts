/**
 * Indonesia's holiday calendar (calendar.ts), served by `GET /api/v1/holidays` (SPEC 7 "GET holidays (page 0,
 * size 100)") and marked on the rates calendar and list. See docs/decisions/holidays.md.
 */
import { PAGE_SIZE_HOLIDAYS } from '../constants.js';
import { HOLIDAYS_FIRST_DATE, HOLIDAYS_LAST_DATE, INDONESIA_HOLIDAYS, type Holiday } from './calendar.js';

export * from './calendar.js';

export interface HolidayPage {
  items: Holiday[];
  page: { page: number; size: number; total: number };
}

/**
 * The holidays from `from` through `to` (inclusive, `YYYY-MM-DD`; the whole calendar when omitted), one page of
 * `limit` (100 by default, as the spec's call asks) from page `page` (from 0). The range is assumed checked.
 */
export function holidaysPage(
  range: { from?: string | undefined; to?: string | undefined },
  page = 0,
  limit: number = PAGE_SIZE_HOLIDAYS,
  holidays: readonly Holiday[] = INDONESIA_HOLIDAYS,
): HolidayPage {
  const from = range.from ?? HOLIDAYS_FIRST_DATE;
  const to = range.to ?? HOLIDAYS_LAST_DATE;
  const inRange = holidays.filter((h) => h.date >= from && h.date <= to);
  return {
    items: inRange.slice(page * limit, page * limit + limit),
    page: { page, size: limit, total: inRange.length },
  };
}

/**
 * `YYYY-MM-DD` -> the day's holiday names in one language (two holidays on one day are joined with " · "); a
 * tentative date is marked by `tentative(name)`. The shape the rate calendar's `holidays` prop takes.
 */
export function holidayNamesByDate(
  holidays: readonly Holiday[],
  lang: 'id' | 'en',
  tentative: (name: string) => string = (name) => name,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of holidays) {
    const base = lang === 'en' ? h.nameEn : h.nameId;
    const name = h.tentative ? tentative(base) : base;
    out[h.date] = out[h.date] === undefined ? name : `${out[h.date]} · ${name}`;
  }
  return out;
}
