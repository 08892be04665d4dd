/**
 * Who may do what in the bookings area: one pure policy for the server's checks and the screens. Searching and
 * reading bookings is the route rule of searchBookings (roles 3, 4, 5, 6, 7, SPEC 6); the commission and what
 * the property receives are finance data, shown to the finance roles among them only.
 */
import { ROLE_ACCESS } from '../roles.js';

export interface BookingsAccess {
  /** The caller's roles at the property. */
  readonly roles: readonly number[];
}

export const BOOKINGS_ACTIONS = [
  /** Search, export and read bookings. */
  'booking.read',
  /** See a booking's commission and what the property receives. */
  'booking.finance',
  /** Confirm or decline a booking's special requests. */
  'booking.answerRequest',
  /** Approve or reject a reschedule request (moves the booking and its allotment). */
  'booking.reschedule',
  /** Mark a booking request the intake refused (has-error-bookings) handled. */
  'booking.handleError',
] as const;

export type BookingsAction = (typeof BOOKINGS_ACTIONS)[number];

const has = (access: BookingsAccess, list: readonly number[]) => access.roles.some((r) => list.includes(r));

export function can(access: BookingsAccess, action: BookingsAction): boolean {
  switch (action) {
    case 'booking.read':
      return has(access, ROLE_ACCESS.WITH_FRONT_OFFICE);
    case 'booking.finance':
      return has(access, ROLE_ACCESS.WITH_FRONT_OFFICE) && has(access, ROLE_ACCESS.FINANCE);
    case 'booking.answerRequest':
      return has(access, ROLE_ACCESS.WITH_FRONT_OFFICE);
    case 'booking.reschedule':
      return has(access, ROLE_ACCESS.MOST);
    case 'booking.handleError':
      return has(access, ROLE_ACCESS.WITH_FRONT_OFFICE);
  }
}
