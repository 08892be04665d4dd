import { useId } from 'react';
import { StatusPill } from '@extranet/ui/badge';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import * as page from '../../../shared/styles/page.css';
import type { Loyalty } from '../model';
import * as css from './loyalty.css';

/** Whether the property may join, with the two figures it is judged on and what is missing. */
export function EligibilityCard({ eligibility }: { eligibility: Loyalty['eligibility'] }) {
  const t = useT();
  const { lang } = useLanguage();
  const f = useFormat();
  const id = useId();
  const score =
    eligibility.averageScore === null
      ? t('loyalty.eligibility.noScore')
      : eligibility.averageScore.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className={page.card} aria-labelledby={id} data-testid="loyalty-eligibility">
      <div className={css.row}>
        <h2 id={id} className={page.cardTitle}>
          {t('loyalty.eligibility.title')}
        </h2>
        <StatusPill tone={eligibility.eligible ? 'success' : 'neutral'}>
          {t(eligibility.eligible ? 'loyalty.eligibility.eligible' : 'loyalty.eligibility.notEligible')}
        </StatusPill>
      </div>
      <p className={page.muted}>
        {t('loyalty.eligibility.rule', {
          rating: eligibility.minRating,
          reviews: eligibility.minRecentReviews,
          months: eligibility.windowMonths,
        })}
      </p>
      <dl className={page.facts}>
        <div className={page.fact}>
          <dt className={page.factLabel}>{t('loyalty.eligibility.rating')}</dt>
          <dd className={page.factValue} data-testid="loyalty-rating">
            {score}
          </dd>
        </div>
        <div className={page.fact}>
          <dt className={page.factLabel}>
            {t('loyalty.eligibility.recent', { since: f.date(eligibility.since) })}
          </dt>
          <dd className={page.factValue} data-testid="loyalty-recent">
            {f.count(eligibility.recentReviews)}
          </dd>
        </div>
      </dl>
      {eligibility.reasons.length > 0 ? (
        <ul className={css.reasons}>
          {eligibility.reasons.map((r) => (
            <li key={r}>
              {t(`loyalty.eligibility.reason.${r}`, {
                rating: eligibility.minRating,
                months: eligibility.windowMonths,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
