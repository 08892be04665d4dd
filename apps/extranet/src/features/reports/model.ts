/**
 * The downloadable reports of /v3/report, as data: one entry per report (its texts, the period it takes and the
 * link of each format). A report another area adds (performance report, statements) is one more entry here.
 */
import { addDays, addMonths, routePath } from '@extranet/domain';

export type ReportFormat = 'csv' | 'xlsx' | 'pdf';

export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportEntry {
  id: string;
  /** i18n keys of the entry's title and description. */
  titleKey: string;
  bodyKey: string;
  /**
   * RANGE: from and to; START: a start date only (the report covers a fixed span from it); MONTH: any day of the
   * month it covers.
   */
  period: 'RANGE' | 'START' | 'MONTH';
  /** The screen whose data it is: the entry is listed only to who may open it (canReach). */
  screen: string;
  formats: readonly ReportFormat[];
  /** The link of the file (a plain link: the browser downloads it with the session cookie). */
  url: (hotelId: number, period: ReportPeriod, format: ReportFormat) => string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const REPORTS: readonly ReportEntry[] = [
  {
    id: 'bookings',
    titleKey: 'analytics.reports.bookings.title',
    bodyKey: 'analytics.reports.bookings.body',
    period: 'RANGE',
    screen: routePath('searchBookings'),
    formats: ['xlsx', 'csv'],
    url: (hotelId, p, format) =>
      `/api/v1/hotels/${hotelId}/bookings/export?${query({ stayFrom: p.from, stayTo: p.to, format })}`,
  },
  {
    id: 'ari',
    titleKey: 'analytics.reports.ari.title',
    bodyKey: 'analytics.reports.ari.body',
    period: 'START',
    screen: routePath('rates'),
    formats: ['xlsx', 'csv'],
    url: (hotelId, p, format) =>
      `/api/v1/hotels/${hotelId}/ari/export?${query({ from: p.from, days: '30', format })}`,
  },
  {
    id: 'performance',
    titleKey: 'analytics.reports.performance.title',
    bodyKey: 'analytics.reports.performance.body',
    period: 'RANGE',
    screen: routePath('performanceReport'),
    formats: ['xlsx'],
    url: (hotelId, p) =>
      `/api/v1/hotels/${hotelId}/performance-report/export?${query({ from: p.from, to: p.to, granularity: 'DAY' })}`,
  },
  {
    id: 'statement',
    titleKey: 'analytics.reports.statement.title',
    bodyKey: 'analytics.reports.statement.body',
    period: 'MONTH',
    screen: routePath('paymentList'),
    formats: ['pdf', 'xlsx'],
    url: (hotelId, p, format) =>
      `/api/v1/hotels/${hotelId}/finance/statements/${p.from.slice(0, 7)}/file?${query({ format })}`,
  },
];

/** The period a report opens with: the 30 days to today, a start date today, or last month (its first day). */
export function initialPeriod(entry: ReportEntry, today: string): ReportPeriod {
  if (entry.period === 'RANGE') return { from: addDays(today, -29), to: today };
  if (entry.period === 'MONTH') {
    const lastMonth = `${addMonths(today, -1).slice(0, 7)}-01`;
    return { from: lastMonth, to: lastMonth };
  }
  return { from: today, to: today };
}

/** True when the period may be downloaded (both dates, `to` not before `from`). */
export const periodReady = (entry: ReportEntry, p: { from: string | null; to: string | null }): boolean =>
  Boolean(p.from) && (entry.period !== 'RANGE' || (Boolean(p.to) && (p.to ?? '') >= (p.from ?? '')));
