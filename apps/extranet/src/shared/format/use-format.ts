import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE, type BytesRounding } from '@extranet/domain';
import { useLanguage } from '../i18n/language';
import { currentHotel, useSession } from '../session/session';
import {
  formatCount,
  formatDecimal,
  formatFileSize,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatMonth,
  type DateFormatOptions,
} from './format';

export interface Formatters {
  /** The property's time zone the times are written in. */
  timeZone: string;
  date: (date: string | Date, options?: DateFormatOptions) => string;
  dateRange: (from: string | Date, to: string | Date) => string;
  month: (date: string | Date) => string;
  dateTime: (instant: string | Date | number) => string;
  money: (amount: number) => string;
  count: (value: number) => string;
  /** A measure with up to `maxDecimals` decimals (default 1): id `6,5`, en `6.5`. */
  decimal: (value: number, maxDecimals?: number) => string;
  /** A file size, `rounding` `down` for an upper limit and `up` for a lower one: `5 MB`, `100 KB`, `2,3 MB`. */
  fileSize: (bytes: number, rounding?: BytesRounding) => string;
}

/** The formatters of the current language, with times in the current property's time zone (the session's). */
export function useFormat(): Formatters {
  const { lang } = useLanguage();
  const { data: session } = useSession();
  const timeZone = currentHotel(session)?.timeZone ?? DEFAULT_TIME_ZONE;
  return useMemo(
    () => ({
      timeZone,
      date: (date, options) => formatDate(date, lang, options),
      dateRange: (from, to) => formatDateRange(from, to, lang),
      month: (date) => formatMonth(date, lang),
      dateTime: (instant) => formatDateTime(instant, lang, timeZone),
      money: (amount) => formatMoney(amount, lang),
      count: (value) => formatCount(value, lang),
      decimal: (value, maxDecimals) => formatDecimal(value, lang, maxDecimals),
      fileSize: (bytes, rounding) => formatFileSize(bytes, lang, rounding),
    }),
    [lang, timeZone],
  );
}
