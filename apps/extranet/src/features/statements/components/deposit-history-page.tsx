import { useState } from 'react';
import { EmptyState } from '@extranet/ui/empty-state';
import { Pagination } from '@extranet/ui/pagination';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useDeposits } from '../api/list-deposits';
import { monthDate, PAGE_SIZE } from '../model';
import * as css from './statements.css';

/** /v3/finance/deposit-history (denied to LOS properties): the payments made to the property, newest first. */
export function DepositHistoryPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('statements.deposits.title'));
  const { hotelId } = useHotelContext();
  const [pageNo, setPageNo] = useState(1);
  const query = useDeposits(hotelId, pageNo - 1, PAGE_SIZE);
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('statements.deposits.title')}</h1>
        <p className={page.subtitle}>{t('statements.deposits.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('statements.deposits.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState headingLevel={2} title={t('statements.deposits.empty')} />
      ) : (
        // Not a landmark of its own: the table's scrolling region carries the same name.
        <section className={page.card}>
          <h2 id="deposits-title" className={page.cardTitle}>
            {t('statements.deposits.label')}
          </h2>
          <div
            className={css.tableWrap}
            tabIndex={0}
            role="region"
            aria-label={t('statements.deposits.label')}
          >
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col" className={css.cell}>
                    {t('statements.deposits.paidOn')}
                  </th>
                  <th scope="col" className={css.amount}>
                    {t('statements.deposits.amount')}
                  </th>
                  <th scope="col" className={css.cell}>
                    {t('statements.deposits.reference')}
                  </th>
                  <th scope="col" className={css.cell}>
                    {t('statements.deposits.statementMonth')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((d) => (
                  <tr key={d.paymentId} data-testid="deposit-row">
                    <td className={css.cell}>{f.date(d.paidOn)}</td>
                    <td className={css.amount}>{f.money(d.amount)}</td>
                    <td className={css.cell}>{d.reference}</td>
                    <td className={css.cell}>{f.month(monthDate(d.statementMonth))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            aria-label={t('statements.deposits.label')}
            page={query.data.pageInfo.page + 1}
            pageSize={query.data.pageInfo.size}
            total={query.data.pageInfo.total}
            onPageChange={setPageNo}
          />
        </section>
      )}
    </div>
  );
}
