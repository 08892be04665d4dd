import { ErrorList, type FieldError } from '../field-errors.js';
import { HOTEL_NOW_MAX_DISCOUNT_PERCENT, HOTEL_NOW_MIN_DISCOUNT_PERCENT } from '../constants.js';
import { checkNumber } from './ranges.js';
import type { Maybe, NumberInput } from './types.js';

import type { HotelNowNightState } from '@extranet/domain';

export type { HotelNowNightState };

/** One room's Hotel Now offer for one night, as the owner edits it. */
export interface HotelNowOfferInput {
  /** The room takes part in Hotel Now that night. */
  open: Maybe<boolean>;
  /** Rooms offered in Hotel Now. */
  rooms: NumberInput;
  /** Whole percent off the night's rate. */
  discountPercent: NumberInput;
}

export interface HotelNowOfferContext {
  state: HotelNowNightState;
  /** Unsold allotment of the room that night (allotment - sold, never below 0). */
  unsold: number;
  /** Rooms of the saved offer when it is open (null when the room does not take part yet). */
  savedRooms?: number | null;
  /**
   * Rooms the marketplace already sold through this offer (0 when none). They count in the allotment's `sold`,
   * so they are not in `unsold`, yet they stay part of the offer.
   */
  hotelNowSold?: number;
}

/**
 * Hotel Now availability of one room and night (SPEC 9; issue 4): past nights are read-only; closing is always
 * allowed; an open offer has 0 up to the unsold allotment rooms and a whole discount percent between
 * HOTEL_NOW_MIN_DISCOUNT_PERCENT and HOTEL_NOW_MAX_DISCOUNT_PERCENT. While the night's window is running,
 * rooms sell as the owner edits, so an offer may still be lowered when sales have brought the unsold
 * allotment below it; it may never be raised above the unsold allotment. Rooms already sold through the offer
 * stay in it: the offer keeps at least that many rooms (open or closed) and may have that many more than the
 * unsold allotment. Fields: `date`, `rooms`, `discountPercent`.
 */
export function validateHotelNowOffer(
  input: HotelNowOfferInput,
  context: HotelNowOfferContext,
): FieldError[] {
  const list = new ErrorList();
  if (context.state === 'PAST') {
    list.add('date', 'hotelNow.nightPast');
    return list.errors;
  }
  const sold = Math.max(0, context.hotelNowSold ?? 0);
  if (!input.open) {
    // Closing keeps the saved rooms; rooms given with it must still hold what was sold.
    if (typeof input.rooms === 'number' && input.rooms < sold)
      list.add('rooms', 'hotelNow.belowSold', { min: sold });
    return list.errors;
  }
  const unsold = Math.max(0, context.unsold);
  const max = unsold + sold;
  const rooms = checkNumber(list, 'rooms', input.rooms, { required: true, integer: true, min: 0 });
  if (rooms !== undefined && rooms < sold) list.add('rooms', 'hotelNow.belowSold', { min: sold });
  else if (rooms !== undefined && rooms > max) {
    const saved = context.savedRooms ?? null;
    const lowering = context.state === 'RUNNING' && saved !== null && rooms <= saved;
    if (!lowering) list.add('rooms', 'hotelNow.aboveUnsold', { max });
  }
  checkNumber(list, 'discountPercent', input.discountPercent, {
    required: true,
    integer: true,
    min: HOTEL_NOW_MIN_DISCOUNT_PERCENT,
    max: HOTEL_NOW_MAX_DISCOUNT_PERCENT,
  });
  return list.errors;
}
