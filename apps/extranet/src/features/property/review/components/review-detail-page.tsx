import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@extranet/api';
import { EmptyState } from '@extranet/ui/empty-state';
import { buttonClassName } from '@extranet/ui/button';
import { useT } from '../../../../shared/i18n/language';
import { useFormat } from '../../../../shared/format';
import { usePageTitle } from '../../../../shared/components/page-title';
import * as page from '../../../../shared/styles/page.css';
import { usePropertyReview } from '../api/get-property-review';
import { QUEUE_PATH, DecisionBar } from './decision-bar';
import { DecisionLog } from './decision-log';
import { QueryState } from './query-state';
import {
  CategorySections,
  ContactsSection,
  GeneralInfoSection,
  PolicySections,
  RegistrationOnlySections,
} from './registration-sections';
import { RoomsAndPhotos } from './rooms-section';
import * as css from './review.css';

const TOC = [
  ['category', 'categoryTitle'],
  ['property-type', 'propertyTypeTitle'],
  ['general-info', 'generalInfoTitle'],
  ['contacts', 'contactsTitle'],
  ['agreement', 'agreementTitle'],
  ['other-platforms', 'otherPlatformsTitle'],
  ['payment', 'paymentTitle'],
  ['policy', 'policyTitle'],
  ['facilities', 'facilitiesTitle'],
  ['rooms', 'roomsTitle'],
  ['photos', 'photosTitle'],
  ['log', 'logTitle'],
] as const;

/** A positive integer route param, else 0 (which finds nothing). */
function idParam(value: string | undefined): number {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

/** /v3/review/properties/:hotelId: the whole registration read-only, its decision log and the decision bar. */
export function ReviewDetailPage() {
  const t = useT();
  const f = useFormat();
  const hotelId = idParam(useParams().hotelId);
  const query = usePropertyReview(hotelId);
  usePageTitle(query.data?.registration.name ?? t('review.nav.reviewProperty'));
  const back = (
    <Link to={QUEUE_PATH} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      ← {t('review.detail.back')}
    </Link>
  );
  const notFound = hotelId === 0 || (isApiError(query.error) && query.error.status === 404);
  if (notFound)
    return (
      <div className={page.page}>
        <div>{back}</div>
        <h1 className={page.title}>{t('review.nav.reviewProperty')}</h1>
        <EmptyState title={t('review.detail.notFound')} headingLevel={2} />
      </div>
    );
  return (
    <div className={page.page}>
      <div>{back}</div>
      <QueryState query={query} loading={t('review.detail.loading')} failed={t('review.detail.loadFailed')}>
        {(review) => {
          const r = review.registration;
          return (
            <>
              <header className={page.pageHeader}>
                <h1 className={page.title}>{r.name}</h1>
                <p className={page.subtitle}>
                  {t(`review.detail.status.${r.activeStatus}`)}
                  {r.submittedAt
                    ? ` · ${t('review.detail.submittedAt', { date: f.dateTime(r.submittedAt) })}`
                    : ''}
                </p>
              </header>
              <nav aria-label={t('review.detail.sections')}>
                <ul className={css.toc}>
                  {TOC.map(([id, key]) => (
                    <li key={id}>
                      <a href={`#${id}`}>{t(`review.detail.${key}`)}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              {r.checks.length > 0 ? (
                <section className={page.card} aria-labelledby="review-checks">
                  <h2 id="review-checks" className={page.cardTitle}>
                    {t('review.detail.checks')}
                  </h2>
                  <ul>
                    {r.checks.map((c) => (
                      <li key={`${c.field}-${c.message}`}>{c.message}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <CategorySections review={review} />
              <GeneralInfoSection review={review} />
              <ContactsSection review={review} />
              <RegistrationOnlySections review={review} />
              <PolicySections review={review} />
              <RoomsAndPhotos review={review} />
              <DecisionLog review={review} />
              <DecisionBar review={review} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
