import { describe, expect, it } from 'vitest';
import { notificationBadge, notificationLink } from './index.js';

describe('notificationLink', () => {
  it.each([
    ['BOOKING_NEW', { bookingId: 5000012 }, '/v3/booking/search-bookings?booking=5000012'],
    ['BOOKING_CANCELLED', { bookingId: 7 }, '/v3/booking/search-bookings?booking=7'],
    ['BOOKING_NEW', {}, '/v3/booking/search-bookings'],
    ['SPECIAL_REQUEST', { bookingId: 41 }, '/v3/booking/search-bookings?booking=41'],
    ['RESCHEDULE_REQUEST', { bookingId: 42 }, '/v3/booking/search-bookings?booking=42'],
    ['REVIEW_NEW', { reviewId: 3, score: 9 }, '/v3/report-analytics/guest-review'],
    ['BOOKING_FAILED', { itineraryId: 'IT-1' }, '/v3/booking/search-bookings?view=attention'],
  ] as const)('%s %j -> %s', (kind, params, link) => {
    expect(notificationLink(kind, params)).toBe(link);
  });
});

describe('notificationBadge', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i -> %s', (count, text) => {
    expect(notificationBadge(count)).toBe(text);
  });
});
