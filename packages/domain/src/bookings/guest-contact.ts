/**
 * Guest contact (SPEC 6, 9): staff may see the guest's phone and e-mail only for an active booking (issued:
 * confirmed and the stay not over) and from 1 day before check-in, in the property's time zone.
 */
import { GUEST_CONTACT_DAYS_BEFORE_CHECK_IN } from '../constants.js';
import { addDays } from '../dates.js';
import { bookingStatusOf, type StoredBookingState } from './status.js';

export type GuestContactRefusal = 'NOT_ACTIVE' | 'TOO_EARLY';

/** The first day the contact may be revealed. */
export function guestContactFrom(checkIn: string): string {
  return addDays(checkIn, -GUEST_CONTACT_DAYS_BEFORE_CHECK_IN);
}

/** Why the contact cannot be revealed on the property's `today`, or null when it can. */
export function guestContactRefusal(
  booking: StoredBookingState & { readonly checkIn: string },
  today: string,
): GuestContactRefusal | null {
  if (bookingStatusOf(booking, today) !== 'ISSUED') return 'NOT_ACTIVE';
  if (today < guestContactFrom(booking.checkIn)) return 'TOO_EARLY';
  return null;
}
