import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { defaultAdrRange, routeById, todayInZone, ADR_RANGE_MAX_DAYS } from '@extranet/domain';
import { EmptyState } from '@extranet/ui/empty-state';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { ChartSuspense } from '../../../shared/charts/chart-table';
import { PeriodFilterForm } from '../../../shared/forms/period-filter';
import type { PeriodFilters } from '../../../shared/forms/period-problems';
import * as page from '../../../shared/styles/page.css';
import { useAverageDailyRate } from '../api/get-average-daily-rate';
import { useSimulationRatePlans } from '../api/list-rate-plans';
import { chartPoints, rangeProblems, type AdrRange } from '../model';
import * as css from './adr.css';
import { AdrTable } from './adr-table';
import { PriceSimulationPanel } from './price-simulation-panel';

const AdrChart = lazy(() => import('./adr-chart'));

function Period({ initial, onShow }: { initial: AdrRange; onShow: (r: AdrRange) => void }) {
  const t = useT();
  return (
    <PeriodFilterForm<PeriodFilters>
      initial={initial}
      labels={{
        form: t('analytics.adr.period.title'),
        from: t('analytics.adr.period.from'),
        to: t('analytics.adr.period.to'),
        show: t('analytics.adr.period.show'),
      }}
      limit={ADR_RANGE_MAX_DAYS}
      problemsOf={rangeProblems}
      // Valid filters have both dates (problemsOf requires them).
      onShow={({ from, to }) => from && to && onShow({ from, to })}
      framed={false}
    />
  );
}

function Comparison({ hotelId, range }: { hotelId: number; range: AdrRange }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const result = useAverageDailyRate(hotelId, range);
  if (result.isPending) return <ListSkeleton label={t('analytics.adr.loading')} />;
  if (result.isError)
    return <RequestErrorScreen headingLevel={2} error={result.error} onRetry={() => void result.refetch()} />;
  const data = result.data;
  if (data.setSize === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={t('analytics.adr.noSet.title')}
        description={t('analytics.adr.noSet.body')}
        actions={
          <Link
            className={page.linkButton}
            to={routeById('competitiveSet')?.path ?? '/v3/analytics/competitive-set'}
          >
            {t('analytics.adr.noSet.link')}
          </Link>
        }
      />
    );
  const money = (v: number | null) => (v === null ? t('analytics.adr.table.none') : f.money(v));
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return (
    <section className={page.card} aria-labelledby="adr-comparison-title">
      <h2 id="adr-comparison-title" className={page.cardTitle}>
        {f.dateRange(data.from, data.to)}
      </h2>
      <p className={page.muted}>{t('analytics.adr.setSize', { count: data.setSize })}</p>
      <dl className={page.facts} data-testid="adr-totals">
        <div className={page.fact}>
          <dt className={page.factLabel}>{t('analytics.adr.totals.adr')}</dt>
          <dd className={page.factValue}>{money(data.totals.adr)}</dd>
        </div>
        <div className={page.fact}>
          <dt className={page.factLabel}>{t('analytics.adr.totals.market')}</dt>
          <dd className={page.factValue}>{money(data.totals.marketAverage)}</dd>
        </div>
        <div className={page.fact}>
          <dt className={page.factLabel}>{t('analytics.adr.totals.roomNights')}</dt>
          <dd className={page.factValue}>{f.count(data.totals.roomNights)}</dd>
        </div>
        <div className={page.fact}>
          <dt className={page.factLabel}>{t('analytics.adr.totals.revenue')}</dt>
          <dd className={page.factValue}>{f.money(data.totals.revenue)}</dd>
        </div>
      </dl>
      <ChartSuspense label={t('analytics.adr.loading')}>
        <AdrChart points={chartPoints(data.days)} label={t('analytics.adr.chart')} dayLabel={dayLabel} />
      </ChartSuspense>
      <p className={css.legend}>
        <span className={css.legendItem}>
          <span className={css.swatchOwn} aria-hidden="true" />
          {t('analytics.adr.legendOwn')}
        </span>
        <span className={css.legendItem}>
          <span className={css.swatchMarket} aria-hidden="true" />
          {t('analytics.adr.legendMarket')}
        </span>
        <span className={css.legendItem}>
          <span className={css.swatchHoliday} aria-hidden="true" />
          {t('analytics.adr.legendHoliday')}
        </span>
      </p>
      <AdrTable days={data.days} />
    </section>
  );
}

function Simulation({ hotelId, today }: { hotelId: number; today: string }) {
  const t = useT();
  const plans = useSimulationRatePlans(hotelId);
  if (plans.isPending) return <ListSkeleton label={t('analytics.simulation.title')} />;
  if (plans.isError)
    return <RequestErrorScreen headingLevel={2} error={plans.error} onRetry={() => void plans.refetch()} />;
  // Active plans with rooms; plans for any length of stay first (weekly and monthly ones need long stays).
  const choices = plans.data.items
    .filter((p) => p.rooms.length > 0 && p.status === 'ACTIVE')
    .sort((a, b) => Number(a.stayKind !== 'CUSTOM') - Number(b.stayKind !== 'CUSTOM'))
    .map((p) => ({
      ratePlanId: p.ratePlanId,
      name: p.name,
      rooms: p.rooms.map((r) => ({ roomId: r.roomId, name: r.name })),
    }));
  return <PriceSimulationPanel hotelId={hotelId} plans={choices} today={today} />;
}

/**
 * /v3/analytics/average-daily-rate (docs/decisions/competitive-set.md): the property's ADR by stay date against
 * its competitive set's average public price, holidays marked, as a chart and a table; and the hotel price
 * simulation (what a guest pays, what the property receives).
 */
export function AverageDailyRatePage() {
  const t = useT();
  usePageTitle(t('analytics.adr.title'));
  const { hotelId, timeZone } = useHotelContext();
  const [today] = useState(() => todayInZone(timeZone));
  const [initial] = useState(() => defaultAdrRange(today));
  const [range, setRange] = useState<AdrRange>(initial);
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('analytics.adr.title')}</h1>
        <p className={page.subtitle}>{t('analytics.adr.subtitle')}</p>
      </header>
      <Period initial={initial} onShow={setRange} />
      <Comparison hotelId={hotelId} range={range} />
      <Simulation hotelId={hotelId} today={today} />
    </div>
  );
}
