/**
 * The downloadable reports of /v3/report, as data: one entry per report (its texts, the period it takes and the
 * link of each format). A report another area adds (performance report, statements) is one more entry here.
 */
import { addDays } from '@extranet/domain';

export type ReportFormat = 'csv' | 'xlsx';

export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportEntry {
  id: string;
  /** i18n keys of the entry's title and description. */
  titleKey: string;
  bodyKey: string;
  /** RANGE: from and to; START: a start date only (the report covers a fixed span from it). */
  period: 'RANGE' | 'START';
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
    formats: ['xlsx', 'csv'],
    url: (hotelId, p, format) =>
      `/api/v1/hotels/${hotelId}/bookings/export?${query({ stayFrom: p.from, stayTo: p.to, format })}`,
  },
  {
    id: 'ari',
    titleKey: 'analytics.reports.ari.title',
    bodyKey: 'analytics.reports.ari.body',
    period: 'START',
    formats: ['xlsx', 'csv'],
    url: (hotelId, p, format) =>
      `/api/v1/hotels/${hotelId}/ari/export?${query({ from: p.from, days: '30', format })}`,
  },
];

/** The period a report opens with: the 30 days to today (a start date: today). */
export const initialPeriod = (entry: ReportEntry, today: string): ReportPeriod =>
  entry.period === 'RANGE' ? { from: addDays(today, -29), to: today } : { from: today, to: today };

/** True when the period may be downloaded (both dates, `to` not before `from`). */
export const periodReady = (entry: ReportEntry, p: { from: string | null; to: string | null }): boolean =>
  Boolean(p.from) && (entry.period === 'START' || (Boolean(p.to) && (p.to ?? '') >= (p.from ?? '')));
