import type { BookingStatus } from '@extranet/domain';

/**
 * The SQL of each status of bookingStatusOf (@extranet/domain) for a booking `b`, `today` being the property's
 * today: keep the two in step (bookings.db.test.ts and customer-service.db.test.ts check every status filter
 * against the domain).
 */
const STATUS_SQL: Record<BookingStatus, (today: string) => string> = {
  ISSUED: (today) => `(b.status = 'CONFIRMED' AND b.check_out >= ${today})`,
  EXPIRED: (today) => `(b.status = 'CONFIRMED' AND b.check_out < ${today})`,
  REFUND: () =>
    `(b.status = 'CANCELLED' AND (b.cancellation_fee IS NULL OR b.cancellation_fee < b.total_price))`,
  CANCELLED: () => `(b.status = 'CANCELLED' AND b.cancellation_fee >= b.total_price)`,
};

/**
 * The condition of a search by booking status, or null when it keeps every booking (no status, or all four).
 * `today` binds the property's today and is called only when a status needs it (an unused parameter has no type
 * to bind).
 */
export function bookingStatusCondition(
  statuses: readonly BookingStatus[],
  today: () => string,
): string | null {
  const wanted = [...new Set(statuses)];
  if (wanted.length === 0 || wanted.length === Object.keys(STATUS_SQL).length) return null;
  const day = wanted.some((st) => st === 'ISSUED' || st === 'EXPIRED') ? today() : '';
  return `(${wanted.map((st) => STATUS_SQL[st](day)).join(' OR ')})`;
}
