import { useMemo } from 'react';
import { useUi, useUiText } from '../provider/index.js';
import { DEFAULT_FIELDS, occupancyOf, RESTRICTION_FIELDS, type RateCalendarField } from './types.js';
import type { RateCalendarErrorCode } from './validate.js';

const FIELDS: readonly RateCalendarField[] = [...DEFAULT_FIELDS, ...RESTRICTION_FIELDS];
const ERRORS: readonly RateCalendarErrorCode[] = [
  'required',
  'notNegative',
  'integer',
  'number',
  'flag',
  'choice',
  'stayRange',
  'advanceRange',
  'minAboveMax',
  'belowSold',
];

/** Every built-in string and formatter of the calendar, resolved once per language. */
export interface RateCalendarText {
  t: (key: string, params?: Record<string, unknown>) => string;
  /** The row label of a field (occupancy rates: "2-guest rate (IDR)"). */
  field: (field: RateCalendarField) => string;
  error: Record<RateCalendarErrorCode, string>;
  closed: string;
  open: string;
  cta: string;
  ctd: string;
  yes: string;
  no: string;
  notSet: string;
  readOnly: string;
  asRatePlan: string;
  showRestrictions: string;
  restrictionsOf: (plan: string, expanded: boolean) => string;
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
    const fieldNames = new Map(FIELDS.map((f) => [f, k(`fields.${f}`)]));
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
      field: (f: RateCalendarField) => {
        const guests = occupancyOf(f);
        if (guests > 0) return t('ui.rateCalendar.fields.occupancy', { count: guests });
        return fieldNames.get(f) ?? f;
      },
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
      asRatePlan: k('asRatePlan'),
      showRestrictions: k('showRestrictions'),
      restrictionsOf: (plan: string, expanded: boolean) =>
        t(`ui.rateCalendar.${expanded ? 'hideRestrictionsOf' : 'showRestrictionsOf'}`, { plan }),
      weekdayShort,
      monthShort,
      monthYear: (y, m) => monthYear.format(Date.UTC(y, m, 1)),
      fullDate: (iso) => full.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [t, locale]);
}
