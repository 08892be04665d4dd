import { useParams } from 'react-router-dom';
import { isApiError } from '@extranet/api';
import { StatusPill, type BadgeTone } from '@extranet/ui/badge';
import { Skeleton } from '@extranet/ui/skeleton';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import * as page from '../../../shared/styles/page.css';
import { useRescheduleResult } from '../api/reschedule-result';
import * as css from './bookings.css';

const TONE: Record<'PENDING' | 'APPROVED' | 'REJECTED', BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** /v3/reschedule/result/:token: the guest's page of the property's answer to a reschedule request (public). */
export function RescheduleResultPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('bookingRequests.result.title'));
  const token = useParams().token ?? '';
  const query = useRescheduleResult(token);
  return (
    <div className={css.resultPage}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('bookingRequests.result.title')}</h1>
      </header>
      {query.isPending ? (
        <div role="status" aria-label={t('bookingRequests.result.loading')}>
          <Skeleton height={120} />
        </div>
      ) : query.isError || !query.data ? (
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
          <p className={css.pendingNotice}>{t('bookingRequests.result.notFound')}</p>
        ) : (
          <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <section className={css.detail} aria-labelledby="reschedule-result">
          <h2 id="reschedule-result" className={css.sectionTitle}>
            {query.data.propertyName}
          </h2>
          <div className={css.statusLine}>
            <StatusPill tone={TONE[query.data.status]}>
              {t(`bookingRequests.result.status.${query.data.status}`)}
            </StatusPill>
          </div>
          <p className={css.requestText}>{t(`bookingRequests.result.message.${query.data.status}`)}</p>
          <dl className={css.facts}>
            <div>
              <dt className={css.factLabel}>{t('bookingRequests.reschedule.oldDates')}</dt>
              <dd className={css.factValue}>
                {f.date(query.data.oldCheckIn)} – {f.date(query.data.oldCheckOut)}
              </dd>
            </div>
            <div>
              <dt className={css.factLabel}>{t('bookingRequests.reschedule.newDates')}</dt>
              <dd className={css.factValue}>
                {f.date(query.data.newCheckIn)} – {f.date(query.data.newCheckOut)}
              </dd>
            </div>
            {query.data.answeredAt ? (
              <div>
                <dt className={css.factLabel}>{t('bookingRequests.result.answeredAt')}</dt>
                <dd className={css.factValue}>{f.dateTime(query.data.answeredAt)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      )}
    </div>
  );
}
