import { Link } from 'react-router-dom';
import { Badge } from '@extranet/ui/badge';
import { buttonClassName } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useStatement } from '../api/get-statement';
import { statementFileUrl } from '../api/statement-file';
import { AMOUNT_COLUMNS, monthDate, STATUS_TONE, type StatementDetail } from '../model';
import * as css from './statements.css';

function Summary({ s }: { s: StatementDetail }) {
  const t = useT();
  const f = useFormat();
  const sum = s.summary;
  const items: [string, React.ReactNode][] = [
    [t('statements.summary.period'), f.dateRange(sum.periodStart, sum.periodEnd)],
    [t('statements.summary.invoiceDate'), f.date(sum.invoiceDate)],
    [t('statements.summary.dueDate'), f.date(sum.dueDate)],
    [
      t('statements.summary.status'),
      <Badge tone={STATUS_TONE[sum.status]}>{t(`statements.status.${sum.status}`)}</Badge>,
    ],
    [t('statements.summary.mode'), t(`statements.mode.${s.commissionMode}`)],
    [
      t('statements.amounts.netPayable'),
      <span data-testid="statement-net">{f.money(sum.totals.netPayable)}</span>,
    ],
    [t('statements.summary.paid'), f.money(sum.paid)],
  ];
  return (
    <dl className={css.summary}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ s }: { s: StatementDetail }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className={css.tableWrap} tabIndex={0} role="region" aria-label={t('statements.detail.linesLabel')}>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              {t('statements.line.bookingId')}
            </th>
            <th scope="col" className={css.cell}>
              {t('statements.line.guestName')}
            </th>
            <th scope="col" className={css.cell}>
              {t('statements.line.checkOut')}
            </th>
            <th scope="col" className={css.amount}>
              {t('statements.line.commissionPercent')}
            </th>
            {AMOUNT_COLUMNS.map((k) => (
              <th key={k} scope="col" className={css.amount}>
                {t(`statements.amounts.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.bookingId} data-testid="statement-line">
              <td className={css.cell}>
                {l.itineraryId}
                <div className={css.small}>
                  {t(`statements.bookingStatus.${l.status}`)}
                  {l.rescheduled ? ` · ${t('statements.detail.rescheduled')}` : ''}
                </div>
              </td>
              <td className={css.cell}>{l.guestName}</td>
              <td className={css.date}>{f.date(l.checkOut)}</td>
              <td className={css.amount}>{l.commissionPercent}</td>
              {AMOUNT_COLUMNS.map((k) => (
                <td key={k} className={css.amount}>
                  {f.money(l.amounts[k])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={css.totalRow} data-testid="statement-totals">
            <th scope="row" colSpan={4} className={css.cell}>
              {t('statements.totals.total')}
            </th>
            {AMOUNT_COLUMNS.map((k) => (
              <td key={k} className={css.amount}>
                {f.money(s.summary.totals[k])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One month's statement: the summary, the download links and every booking line with the totals. */
export function StatementDetailView({ hotelId, month }: { hotelId: number; month: string }) {
  const t = useT();
  const f = useFormat();
  const query = useStatement(hotelId, month);
  const title = t('statements.detail.title', { month: f.month(monthDate(month)) });
  return (
    <section className={page.card} aria-labelledby="statement-title">
      <div className={css.bar}>
        <h2 id="statement-title" className={page.cardTitle}>
          {title}
        </h2>
        <Link to="?" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('statements.detail.back')}
        </Link>
      </div>
      {query.isPending ? (
        <ListSkeleton label={t('statements.detail.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Summary s={query.data} />
          <div className={page.actions}>
            <a
              href={statementFileUrl(hotelId, month, 'pdf')}
              download
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              {t('statements.detail.downloadPdf')}
            </a>
            <a
              href={statementFileUrl(hotelId, month, 'xlsx')}
              download
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              {t('statements.detail.downloadXlsx')}
            </a>
          </div>
          <p className={css.small}>
            {query.data.taxPercent === null
              ? t('statements.detail.noTaxNote')
              : t('statements.detail.taxNote', { percent: query.data.taxPercent })}
          </p>
          {query.data.lines.length === 0 ? (
            <EmptyState headingLevel={3} title={t('statements.detail.noLines')} />
          ) : (
            <Lines s={query.data} />
          )}
        </>
      )}
    </section>
  );
}
