import { describe, expect, it } from 'vitest';
import {
  isCalendarCancellationPolicy,
  calendarCancellationPolicy,
  cancellationFee,
  cancellationPolicyOf,
  cancellationTerms,
  zonedTime,
  type StoredCancellationPolicy,
} from './cancellation.js';

// Three nights from Thursday 10 December 2026, 1,000,000 + 1,200,000 + 1,300,000 = 3,500,000.
const STAY = {
  checkIn: '2026-12-10',
  nightlyRates: [1_000_000, 1_200_000, 1_300_000],
  totalPrice: 3_500_000,
  timeZone: 'Asia/Jakarta',
};
const terms = (stored: StoredCancellationPolicy, timeZone = STAY.timeZone) =>
  cancellationTerms(cancellationPolicyOf(stored), 'RATE_PLAN', { ...STAY, timeZone });
const at = (iso: string) => new Date(iso);

describe('zonedTime', () => {
  it.each([
    ['Asia/Jakarta', '2026-12-07T23:59:00+07:00', '2026-12-07T16:59:00.000Z'],
    ['Asia/Makassar', '2026-12-07T23:59:00+08:00', '2026-12-07T15:59:00.000Z'],
    ['Asia/Jayapura', '2026-12-07T23:59:00+09:00', '2026-12-07T14:59:00.000Z'],
    ['Not/AZone', '2026-12-07T23:59:00+07:00', '2026-12-07T16:59:00.000Z'],
  ])('23:59 in %s is %s', (zone, iso, utc) => {
    const t = zonedTime('2026-12-07', '23:59', zone);
    expect(t.iso).toBe(iso);
    expect(new Date(t.ms).toISOString()).toBe(utc);
  });

  it('follows a daylight saving change (Europe/Amsterdam, summer and winter)', () => {
    expect(zonedTime('2026-07-01', '14:00', 'Europe/Amsterdam').iso).toBe('2026-07-01T14:00:00+02:00');
    expect(zonedTime('2026-12-01', '14:00', 'Europe/Amsterdam').iso).toBe('2026-12-01T14:00:00+01:00');
  });
});

