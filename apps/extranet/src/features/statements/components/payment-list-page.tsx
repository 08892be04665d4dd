import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@extranet/ui/badge';
import { EmptyState } from '@extranet/ui/empty-state';
import { Pagination } from '@extranet/ui/pagination';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useStatements } from '../api/list-statements';
import { monthDate, monthParam, PAGE_SIZE, STATUS_TONE } from '../model';
import { StatementDetailView } from './statement-detail';
import * as css from './statements.css';

function StatementList({ hotelId }: { hotelId: number }) {
  const t = useT();
  const f = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const query = useStatements(hotelId, pageNo - 1, PAGE_SIZE);
  if (query.isPending) return <ListSkeleton label={t('statements.loading')} />;
  if (query.isError)
    return <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />;
  const { items, pageInfo } = query.data;
  if (items.length === 0) return <EmptyState headingLevel={2} title={t('statements.empty')} />;
  return (
    // Not a landmark of its own: the table's scrolling region carries the same name.
    <section className={page.card}>
      <h2 id="statements-title" className={page.cardTitle}>
        {t('statements.table.label')}
      </h2>
      <div className={css.tableWrap} tabIndex={0} role="region" aria-label={t('statements.table.label')}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>
                {t('statements.table.month')}
              </th>
              <th scope="col" className={css.cell}>
                {t('statements.table.status')}
              </th>
              <th scope="col" className={css.amount}>
                {t('statements.table.netPayable')}
              </th>
              <th scope="col" className={css.amount}>
                {t('statements.table.bookings')}
              </th>
              <th scope="col" className={css.cell}>
                {t('statements.table.invoiceDate')}
              </th>
              <th scope="col" className={css.cell}>
                {t('statements.table.dueDate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((s) => {
              const month = f.month(monthDate(s.month));
              return (
                <tr key={s.month} data-testid="statement-row">
                  <td className={css.cell}>
                    <Link to={`?month=${s.month}`} aria-label={t('statements.table.openLabel', { month })}>
                      {month}
                    </Link>
                  </td>
                  <td className={css.cell}>
                    <Badge tone={STATUS_TONE[s.status]}>{t(`statements.status.${s.status}`)}</Badge>
                  </td>
                  <td className={css.amount}>{f.money(s.totals.netPayable)}</td>
                  <td className={css.amount}>{f.count(s.bookingCount)}</td>
                  <td className={css.cell}>{f.date(s.invoiceDate)}</td>
                  <td className={css.cell}>{f.date(s.dueDate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination
        aria-label={t('statements.table.label')}
        page={pageInfo.page + 1}
        pageSize={pageInfo.size}
        total={pageInfo.total}
        onPageChange={setPageNo}
      />
    </section>
  );
}

/**
 * /v3/finance/payment-list: the monthly statements (bookings by check-out month), and with `?month=YYYY-MM` one
 * statement with its lines and downloads (docs/decisions/finance-statements.md).
 */
export function PaymentListPage() {
  const t = useT();
  usePageTitle(t('statements.title'));
  const { hotelId } = useHotelContext();
  const [params] = useSearchParams();
  const month = monthParam(params.get('month'));
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('statements.title')}</h1>
        <p className={page.subtitle}>{t('statements.subtitle')}</p>
      </header>
      {month ? <StatementDetailView hotelId={hotelId} month={month} /> : <StatementList hotelId={hotelId} />}
    </div>
  );
}
