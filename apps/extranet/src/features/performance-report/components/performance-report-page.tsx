import { lazy, useId, useState } from 'react';
import { PERFORMANCE_GRANULARITIES, todayInZone, type PerformanceGranularity } from '@extranet/domain';
import { Button, buttonClassName } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Select } from '@extranet/ui/select';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format/use-format';
import { srOnly } from '../../../shared/forms/forms.css';
import { PeriodFilterForm } from '../../../shared/forms/period-filter';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { ChartSuspense, useChartTable } from '../../../shared/charts/chart-table';
import * as page from '../../../shared/styles/page.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import { usePerformanceReport } from '../api/get-performance-report';
import { exportUrl } from '../api/export-performance-report';
import { useFilterOptions } from '../api/list-filter-options';
import {
  changeTone,
  filterProblems,
  initialFilters,
  isEmptyReport,
  kpisOf,
  METRIC_KIND,
  METRICS,
  queryOf,
  RANGE_LIMIT,
  valueOf,
  type Metric,
  type PerformanceFigures,
  type PerformanceFilters,
  type PerformanceQuery,
  type PerformanceReport,
} from '../model';
import type { ChartPoint } from './performance-chart';
import * as css from './performance-report.css';

// The chart library comes with this chunk only (docs/decisions/charts.md).
const PerformanceChart = lazy(() => import('./performance-chart'));
const ALL = 'ALL';

function useFigure() {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  return (metric: Metric, value: number | null): string => {
    if (value === null) return '–';
    switch (METRIC_KIND[metric]) {
      case 'money':
        return f.money(value);
      case 'percent':
        return `${value.toLocaleString(lang)}%`;
      case 'days':
        return t('performanceReport.kpi.days', { value: value.toLocaleString(lang) });
      case 'count':
        return f.count(value);
    }
  };
}

function Filters({
  initial,
  onShow,
}: {
  initial: PerformanceFilters;
  onShow: (f: PerformanceFilters) => void;
}) {
  const t = useT();
  const { hotelId } = useHotelContext();
  const { rooms, ratePlans } = useFilterOptions(hotelId);
  return (
    <PeriodFilterForm
      initial={initial}
      labels={{
        form: t('performanceReport.filters.title'),
        from: t('performanceReport.filters.from'),
        to: t('performanceReport.filters.to'),
        show: t('performanceReport.filters.show'),
      }}
      limit={RANGE_LIMIT}
      problemsOf={filterProblems}
      onShow={onShow}
    >
      {(filters, setFilters) => (
        <>
          <Select
            label={t('performanceReport.filters.granularity')}
            value={filters.granularity}
            onChange={(v) => v && setFilters({ ...filters, granularity: v })}
            options={PERFORMANCE_GRANULARITIES.map((g) => ({
              id: g,
              label: t(`performanceReport.filters.${g}`),
            }))}
          />
          <Select
            label={t('performanceReport.filters.room')}
            value={filters.roomId === null ? ALL : String(filters.roomId)}
            onChange={(v) => setFilters({ ...filters, roomId: !v || v === ALL ? null : Number(v) })}
            options={[
              { id: ALL, label: t('performanceReport.filters.allRooms') },
              ...rooms.map((r) => ({ id: String(r.roomId), label: r.name })),
            ]}
          />
          <Select
            label={t('performanceReport.filters.ratePlan')}
            value={filters.ratePlanId === null ? ALL : String(filters.ratePlanId)}
            onChange={(v) => setFilters({ ...filters, ratePlanId: !v || v === ALL ? null : Number(v) })}
            options={[
              { id: ALL, label: t('performanceReport.filters.allRatePlans') },
              ...ratePlans.map((p) => ({ id: String(p.ratePlanId), label: p.name })),
            ]}
          />
        </>
      )}
    </PeriodFilterForm>
  );
}

function Change({ metric, value, label }: { metric: Metric; value: number | null; label: string }) {
  const t = useT();
  const { lang } = useLanguage();
  if (value === null)
    return (
      <p className={css.change}>
        {label}: {t('performanceReport.kpi.noChange')}
      </p>
    );
  const shown = Math.abs(value).toLocaleString(lang);
  const text =
    value > 0
      ? t('performanceReport.kpi.up', { value: shown })
      : value < 0
        ? t('performanceReport.kpi.down', { value: shown })
        : t('performanceReport.kpi.same');
  const tone = changeTone(metric, value);
  return (
    <p className={`${css.change} ${tone === 'GOOD' ? css.up : tone === 'BAD' ? css.down : ''}`}>
      {label}: {text}
    </p>
  );
}

