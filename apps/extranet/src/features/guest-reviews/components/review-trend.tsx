import { lazy, useId } from 'react';
import type { Schemas } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format/use-format';
import { ChartSuspense, useChartTable } from '../../../shared/charts/chart-table';
import { srOnly } from '../../../shared/forms/forms.css';
import * as page from '../../../shared/styles/page.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from './guest-reviews.css';
import type { TrendPoint } from './trend-chart';

// The chart library comes with this chunk only (docs/decisions/charts.md).
const TrendChart = lazy(() => import('./trend-chart'));

const monthStart = (month: string) => `${month}-01`;

/** Short axis label of a month in the user's language (Jan 26 / Jan 26). */
function shortMonth(month: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${monthStart(month)}T00:00:00Z`));
}

/**
 * The monthly trend: a chart, with its data always in a table. The table is visually hidden while the chart
 * shows (screen readers always have it) and becomes the visible view with the toggle.
 */
export function ReviewTrend({ trend, lang }: { trend: Schemas['GuestReviewList']['trend']; lang: string }) {
  const t = useT();
  const format = useFormat();
  const { asTable, toggle, table } = useChartTable();
  const headingId = useId();
  const first = trend[0];
  const last = trend.at(-1);
  const points: TrendPoint[] = trend.map((m) => ({
    month: m.month,
    label: shortMonth(m.month, lang),
    count: m.count,
    averageScore: m.averageScore,
  }));
  return (
    <section className={page.card} aria-labelledby={headingId}>
      <div className={css.trendHead}>
        <h2 id={headingId} className={page.cardTitle}>
          {t('guestReviews.trend.title')}
        </h2>
        <Button variant="secondary" size="sm" {...toggle}>
          {asTable ? t('guestReviews.trend.showChart') : t('guestReviews.trend.showTable')}
        </Button>
      </div>
      {!asTable && first && last ? (
        <div className={css.chart}>
          <ChartSuspense label={t('guestReviews.trend.loadingChart')}>
            <TrendChart
              points={points}
              label={t('guestReviews.trend.chartLabel', {
                from: format.month(monthStart(first.month)),
                to: format.month(monthStart(last.month)),
              })}
              averageAxis={t('guestReviews.trend.averageAxis')}
              countAxis={t('guestReviews.trend.countAxis')}
            />
          </ChartSuspense>
          <p className={css.legend}>
            <span className={css.legendItem}>
              <span className={css.swatchBar} aria-hidden="true" />
              {t('guestReviews.trend.legendCount')}
            </span>
            <span className={css.legendItem}>
              <span className={css.swatchLine} aria-hidden="true" />
              {t('guestReviews.trend.legendAverage')}
            </span>
          </p>
        </div>
      ) : null}
      <div {...table}>
        <table className={`${ui.table} ${ui.compactTable}`}>
          <caption className={srOnly}>{t('guestReviews.trend.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={ui.th}>
                {t('guestReviews.trend.month')}
              </th>
              <th scope="col" className={ui.th}>
                {t('guestReviews.trend.count')}
              </th>
              <th scope="col" className={ui.th}>
                {t('guestReviews.trend.average')}
              </th>
            </tr>
          </thead>
          <tbody>
            {trend.map((m) => (
              <tr key={m.month}>
                <th scope="row" className={ui.td}>
                  {format.month(monthStart(m.month))}
                </th>
                <td className={ui.td}>{format.count(m.count)}</td>
                <td className={ui.td}>
                  {m.averageScore === null
                    ? t('guestReviews.trend.none')
                    : m.averageScore.toLocaleString(lang, {
                        minimumFractionDigits: 1,
                        maximumFractionDigits: 1,
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
