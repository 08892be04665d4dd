import { describe, expect, it } from 'vitest';
import { todayInZone } from '../dates.js';
import { guestContactFrom, guestContactRefusal } from './guest-contact.js';

const booking = (patch: Partial<Parameters<typeof guestContactRefusal>[0]> = {}) => ({
  status: 'CONFIRMED' as const,
  checkIn: '2027-03-02',
  checkOut: '2027-03-04',
  totalPrice: 1_000_000,
  cancellationFee: null,
  ...patch,
});

describe('guestContactRefusal', () => {
  it.each([
    ['2027-02-28', booking(), 'TOO_EARLY'], // 2 days before check-in
    ['2027-03-01', booking(), null], // 1 day before
    ['2027-03-02', booking(), null], // check-in day
    ['2027-03-04', booking(), null], // check-out day: the stay is not over
    ['2027-03-05', booking(), 'NOT_ACTIVE'], // expired
    ['2027-03-01', booking({ status: 'CANCELLED', cancellationFee: 0 }), 'NOT_ACTIVE'], // refund
    ['2027-03-01', booking({ status: 'CANCELLED', cancellationFee: 1_000_000 }), 'NOT_ACTIVE'], // cancelled
  ] as const)('on %s: %j is %s', (today, b, expected) => {
    expect(guestContactRefusal(b, today)).toBe(expected);
  });

  it('opens 1 day before check-in, across a month end', () => {
    expect(guestContactFrom('2027-03-01')).toBe('2027-02-28');
    expect(guestContactFrom('2028-03-01')).toBe('2028-02-29');
  });

  it("follows the property's time zone", () => {
    // 00:30 WIB on 1 March: Jakarta may see a contact of a 2 March check-in; London (28 February) not yet.
    const clock = () => new Date('2027-02-28T17:30:00Z');
    expect(guestContactRefusal(booking(), todayInZone('Asia/Jakarta', clock))).toBeNull();
    expect(guestContactRefusal(booking(), todayInZone('Europe/London', clock))).toBe('TOO_EARLY');
  });
});
