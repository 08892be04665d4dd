import { describe, expect, it } from 'vitest';
import { clockFrom, todayInZone } from '../dates.js';
import {
  averageScore,
  defaultReviewPeriod,
  monthInZone,
  monthsOfPeriod,
  periodMonthCount,
  reviewSummary,
  reviewTrend,
  type MonthTotals,
} from './index.js';

describe('averageScore', () => {
  it.each([
    [0, 0, null],
    [10, 1, 10],
    [17, 2, 8.5],
    [25, 3, 8.3],
    [26, 3, 8.7],
    [85, 10, 8.5],
    // 8.25 rounds half up to 8.3
    [33, 4, 8.3],
  ])('sum %s over %s is %s', (sum, count, expected) => {
    expect(averageScore(sum, count)).toBe(expected);
  });
});

describe('months in the property time zone', () => {
  it.each([
    // 23:30 WIB on January 31 is still January in Jakarta but February in Bali (GMT+8: 00:30).
    ['2027-01-31T16:30:00Z', 'Asia/Jakarta', '2027-01'],
    ['2027-01-31T16:30:00Z', 'Asia/Makassar', '2027-02'],
    ['2026-12-31T17:00:00Z', 'Asia/Jakarta', '2027-01'],
    ['2026-12-31T16:59:59Z', 'Asia/Jakarta', '2026-12'],
  ])('%s in %s is %s', (instant, zone, month) => {
    expect(monthInZone(new Date(instant), zone)).toBe(month);
  });

  it('lists every month of a period, across a year end', () => {
    expect(monthsOfPeriod('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOfPeriod('2027-02-28', '2027-02-28')).toEqual(['2027-02']);
    expect(periodMonthCount('2027-01-31', '2027-02-01')).toBe(2);
    expect(periodMonthCount('2025-03-01', '2028-02-29')).toBe(36);
  });

  it('lists the months of a period at the end of the calendar without stepping past it', () => {
    // Was a RangeError (a 500 of listGuestReviews for ?from=9999-12-01).
    expect(monthsOfPeriod('9999-12-01', '9999-12-31')).toEqual(['9999-12']);
    expect(monthsOfPeriod('9999-11-30', '9999-12-31')).toEqual(['9999-11', '9999-12']);
    expect(reviewTrend([], '9999-12-01', '9999-12-31')).toEqual([
      { month: '9999-12', count: 0, averageScore: null },
    ]);
  });

  it('defaults to this month and the 11 before, by the injected clock', () => {
    const clock = clockFrom(new Date('2027-02-28T23:30:00+07:00'));
    const today = todayInZone('Asia/Jakarta', clock);
    expect(defaultReviewPeriod(today)).toEqual({ from: '2026-03-01', to: '2027-02-28' });
    expect(defaultReviewPeriod('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(monthsOfPeriod('2026-03-01', '2027-02-28')).toHaveLength(12);
  });
});

describe('summary and trend', () => {
  const months: MonthTotals[] = [
    {
      month: '2027-01',
      count: 2,
      scoreSum: 17,
      subScores: { cleanliness: { sum: 18, count: 2 }, staff: { sum: 7, count: 1 } },
    },
    { month: '2027-03', count: 1, scoreSum: 6, subScores: { cleanliness: { sum: 5, count: 1 } } },
  ];

  it('averages the score over every review and each sub-score over the reviews that gave it', () => {
    const summary = reviewSummary(months);
    expect(summary.count).toBe(3);
    expect(summary.averageScore).toBe(7.7);
    expect(summary.subScores.find((s) => s.key === 'cleanliness')).toEqual({
      key: 'cleanliness',
      average: 7.7,
      count: 3,
    });
    expect(summary.subScores.find((s) => s.key === 'staff')).toEqual({ key: 'staff', average: 7, count: 1 });
    expect(summary.subScores.find((s) => s.key === 'location')).toEqual({
      key: 'location',
      average: null,
      count: 0,
    });
    expect(summary.subScores.map((s) => s.key)).toEqual([
      'cleanliness',
      'comfort',
      'location',
      'facilities',
      'staff',
      'valueForMoney',
    ]);
    expect(reviewSummary([])).toMatchObject({ count: 0, averageScore: null });
  });

  it('has one entry per month of the period, empty months included', () => {
    expect(reviewTrend(months, '2026-12-10', '2027-03-05')).toEqual([
      { month: '2026-12', count: 0, averageScore: null },
      { month: '2027-01', count: 2, averageScore: 8.5 },
      { month: '2027-02', count: 0, averageScore: null },
      { month: '2027-03', count: 1, averageScore: 6 },
    ]);
  });
});