function Kpis({ report }: { report: PerformanceReport }) {
  const t = useT();
  const figure = useFigure();
  return (
    <section className={page.card} aria-labelledby="performance-kpis">
      <h2 id="performance-kpis" className={page.cardTitle}>
        {t('performanceReport.kpi.label')}
      </h2>
      <ul className={css.kpis}>
        {kpisOf(report).map((k) => (
          <li key={k.metric} className={css.kpi} data-testid={`kpi-${k.metric}`}>
            <p className={css.kpiLabel}>{t(`performanceReport.figures.${k.metric}`)}</p>
            <p className={css.kpiValue}>{figure(k.metric, k.value)}</p>
            <Change metric={k.metric} value={k.vsPrevious} label={t('performanceReport.kpi.vsPrevious')} />
            <Change metric={k.metric} value={k.vsLastYear} label={t('performanceReport.kpi.vsLastYear')} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function pointLabel(start: string, granularity: PerformanceGranularity, lang: string): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'MONTH'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', options).format(
    new Date(`${start}T00:00:00Z`),
  );
}

function FiguresCells({ figures }: { figures: PerformanceFigures }) {
  const figure = useFigure();
  return (
    <>
      {METRICS.map((m) => (
        <td key={m} className={`${ui.td} ${css.num}`}>
          {figure(m, valueOf(figures, m))}
        </td>
      ))}
    </>
  );
}

function FiguresHead({ first }: { first: string }) {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col" className={ui.th}>
          {first}
        </th>
        {METRICS.map((m) => (
          <th key={m} scope="col" className={ui.th}>
            {t(`performanceReport.figures.${m}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Trend({ report }: { report: PerformanceReport }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const figure = useFigure();
  const [metric, setMetric] = useState<Metric>('revenue');
  const { asTable, toggle, table } = useChartTable();
  const headingId = useId();
  const points: ChartPoint[] = report.series.map((p) => ({
    start: p.start,
    label: pointLabel(p.start, report.granularity, lang),
    value: valueOf(p.figures, metric),
  }));
  return (
    <section className={page.card} aria-labelledby={headingId}>
      <div className={css.chartHead}>
        <h2 id={headingId} className={page.cardTitle}>
          {t('performanceReport.chart.title')}
        </h2>
        <Select
          label={t('performanceReport.chart.metric')}
          value={metric}
          onChange={(v) => v && setMetric(v)}
          options={METRICS.map((m) => ({ id: m, label: t(`performanceReport.figures.${m}`) }))}
        />
        <Button variant="secondary" size="sm" {...toggle}>
          {t('performanceReport.chart.showTable')}
        </Button>
      </div>
      {asTable ? null : (
        <ChartSuspense label={t('performanceReport.loading')}>
          <PerformanceChart
            points={points}
            label={`${t(`performanceReport.figures.${metric}`)}, ${f.dateRange(report.period.from, report.period.to)}`}
            formatValue={(v) =>
              METRIC_KIND[metric] === 'money'
                ? new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-GB', { notation: 'compact' }).format(v)
                : figure(metric, v)
            }
          />
        </ChartSuspense>
      )}
      <div {...table}>
        <table className={`${ui.table} ${ui.compactTable}`}>
          <caption className={srOnly}>{t('performanceReport.chart.table')}</caption>
          <FiguresHead first={t('performanceReport.chart.start')} />
          <tbody>
            {report.series.map((p) => (
              <tr key={p.start}>
                <th scope="row" className={`${ui.td} ${css.rowHead}`}>
                  {report.granularity === 'MONTH' ? f.month(p.start) : f.date(p.start)}
                </th>
                <FiguresCells figures={p.figures} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Breakdown({
  title,
  rows,
}: {
  title: string;
  rows: { id: number; name: string; figures: PerformanceFigures }[];
}) {
  const t = useT();
  const headingId = useId();
  return (
    // Not a landmark of its own: the table's scrolling region carries the same name.
    <section className={page.card}>
      <h2 id={headingId} className={page.cardTitle}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={css.note}>{t('performanceReport.breakdown.empty')}</p>
      ) : (
        <div className={ui.tableWrap} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={`${ui.table} ${ui.compactTable}`}>
            <FiguresHead first={t('performanceReport.breakdown.name')} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className={`${ui.td} ${css.rowHead}`}>
                    {r.name}
                  </th>
                  <FiguresCells figures={r.figures} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Results({ hotelId, query }: { hotelId: number; query: PerformanceQuery }) {
  const t = useT();
  const result = usePerformanceReport(hotelId, query);
  if (result.isPending) return <ListSkeleton label={t('performanceReport.loading')} />;
  if (result.isError)
    return <RequestErrorScreen headingLevel={2} error={result.error} onRetry={() => void result.refetch()} />;
  const report = result.data;
  return (
    <>
      <div className={page.actions}>
        <a
          href={exportUrl(hotelId, query)}
          download
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t('performanceReport.export.button')}
        </a>
      </div>
      {isEmptyReport(report) ? (
        <section className={page.card}>
          <EmptyState
            headingLevel={2}
            title={t('performanceReport.empty.title')}
            description={t('performanceReport.empty.body')}
          />
        </section>
      ) : (
        <>
          <Kpis report={report} />
          <p className={css.note}>{t('performanceReport.note')}</p>
          <Trend report={report} />
          <Breakdown
            title={t('performanceReport.breakdown.rooms')}
            rows={report.rooms.map((r) => ({ id: r.roomId, name: r.name, figures: r.figures }))}
          />
          <Breakdown
            title={t('performanceReport.breakdown.ratePlans')}
            rows={report.ratePlans.map((p) => ({ id: p.ratePlanId, name: p.name, figures: p.figures }))}
          />
        </>
      )}
    </>
  );
}

/**
 * /v3/analytics/performance-report: bookings, room nights, revenue, ADR, occupancy, cancellations and lead time
 * over a period, compared with the period before and last year, by room and rate plan, with an Excel export
 * (docs/decisions/performance-report.md).
 */
export function PerformanceReportPage() {
  const t = useT();
  usePageTitle(t('performanceReport.title'));
  const { hotelId, timeZone } = useHotelContext();
  const [initial] = useState(() => initialFilters(todayInZone(timeZone)));
  const [filters, setFilters] = useState(initial);
  const query = queryOf(filters);
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('performanceReport.title')}</h1>
        <p className={page.subtitle}>{t('performanceReport.subtitle')}</p>
      </header>
      <Filters initial={initial} onShow={setFilters} />
      {query ? <Results hotelId={hotelId} query={query} /> : null}
    </div>
  );
}
