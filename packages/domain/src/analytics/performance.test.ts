import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_REPORT_MAX_DAYS,
  averageDailyRate,
  averageLeadTime,
  bucketOf,
  bucketsOf,
  changePercent,
  monthSpans,
  occupancyPercent,
  performanceRangeProblems,
  previousPeriod,
  samePeriodLastYear,
} from './performance.js';

describe('performance report rules', () => {
  it.each([
    ['2026-01-01', '2026-01-31', []],
    ['2026-01-01', '2028-12-31', []],
    [
      '2026-01-01',
      '2029-01-01',
      [{ field: 'to', code: 'DATE_RANGE_TOO_LONG', params: { limit: PERFORMANCE_REPORT_MAX_DAYS } }],
    ],
    ['2026-02-01', '2026-01-31', [{ field: 'to', code: 'DATE_BEFORE_START' }]],
    ['2026-02-30', '2026-03-01', [{ field: 'from', code: 'INVALID_FORMAT' }]],
  ])('range %s..%s', (from, to, problems) => {
    expect(performanceRangeProblems(from, to)).toEqual(problems);
  });

  it('compares with the period before and the same dates last year', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(samePeriodLastYear({ from: '2028-02-29', to: '2028-03-31' })).toEqual({
      from: '2027-02-28',
      to: '2027-03-31',
    });
  });

  it.each([
    ['2026-11-27', 'DAY', '2026-11-27'],
    ['2026-11-27', 'WEEK', '2026-11-23'],
    ['2026-11-23', 'WEEK', '2026-11-23'],
    ['2026-11-29', 'WEEK', '2026-11-23'],
    ['2026-11-27', 'MONTH', '2026-11-01'],
  ] as const)('bucket of %s by %s', (date, g, bucket) => {
    expect(bucketOf(date, g)).toBe(bucket);
  });

  it('lists the buckets of a range', () => {
    expect(bucketsOf({ from: '2026-01-15', to: '2026-03-01' }, 'MONTH')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(bucketsOf({ from: '2026-11-25', to: '2026-12-07' }, 'WEEK')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(bucketsOf({ from: '2026-11-25', to: '2026-11-27' }, 'DAY')).toHaveLength(3);
  });

  it('derives the ratios', () => {
    expect(averageDailyRate(1_000_001, 2)).toBe(500_001);
    expect(averageDailyRate(0, 0)).toBeNull();
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(0, 0)).toBeNull();
    expect(averageLeadTime(7, 2)).toBe(3.5);
    expect(averageLeadTime(0, 0)).toBeNull();
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 3)).toBeNull();
  });
});

describe('monthSpans', () => {
  it.each([
    ['2026-01-01', '2026-03-31', { months: { from: '2026-01-01', to: '2026-03-01' }, days: [] }],
    [
      '2025-11-29',
      '2026-02-10',
      {
        months: { from: '2025-12-01', to: '2026-01-01' },
        days: [
          { from: '2025-11-29', to: '2025-11-30' },
          { from: '2026-02-01', to: '2026-02-10' },
        ],
      },
    ],
    ['2026-01-05', '2026-01-20', { months: null, days: [{ from: '2026-01-05', to: '2026-01-20' }] }],
    ['2026-01-05', '2026-02-03', { months: null, days: [{ from: '2026-01-05', to: '2026-02-03' }] }],
    ['2026-02-01', '2026-02-28', { months: { from: '2026-02-01', to: '2026-02-01' }, days: [] }],
  ])('%s..%s', (from, to, spans) => {
    expect(monthSpans({ from, to })).toEqual(spans);
  });
});
