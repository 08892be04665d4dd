/**
 * The booking status staff see (SPEC 3: issued, refund, expired, plus cancelled), derived from what the intake
 * stores (`bookings.status` CONFIRMED | CANCELLED, the check-out date, the cancellation fee and the total). The
 * one definition: the server's search filters by the same rule in SQL (modules/bookings/repository.ts
 * STATUS_SQL), and its tests check that both agree.
 */

export const BOOKING_STATUSES = ['ISSUED', 'CANCELLED', 'REFUND', 'EXPIRED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What the status is derived from. */
export interface StoredBookingState {
  /** The intake's status. */
  readonly status: 'CONFIRMED' | 'CANCELLED';
  /** The check-out date (YYYY-MM-DD): the day the guest leaves. */
  readonly checkOut: string;
  readonly totalPrice: number;
  /** The fee of a cancellation; null when none was recorded (bookings cancelled before fees existed). */
  readonly cancellationFee: number | null;
}

/**
 * - ISSUED: confirmed, and the stay is not over (check-out is the property's today or later);
 * - EXPIRED: confirmed, and the check-out day has passed (the stay is over);
 * - REFUND: cancelled, and the guest gets money back: no fee was recorded, or the fee is below the total;
 * - CANCELLED: cancelled, and nothing goes back: the fee is the whole total (non-refundable, no-show).
 */
export function bookingStatusOf(b: StoredBookingState, today: string): BookingStatus {
  if (b.status === 'CONFIRMED') return b.checkOut < today ? 'EXPIRED' : 'ISSUED';
  return b.cancellationFee !== null && b.cancellationFee >= b.totalPrice ? 'CANCELLED' : 'REFUND';
}

/** What a cancelled booking gives back to the guest; null while it is not cancelled. */
export function refundOf(b: StoredBookingState): number | null {
  if (b.status !== 'CANCELLED') return null;
  return Math.max(0, b.totalPrice - (b.cancellationFee ?? 0));
}
