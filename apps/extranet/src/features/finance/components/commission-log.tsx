import { useState } from 'react';
import { Pagination } from '@extranet/ui/pagination';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useCommissionLog } from '../api/list-commission-log';
import { usePercentNumber } from './commission-values';
import * as css from './finance.css';

const SIZE = 10;

/** The commission log (v2 log): every draft, submission and decision with who and when, newest first, paged. */
export function CommissionLog({ hotelId }: { hotelId: number }) {
  const t = useT();
  const f = useFormat();
  const number = usePercentNumber();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useCommissionLog(hotelId, pageIndex, SIZE);
  return (
    <section className={page.card} aria-labelledby="commission-log-title">
      <h2 id="commission-log-title" className={page.cardTitle}>
        {t('finance.log.title')}
      </h2>
      {query.isPending ? (
        <ListSkeleton label={t('finance.commission.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className={page.muted}>{t('finance.log.empty')}</p>
      ) : (
        <>
          <div className={css.tableWrap}>
            <table className={css.table} aria-label={t('finance.log.label')}>
              <thead>
                <tr>
                  <th scope="col" className={css.headCell}>
                    {t('finance.log.when')}
                  </th>
                  <th scope="col" className={css.headCell}>
                    {t('finance.log.event')}
                  </th>
                  <th scope="col" className={css.headCell}>
                    {t('finance.log.who')}
                  </th>
                  <th scope="col" className={css.headCell}>
                    {t('finance.log.values')}
                  </th>
                  <th scope="col" className={css.headCell}>
                    {t('finance.log.reason')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((e) => (
                  <tr key={e.entryId} data-testid="commission-log-entry">
                    <td className={css.cell}>{f.dateTime(e.at)}</td>
                    <td className={css.cell}>{t(`finance.events.${e.event}`)}</td>
                    <td className={css.cell}>{e.by ?? t('finance.log.unknown')}</td>
                    <td className={css.cell}>
                      {t('finance.log.summary', {
                        property: number(e.values.propertyPercentage),
                        partner: number(e.values.preferredPartnerPercentage),
                        addOns: number(e.values.addOnsPercentage),
                        mode: t(`finance.modes.${e.values.calculationMode}`),
                      })}
                    </td>
                    <td className={css.cell}>{e.reason ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.data.pageInfo.total > SIZE ? (
            <Pagination
              aria-label={t('finance.log.pages')}
              page={query.data.pageInfo.page + 1}
              pageSize={SIZE}
              total={query.data.pageInfo.total}
              onPageChange={(p) => setPageIndex(p - 1)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
