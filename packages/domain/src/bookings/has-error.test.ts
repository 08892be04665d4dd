import { describe, expect, it } from 'vitest';
import { bookingsPolicy, hasErrorStatusOf, unavailableReasons } from '../index.js';

describe('hasErrorStatusOf', () => {
  it.each([
    [{ bookingId: null, handledAt: null }, 'OPEN'],
    [{ bookingId: null, handledAt: '2027-02-28T10:00:00.000Z' }, 'HANDLED'],
    [{ bookingId: 5000001, handledAt: null }, 'RESOLVED'],
    [{ bookingId: 5000001, handledAt: '2027-02-28T10:00:00.000Z' }, 'RESOLVED'],
  ] as const)('%j -> %s', (entry, status) => {
    expect(hasErrorStatusOf(entry)).toBe(status);
  });
});

describe('unavailableReasons', () => {
  it('keeps known reasons once, in the catalogue order', () => {
    expect(unavailableReasons(['SOLD_OUT', 'CLOSED_OUT', 'SOLD_OUT', 'MADE_UP'])).toEqual([
      'CLOSED_OUT',
      'SOLD_OUT',
    ]);
  });
});

describe('booking.handleError', () => {
  it.each([
    [[3], true],
    [[5], true],
    [[6], true],
    [[7], true],
    [[1], false],
    [[2], false],
    [[], false],
  ])('roles %j -> %s', (roles, allowed) => {
    expect(bookingsPolicy.can({ roles }, 'booking.handleError')).toBe(allowed);
  });
});
