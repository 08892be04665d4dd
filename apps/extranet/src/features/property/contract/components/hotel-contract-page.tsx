import { EmptyState } from '@extranet/ui/empty-state';
import { ErrorState } from '@extranet/ui/error-state';
import { Skeleton, SkeletonGroup } from '@extranet/ui/skeleton';
import { buttonClassName } from '@extranet/ui/button';
import { Badge } from '@extranet/ui/badge';
import { useT } from '../../../../shared/i18n/language';
import { useFormat } from '../../../../shared/format';
import { errorMessage } from '../../../../shared/api/error-message';
import { usePageTitle } from '../../../../shared/components/page-title';
import { useSignedInSession } from '../../../../shared/session/session';
import * as page from '../../../../shared/styles/page.css';
import { useAgreement } from '../api/get-agreement';
import * as css from '../../review/components/review.css';

/** /v3/hotel-contract: the signed agreement (version, signer, text in the signed language) and its PDF. */
export function HotelContractPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('review.contract.title'));
  const hotelId = useSignedInSession().currentHotelId ?? 0;
  const query = useAgreement(hotelId);
  const header = (
    <header className={page.pageHeader}>
      <h1 className={page.title}>{t('review.contract.title')}</h1>
      <p className={page.subtitle}>{t('review.contract.subtitle')}</p>
    </header>
  );
  if (query.isPending)
    return (
      <div className={page.page}>
        {header}
        <SkeletonGroup label={t('review.contract.loading')}>
          <Skeleton height={80} />
          <Skeleton height={240} />
        </SkeletonGroup>
      </div>
    );
  if (query.isError)
    return (
      <div className={page.page}>
        {header}
        <ErrorState
          title={t('review.contract.loadFailed')}
          description={errorMessage(query.error, t('review.contract.loadFailed'))}
          onRetry={() => void query.refetch()}
          retryLabel={t('review.queue.retry')}
          headingLevel={2}
        />
      </div>
    );
  const a = query.data;
  if (!a)
    return (
      <div className={page.page}>
        {header}
        <EmptyState
          title={t('review.contract.empty')}
          description={t('review.contract.emptyBody')}
          headingLevel={2}
        />
      </div>
    );
  return (
    <div className={page.page}>
      {header}
      <section className={page.card} aria-labelledby="contract-signature">
        <div className={css.sectionHead}>
          <h2 id="contract-signature" className={page.cardTitle}>
            {a.propertyName}
          </h2>
          <a href={a.pdfUrl} className={buttonClassName({ variant: 'primary' })} download>
            {t('review.contract.download')}
          </a>
        </div>
        <dl className={css.facts}>
          {(
            [
              [t('review.contract.version'), a.version],
              [t('review.contract.signer'), a.name],
              [t('review.contract.position'), a.position],
              [t('review.contract.date'), f.date(a.date)],
              [t('review.contract.acceptedAt'), f.dateTime(a.acceptedAt)],
              [t('review.contract.language'), t(`review.contract.language_${a.language}`)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className={css.factLabel}>{label}</dt>
              <dd className={css.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        {a.version !== a.currentVersion ? (
          <p>
            <Badge tone="info">{t('review.contract.outdated', { version: a.currentVersion })}</Badge>
          </p>
        ) : null}
      </section>
      <article className={page.card} aria-labelledby="contract-text" lang={a.language}>
        <h2 id="contract-text" className={page.cardTitle}>
          {a.title}
        </h2>
        <div className={css.contractText}>
          {a.clauses.map((clause, i) => (
            <section key={`${i}-${clause.title}`}>
              <h3 className={css.clauseTitle}>{clause.title}</h3>
              <p>{clause.body}</p>
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}
