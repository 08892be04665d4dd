/**
 * The ARI window (availability, rates and inventory; SPEC 9), written once for the server's checks, the app's
 * forms and the UI library's calendar. Its limits are the constants of constants.ts: ALLOTMENT_VIEW_DAYS_BACK,
 * ALLOTMENT_FORWARD_MONTHS_LIST, ADVANCE_BOOKING_MAX_DAYS and LENGTH_OF_STAY_MAX_NIGHTS.
 */
import { ALLOTMENT_FORWARD_MONTHS_LIST, ALLOTMENT_VIEW_DAYS_BACK } from './constants.js';
import { addDays, addMonths } from './dates.js';

/** The ARI window around a property's today: readable from (read-only), today (first editable), horizon. */
export function ariWindow(today: string): { readFrom: string; today: string; horizon: string } {
  return {
    readFrom: addDays(today, -ALLOTMENT_VIEW_DAYS_BACK),
    today,
    horizon: addMonths(today, ALLOTMENT_FORWARD_MONTHS_LIST),
  };
}
