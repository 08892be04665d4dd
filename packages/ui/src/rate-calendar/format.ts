import type { RateCalendarField } from './types.js';

const idrFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
/** IDR with dot thousands and no decimals. */
export const defaultFormatRate = (value: number) => idrFormat.format(value);

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
