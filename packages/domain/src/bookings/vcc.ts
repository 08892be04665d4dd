/**
 * Virtual credit cards of bookings (SPEC 3, 8, 9): the card may be charged from the check-in date until 60 days
 * after it, both in the property's time zone; outside that swipe window it is "unavailable outside swipe period".
 */
import { VCC_USABLE_DAYS_AFTER_CHECK_IN } from '../constants.js';
import { addDays } from '../dates.js';

/** The currencies a virtual card may be in (vccCurrencyList, ISO 4217). */
export const VCC_CURRENCIES = ['IDR', 'USD', 'SGD', 'AUD', 'EUR', 'JPY', 'MYR', 'THB'] as const;
export type VccCurrency = (typeof VCC_CURRENCIES)[number];

export interface SwipeWindow {
  /** The first day the card may be charged: the check-in date. */
  readonly from: string;
  /** The last day the card may be charged: 60 days after check-in. */
  readonly until: string;
}

export function vccSwipeWindow(checkIn: string): SwipeWindow {
  return { from: checkIn, until: addDays(checkIn, VCC_USABLE_DAYS_AFTER_CHECK_IN) };
}

/** The property's `today` (YYYY-MM-DD, from todayInZone) is inside the booking's swipe window. */
export function inVccSwipePeriod(checkIn: string, today: string): boolean {
  const w = vccSwipeWindow(checkIn);
  return today >= w.from && today <= w.until;
}
