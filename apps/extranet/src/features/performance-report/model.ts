/**
 * The performance report screen's pure view model (docs/decisions/performance-report.md): the query from the
 * filters, the filters' problems (the server's rules), the KPI cards with their changes, the figures shown.
 */
import {
  changePercent,
  defaultPerformanceRange,
  PERFORMANCE_REPORT_MAX_DAYS,
  performanceRangeProblems,
  type PerformanceGranularity,
} from '@extranet/domain';
import type { Schemas } from '@extranet/api';
import { periodFilterProblems, type PeriodProblems } from '../../shared/forms/period-problems';

export type PerformanceReport = Schemas['PerformanceReport'];
export type PerformanceFigures = Schemas['PerformanceFigures'];

export interface PerformanceFilters {
  from: string | null;
  to: string | null;
  granularity: PerformanceGranularity;
  roomId: number | null;
  ratePlanId: number | null;
}

export interface PerformanceQuery {
  from: string;
  to: string;
  granularity: PerformanceGranularity;
  roomId?: number;
  ratePlanId?: number;
}

/** The first view: the 30 days up to today (the property's day), by day, every room and rate plan. */
export const initialFilters = (today: string): PerformanceFilters => ({
  ...defaultPerformanceRange(today),
  granularity: 'DAY',
  roomId: null,
  ratePlanId: null,
});

/** The filters' problems by field (`errors.field.<code>` keys): dates required, `to` not before `from`, 3 years. */
export const filterProblems = (f: PerformanceFilters): PeriodProblems =>
  periodFilterProblems(f, performanceRangeProblems);
export const RANGE_LIMIT = PERFORMANCE_REPORT_MAX_DAYS;

/** The API query of valid filters, else null. */
export function queryOf(f: PerformanceFilters): PerformanceQuery | null {
  if (!f.from || !f.to || Object.keys(filterProblems(f)).length > 0) return null;
  return {
    from: f.from,
    to: f.to,
    granularity: f.granularity,
    ...(f.roomId !== null ? { roomId: f.roomId } : {}),
    ...(f.ratePlanId !== null ? { ratePlanId: f.ratePlanId } : {}),
  };
}

export const METRICS = [
  'bookings',
  'roomNights',
  'revenue',
  'adr',
  'occupancy',
  'cancellations',
  'averageLeadTime',
] as const;
export type Metric = (typeof METRICS)[number];

/** How a figure is written: a count, an IDR amount, a percentage or days. */
export const METRIC_KIND: Record<Metric, 'count' | 'money' | 'percent' | 'days'> = {
  bookings: 'count',
  roomNights: 'count',
  revenue: 'money',
  adr: 'money',
  occupancy: 'percent',
  cancellations: 'count',
  averageLeadTime: 'days',
};

/**
 * Which way a figure's change is good news for the property: more bookings, more revenue; fewer cancellations.
 * A longer or shorter lead time is neither (it is shown without a colour).
 */
export const METRIC_BETTER: Record<Metric, 'HIGHER' | 'LOWER' | null> = {
  bookings: 'HIGHER',
  roomNights: 'HIGHER',
  revenue: 'HIGHER',
  adr: 'HIGHER',
  occupancy: 'HIGHER',
  cancellations: 'LOWER',
  averageLeadTime: null,
};

/** Whether a change of `metric` by `percent` is good, bad or neither for the property. */
export function changeTone(metric: Metric, percent: number): 'GOOD' | 'BAD' | null {
  const better = METRIC_BETTER[metric];
  if (percent === 0 || better === null) return null;
  return percent > 0 === (better === 'HIGHER') ? 'GOOD' : 'BAD';
}

export const valueOf = (f: PerformanceFigures, m: Metric): number | null => f[m];

export interface Kpi {
  metric: Metric;
  value: number | null;
  vsPrevious: number | null;
  vsLastYear: number | null;
}

/** The KPI cards: each figure of the period with its change against the period before and last year. */
export const kpisOf = (r: PerformanceReport): Kpi[] =>
  METRICS.map((metric) => {
    const value = valueOf(r.totals, metric);
    return {
      metric,
      value,
      vsPrevious: changePercent(value, valueOf(r.previous, metric)),
      vsLastYear: changePercent(value, valueOf(r.lastYear, metric)),
    };
  });

/** Nothing happened in the period: no booking made, night stayed or cancellation (allotment alone is not data). */
export const isEmptyReport = (r: PerformanceReport) =>
  r.totals.bookings === 0 && r.totals.roomNights === 0 && r.totals.cancellations === 0;
