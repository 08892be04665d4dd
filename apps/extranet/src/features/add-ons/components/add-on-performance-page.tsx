import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DateRangePicker } from '@extranet/ui/date-range-picker';
import { EmptyState } from '@extranet/ui/empty-state';
import { buttonClassName } from '@extranet/ui/button';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { StackedTable } from '../../../shared/components/stacked-table';
import { formatDate } from '../../../shared/format';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useAddOnPerformance } from '../api/add-on-performance';
import { nameIn } from '../model';
import { AddOnsNav } from './add-ons-nav';
import * as own from './add-ons.css';

const number = new Intl.NumberFormat('id-ID');

/** /v3/add-ons/performance: units sold, bookings and revenue of each add-on in a chosen period. */
export function AddOnPerformancePage() {
  const t = useT();
  const { lang } = useLanguage();
  const { hotelId } = useHotelContext();
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const report = useAddOnPerformance(hotelId, period);
  usePageTitle(t('addOns.performance.title'));
  const shown = report.data?.period;
  return (
    <div className={css.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('addOns.performance.title')}</h1>
        <p className={css.subtitle}>{t('addOns.performance.subtitle')}</p>
      </header>
      <AddOnsNav />
      <div className={own.periodForm}>
        <DateRangePicker
          label={`${t('addOns.performance.from')} – ${t('addOns.performance.to')}`}
          value={shown ? { start: shown.from, end: shown.to } : null}
          onChange={(range) => setPeriod(range ? { from: range.start, to: range.end } : {})}
        />
      </div>
      {report.isPending ? (
        <ListSkeleton label={t('addOns.loading')} />
      ) : report.isError ? (
        <RequestErrorScreen headingLevel={2} error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <StackedTable
          caption={`${t('addOns.performance.caption')} (${formatDate(report.data.period.from, lang)} – ${formatDate(report.data.period.to, lang)})`}
          rows={report.data.items}
          rowKey={(i) => i.addOnId}
          rowProps={(i) => ({ 'data-testid': `add-on-performance-${i.addOnId}` })}
          empty={
            <EmptyState
              title={t('addOns.performance.empty')}
              description={t('addOns.performance.emptyBody')}
              actions={
                <Link to="/v3/add-ons/create" className={buttonClassName({ variant: 'primary' })}>
                  {t('addOns.create')}
                </Link>
              }
            />
          }
          columns={[
            {
              header: t('addOns.columns.name'),
              rowHeader: true,
              emphasis: true,
              cell: (i) => (
                <>
                  {nameIn(i.name, lang)}
                  {i.status === 'INACTIVE' ? (
                    <div className={ui.small}>{t('addOns.performance.inactive')}</div>
                  ) : null}
                </>
              ),
            },
            { header: t('addOns.performance.units'), numeric: true, cell: (i) => number.format(i.units) },
            {
              header: t('addOns.performance.bookings'),
              numeric: true,
              cell: (i) => number.format(i.bookings),
            },
            { header: t('addOns.performance.revenue'), numeric: true, cell: (i) => formatIdr(i.revenue) },
          ]}
          summary={[
            t('addOns.performance.total'),
            number.format(report.data.totals.units),
            number.format(report.data.totals.bookings),
            formatIdr(report.data.totals.revenue),
          ]}
        />
      )}
    </div>
  );
}
