/**
 * Bookings the marketplace intake could not place (SPEC 7 "has-error-bookings", docs/decisions/bookings.md): one
 * entry per marketplace and idempotency key that the intake refused. Its status is derived from what is stored,
 * the same way on the server and the screens.
 */

/** Why the intake refuses a stay (its quote's reasons; the contract's UnavailableReason). */
export const UNAVAILABLE_REASONS = [
  'CLOSED_OUT',
  'CLOSED_TO_ARRIVAL',
  'CLOSED_TO_DEPARTURE',
  'STAY_TOO_SHORT',
  'STAY_TOO_LONG',
  'BOOKED_TOO_LATE',
  'BOOKED_TOO_EARLY',
  'SOLD_OUT',
  'NO_RATE',
  'OUTSIDE_STAY_DATES',
  'RATE_PLAN_INACTIVE',
  'ROOM_INACTIVE',
  'TOO_MANY_GUESTS',
  'CHILD_TOO_YOUNG',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const HAS_ERROR_STATUSES = ['OPEN', 'HANDLED', 'RESOLVED'] as const;
export type HasErrorStatus = (typeof HAS_ERROR_STATUSES)[number];

/** The most entries one list answers (newest attempt first). */
export const HAS_ERROR_LIST_MAX = 100;

/**
 * RESOLVED once a later booking with the same key was placed (whatever staff did), else HANDLED once a staff
 * member marked it, else OPEN: it needs attention.
 */
export function hasErrorStatusOf(e: {
  readonly bookingId: number | null;
  readonly handledAt: string | null;
}): HasErrorStatus {
  if (e.bookingId !== null) return 'RESOLVED';
  if (e.handledAt !== null) return 'HANDLED';
  return 'OPEN';
}

/** The reasons of a refusal the server keeps: known ones only, each once, in the list's order. */
export function unavailableReasons(given: readonly string[]): UnavailableReason[] {
  return UNAVAILABLE_REASONS.filter((r) => given.includes(r));
}
