import { useMemo } from 'react';
import { useUi, useUiText } from '../provider/index.js';
import type { RateCalendarField } from './types.js';
import type { RateCalendarErrorCode } from './validate.js';

const FIELDS: readonly RateCalendarField[] = [
  'rate',
  'allotment',
  'sold',
  'closed',
  'cta',
  'ctd',
  'minStay',
  'maxStay',
];
const ERRORS: readonly RateCalendarErrorCode[] = [
  'required',
  'notNegative',
  'integer',
  'number',
  'flag',
  'stayRange',
  'minAboveMax',
  'belowSold',
];

/** Every built-in string and formatter of the calendar, resolved once per language. */
export interface RateCalendarText {
  t: (key: string, params?: Record<string, unknown>) => string;
  field: Record<RateCalendarField, string>;
  error: Record<RateCalendarErrorCode, string>;
  closed: string;
  open: string;
  cta: string;
  ctd: string;
  yes: string;
  no: string;
  notSet: string;
  readOnly: string;
  weekdayShort: readonly string[];
  monthShort: readonly string[];
  monthYear: (year: number, month: number) => string;
  fullDate: (iso: string) => string;
}

export function useRateCalendarText(): RateCalendarText {
  const t = useUiText();
  const { locale } = useUi();
  return useMemo(() => {
    const k = (key: string) => t(`ui.rateCalendar.${key}`);
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const full = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // 2023-01-01 was a Sunday: index 0 = Sunday, as Date#getUTCDay.
    const weekdayShort = Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2023, 0, 1 + i)));
    const monthShort = Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2023, i, 1)));
    return {
      t,
      field: Object.fromEntries(FIELDS.map((f) => [f, k(`fields.${f}`)])) as Record<
        RateCalendarField,
        string
      >,
      error: Object.fromEntries(ERRORS.map((e) => [e, k(`errors.${e}`)])) as Record<
        RateCalendarErrorCode,
        string
      >,
      closed: k('closed'),
      open: k('open'),
      cta: k('ctaShort'),
      ctd: k('ctdShort'),
      yes: k('yes'),
      no: k('no'),
      notSet: k('notSet'),
      readOnly: k('readOnly'),
      weekdayShort,
      monthShort,
      monthYear: (y, m) => monthYear.format(Date.UTC(y, m, 1)),
      fullDate: (iso) => full.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [t, locale]);
}
