import { describe, expect, it } from 'vitest';
import { bookingStatusOf, refundOf } from './status.js';
import { commissionOf, priceBreakdown } from './breakdown.js';
import * as policy from './policy.js';

describe('bookingStatusOf', () => {
  const today = '2027-02-28';
  it.each([
    ['CONFIRMED', '2027-03-02', 1_000_000, null, 'ISSUED'],
    ['CONFIRMED', '2027-02-28', 1_000_000, null, 'ISSUED'],
    ['CONFIRMED', '2027-02-27', 1_000_000, null, 'EXPIRED'],
    ['CANCELLED', '2027-03-02', 1_000_000, null, 'REFUND'],
    ['CANCELLED', '2027-03-02', 1_000_000, 0, 'REFUND'],
    ['CANCELLED', '2027-03-02', 1_000_000, 500_000, 'REFUND'],
    ['CANCELLED', '2027-03-02', 1_000_000, 1_000_000, 'CANCELLED'],
    ['CANCELLED', '2027-02-01', 0, 0, 'CANCELLED'],
  ] as const)('%s to %s, total %i, fee %s is %s', (status, checkOut, totalPrice, fee, expected) => {
    expect(bookingStatusOf({ status, checkOut, totalPrice, cancellationFee: fee }, today)).toBe(expected);
  });
  it('gives back the total less the fee once cancelled', () => {
    const b = { checkOut: '2027-03-02', totalPrice: 900_000 };
    expect(refundOf({ ...b, status: 'CONFIRMED', cancellationFee: null })).toBeNull();
    expect(refundOf({ ...b, status: 'CANCELLED', cancellationFee: null })).toBe(900_000);
    expect(refundOf({ ...b, status: 'CANCELLED', cancellationFee: 300_000 })).toBe(600_000);
  });
});

describe('priceBreakdown', () => {
  const base = {
    checkIn: '2027-02-27',
    nightlyRates: [500_000, 600_000, 550_000],
    surcharges: [{ name: 'Gala', type: 'ROOM' as const, nights: 1, amount: 250_000 }],
    childrenCharge: 100_000,
    losDiscount: 50_000,
    totalPrice: 1_950_000,
    bookingCommission: '15.00',
    ratePlanCommission: '10.00',
  };
  it('lists the nights by date and adds up to the total', () => {
    const b = priceBreakdown(base, true);
    expect(b.nights.map((n) => n.date)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(b.nightsTotal).toBe(1_650_000);
    expect(b.unitemised).toBe(0);
    expect(
      b.nightsTotal -
        b.losDiscount +
        b.surcharges.reduce((s, x) => s + x.amount, 0) +
        b.childrenCharge +
        b.unitemised,
    ).toBe(b.total);
    expect(b.commission).toEqual({ percent: 15, amount: 292_500, source: 'BOOKING' });
    expect(b.propertyReceives).toBe(1_950_000 - 292_500);
  });
  it('puts what an older booking did not record in unitemised', () => {
    const b = priceBreakdown(
      { ...base, childrenCharge: null, losDiscount: null, bookingCommission: null },
      true,
    );
    expect(b.unitemised).toBe(1_950_000 - 1_650_000 - 250_000);
    expect(b.commission?.source).toBe('RATE_PLAN');
  });
  it('hides finance data when asked', () => {
    const b = priceBreakdown(base, false);
    expect(b.commission).toBeNull();
    expect(b.propertyReceives).toBeNull();
  });
  it.each([
    [1_000_001, '12.50', null, 125_000],
    [1_000_004, '12.50', null, 125_001],
    [999, null, null, 0],
    [9_000_000_000_000, '99.99', null, 8_999_100_000_000],
  ])('commission of %i at %s', (total, pct, plan, amount) => {
    expect(commissionOf(total, pct, plan).amount).toBe(amount);
  });
});

describe('bookingsPolicy', () => {
  it.each([
    [[5], true, false],
    [[6], true, true],
    [[3], true, true],
    [[4], true, true],
    [[7], true, true],
    [[13], false, false],
    [[], false, false],
  ])('roles %j: read %s, finance %s', (roles, read, finance) => {
    expect(policy.can({ roles }, 'booking.read')).toBe(read);
    expect(policy.can({ roles }, 'booking.finance')).toBe(finance);
  });
});