describe('cancellationTerms', () => {
  it('free until N days before: free through 23:59 property time on the last free day, then the full stay', () => {
    const t = terms({ enabled: true, policy: 'FREE', daysBefore: 3, noShow: 'FIRST_NIGHT' });
    expect(t).toMatchObject({
      policy: 'FREE',
      daysBefore: 3,
      freeCancellationUntil: '2026-12-07T23:59:00+07:00',
      lateCancellationFee: 3_500_000,
      noShowFrom: '2026-12-10T14:00:00+07:00',
      noShowFee: 3_500_000,
    });
    expect(cancellationFee(t, at('2026-12-07T23:59:59+07:00'))).toEqual({ charge: 'FREE', amount: 0 });
    expect(cancellationFee(t, at('2026-12-08T00:00:00+07:00'))).toEqual({
      charge: 'LATE',
      amount: 3_500_000,
    });
  });

  it('custom fee as a percentage or as nights after the free period; the no-show pays at least as much', () => {
    const pct = terms({
      enabled: true,
      policy: 'CUSTOM',
      daysBefore: 1,
      chargeType: 'PERCENTAGE',
      percentage: 50,
      noShow: 'FIRST_NIGHT',
    });
    expect(pct).toMatchObject({
      freeCancellationUntil: '2026-12-09T23:59:00+07:00',
      lateCancellationFee: 1_750_000,
      noShowFee: 1_750_000,
    });
    const nights = terms({
      enabled: true,
      policy: 'CUSTOM',
      daysBefore: 7,
      chargeType: 'NIGHTS',
      nights: 2,
      noShow: 'FULL_STAY',
    });
    expect(nights).toMatchObject({
      freeCancellationUntil: '2026-12-03T23:59:00+07:00',
      lateCancellationFee: 2_200_000,
      noShowFee: 3_500_000,
    });
    // More fee nights than the stay has: the whole stay, never more.
    expect(
      terms({ enabled: true, policy: 'CUSTOM', daysBefore: 1, chargeType: 'NIGHTS', nights: 9 })
        .lateCancellationFee,
    ).toBe(3_500_000);
  });

  it('a no-show is charged from 14:00 on the check-in date by the no-show value', () => {
    const first = terms({ enabled: false, noShow: 'FIRST_NIGHT' });
    expect(first).toMatchObject({
      policy: 'NONE',
      freeCancellationUntil: '2026-12-10T14:00:00+07:00',
      noShowFee: 1_000_000,
    });
    expect(cancellationFee(first, at('2026-12-10T13:59:59+07:00'))).toEqual({ charge: 'FREE', amount: 0 });
    expect(cancellationFee(first, at('2026-12-10T14:00:00+07:00'))).toEqual({
      charge: 'NO_SHOW',
      amount: 1_000_000,
    });
    expect(terms({ enabled: false, noShow: 'NONE' }).noShowFee).toBe(0);
    expect(terms({ enabled: false }).noShowFee).toBe(0);
  });

  it('free until 0 days before ends at the no-show time, not at 23:59 of the check-in date', () => {
    const t = terms({ enabled: true, policy: 'CUSTOM', daysBefore: 0, percentage: 50, noShow: 'NONE' });
    expect(t.freeCancellationUntil).toBe('2026-12-10T14:00:00+07:00');
    expect(cancellationFee(t, at('2026-12-10T13:00:00+07:00'))).toEqual({ charge: 'FREE', amount: 0 });
    expect(cancellationFee(t, at('2026-12-10T15:00:00+07:00'))).toEqual({ charge: 'NO_SHOW', amount: 0 });
  });

  it('non-refundable is never free', () => {
    const t = terms({ enabled: true, policy: 'NON_REFUNDABLE', noShow: 'NONE' });
    expect(t).toMatchObject({
      freeCancellationUntil: null,
      lateCancellationFee: 3_500_000,
      noShowFee: 3_500_000,
    });
    expect(cancellationFee(t, at('2026-01-01T00:00:00+07:00'))).toEqual({
      charge: 'LATE',
      amount: 3_500_000,
    });
  });

  it('uses the property time zone (Bali is GMT+8)', () => {
    const t = terms({ enabled: true, policy: 'FREE', daysBefore: 2 }, 'Asia/Makassar');
    expect(t.freeCancellationUntil).toBe('2026-12-08T23:59:00+08:00');
    expect(cancellationFee(t, at('2026-12-08T16:30:00Z'))).toEqual({ charge: 'LATE', amount: 3_500_000 });
  });
});

describe('isCalendarCancellationPolicy', () => {
  it.each(['RATE_PLAN', 'NON_REFUNDABLE', 'FREE_UNTIL_1_DAY', 'FREE_UNTIL_3_DAYS', 'FREE_UNTIL_365_DAYS'])(
    '%s is a policy',
    (value) => expect(isCalendarCancellationPolicy(value)).toBe(true),
  );
  it.each([
    '',
    'FREE',
    'FREE_UNTIL_0_DAYS',
    'FREE_UNTIL_1_DAYS',
    'FREE_UNTIL_2_DAY',
    'FREE_UNTIL_366_DAYS',
    'free_until_3_days',
    'NON_REFUNDABLE ',
  ])('%j is not', (value) => expect(isCalendarCancellationPolicy(value)).toBe(false));
});

describe('calendarCancellationPolicy', () => {
  const plan = cancellationPolicyOf({
    enabled: true,
    policy: 'CUSTOM',
    daysBefore: 5,
    percentage: 30,
    noShow: 'FIRST_NIGHT',
  });
  it.each([
    ['NON_REFUNDABLE', { policy: 'NON_REFUNDABLE', daysBefore: null, noShow: 'FIRST_NIGHT' }],
    ['FREE_UNTIL_1_DAY', { policy: 'FREE', daysBefore: 1, percentage: null, noShow: 'FIRST_NIGHT' }],
    ['FREE_UNTIL_7_DAYS', { policy: 'FREE', daysBefore: 7 }],
  ])('%s overrides the rate plan (its no-show charge stays)', (value, expected) => {
    expect(calendarCancellationPolicy(value, plan)).toMatchObject(expected);
  });
  it.each([null, 'RATE_PLAN', 'something else'])('%s leaves the rate plan policy', (value) => {
    expect(calendarCancellationPolicy(value, plan)).toBeNull();
  });
});
