import { describe, expect, it } from 'vitest';
import { chatChannelLink, notificationBadge, notificationLink, hiddenNotificationKinds } from './index.js';

describe('notificationLink', () => {
  it.each([
    ['BOOKING_NEW', { bookingId: 5000012 }, '/v3/booking/search-bookings?booking=5000012'],
    ['BOOKING_CANCELLED', { bookingId: 7 }, '/v3/booking/search-bookings?booking=7'],
    ['BOOKING_NEW', {}, '/v3/booking/search-bookings'],
    ['SPECIAL_REQUEST', { bookingId: 41 }, '/v3/booking/search-bookings?booking=41'],
    ['RESCHEDULE_REQUEST', { bookingId: 42 }, '/v3/booking/search-bookings?booking=42'],
    ['REVIEW_NEW', { reviewId: 3, score: 9 }, '/v3/report-analytics/guest-review'],
    ['BOOKING_FAILED', { itineraryId: 'IT-1' }, '/v3/booking/search-bookings?view=attention'],
    ['CHAT_MESSAGE', { channelUrl: 'ch_a/b' }, '/v3/chat?channelUrl=ch_a%2Fb'],
    ['CHAT_MESSAGE', {}, '/v3/chat'],
    ['PAYMENT_RECEIVED', { amount: 1500000, statementMonth: '2026-10' }, '/v3/finance/payment-list'],
  ] as const)('%s %j -> %s', (kind, params, link) => {
    expect(notificationLink(kind, params)).toBe(link);
  });
});

describe('chatChannelLink', () => {
  it('links the chat page with the channel', () => {
    expect(chatChannelLink('ch_a-b')).toBe('/v3/chat?channelUrl=ch_a-b');
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

describe('hiddenNotificationKinds', () => {
  it.each([
    [[7], []],
    [[4], []],
    [[5, 13], []],
    [[5], ['PAYMENT_RECEIVED']],
    [[3], ['CHAT_MESSAGE']],
    [[6, 13], ['CHAT_MESSAGE']],
    [[12], ['CHAT_MESSAGE', 'PAYMENT_RECEIVED']],
    [[], ['CHAT_MESSAGE', 'PAYMENT_RECEIVED']],
  ])('roles %j do not see %j', (roles, hidden) => {
    expect(hiddenNotificationKinds(roles)).toEqual(hidden);
  });
});
