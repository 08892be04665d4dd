import type { RateCalendarField } from './types.js';

const idrFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
/** IDR with dot thousands and no decimals. */
export const defaultFormatRate = (value: number) => idrFormat.format(value);

const compactFormats = new Map<string, (value: number) => string>();
/**
 * Short rates for the phone's narrow columns, three significant digits: `551rb`, `1,25jt` (id), `551k`,
 * `1.25m` (en). The editor and the review show the whole amount.
 */
export function compactFormatRate(locale: string): (value: number) => string {
  let format = compactFormats.get(locale);
  if (!format) {
    const number = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 });
    format = (value: number) => number.format(value).replace(/\s/g, '');
    compactFormats.set(locale, format);
  }
  return format;
}

export const plainNumber = (_field: RateCalendarField, value: number) => String(value);
const rateFormatters = new WeakMap<
  (value: number) => string,
  (field: RateCalendarField, value: number) => string
>();
/** A stable wrapper per formatter, so memoised rows do not re-render because of a new function. */
export function formatRateNumber(format: (value: number) => string) {
  let wrapped = rateFormatters.get(format);
  if (!wrapped) {
    wrapped = (_field, value) => format(value);
    rateFormatters.set(format, wrapped);
  }
  return wrapped;
}
