import { describe, expect, it } from 'vitest';
import {
  changeTone,
  filterProblems,
  initialFilters,
  isEmptyReport,
  kpisOf,
  queryOf,
  type PerformanceReport,
} from './model';

const figures = (over: Partial<PerformanceReport['totals']> = {}): PerformanceReport['totals'] => ({
  bookings: 0,
  roomNights: 0,
  revenue: 0,
  adr: null,
  sold: 0,
  allotment: 0,
  occupancy: null,
  cancellations: 0,
  leadTimeDays: 0,
  averageLeadTime: null,
  ...over,
});

describe('performance report model', () => {
  it('starts with the 30 days up to today, by day', () => {
    const f = initialFilters('2026-11-27');
    expect(queryOf(f)).toEqual({ from: '2026-10-29', to: '2026-11-27', granularity: 'DAY' });
  });

  it.each([
    [{ from: null, to: '2026-01-01' }, { from: 'REQUIRED' }],
    [{ from: '2026-02-01', to: '2026-01-01' }, { to: 'DATE_BEFORE_START' }],
    [{ from: '2026-01-01', to: '2029-01-01' }, { to: 'DATE_RANGE_TOO_LONG' }],
    [{ from: '2026-01-01', to: '2028-12-31' }, {}],
  ])('problems of %o', (dates, problems) => {
    expect(filterProblems({ ...initialFilters('2026-11-27'), ...dates })).toEqual(problems);
  });

  it('keeps the room and rate plan filters in the query, and no query for bad dates', () => {
    const f = { ...initialFilters('2026-11-27'), roomId: 7, ratePlanId: 9, granularity: 'MONTH' as const };
    expect(queryOf(f)).toMatchObject({ roomId: 7, ratePlanId: 9, granularity: 'MONTH' });
    expect(queryOf({ ...f, to: '2020-01-01' })).toBeNull();
  });

  it('computes the changes of the KPI cards', () => {
    const report = {
      totals: figures({ bookings: 15, revenue: 3_000_000, adr: 500_000 }),
      previous: figures({ bookings: 10, revenue: 3_000_000, adr: null }),
      lastYear: figures({ bookings: 20 }),
    } as PerformanceReport;
    const kpis = Object.fromEntries(kpisOf(report).map((k) => [k.metric, k]));
    expect(kpis.bookings).toEqual({ metric: 'bookings', value: 15, vsPrevious: 50, vsLastYear: -25 });
    expect(kpis.revenue?.vsPrevious).toBe(0);
    expect(kpis.revenue?.vsLastYear).toBeNull();
    expect(kpis.adr?.vsPrevious).toBeNull();
    expect(isEmptyReport(report)).toBe(false);
    expect(isEmptyReport({ ...report, totals: figures({ allotment: 10 }) })).toBe(true);
  });
});

describe('changeTone', () => {
  it.each([
    ['bookings', 12, 'GOOD'],
    ['revenue', -3, 'BAD'],
    ['cancellations', 1730, 'BAD'],
    ['cancellations', -20, 'GOOD'],
    ['averageLeadTime', 40, null],
    ['occupancy', 0, null],
  ] as const)('%s changing by %s%% is %s', (metric, percent, tone) => {
    expect(changeTone(metric, percent)).toBe(tone);
  });
});
