import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import * as page from '../../../shared/styles/page.css';
import * as css from './insurance.css';

/** What the insurance covers, its claim limit (SPEC 9) and how a claim goes; the contact link for administrators. */
export function CoverageCard({ claimLimit, showContact }: { claimLimit: number; showContact: boolean }) {
  const t = useT();
  const f = useFormat();
  const coverage = useId();
  const claim = useId();
  return (
    <div className={page.twoColumns}>
      <section className={page.card} aria-labelledby={coverage}>
        <h2 id={coverage} className={page.cardTitle}>
          {t('insurance.coverage.title')}
        </h2>
        <p>{t('insurance.coverage.body')}</p>
        <div className={page.fact}>
          <span className={page.factLabel}>{t('insurance.coverage.claimLimit')}</span>
          <p className={css.limit} data-testid="insurance-claim-limit">
            {f.money(claimLimit)}
          </p>
          <span className={css.small}>
            {t('insurance.coverage.claimLimitBody', { amount: f.money(claimLimit) })}
          </span>
        </div>
      </section>
      <section className={page.card} aria-labelledby={claim}>
        <h2 id={claim} className={page.cardTitle}>
          {t('insurance.claim.title')}
        </h2>
        <ol className={css.steps}>
          <li>{t('insurance.claim.step1')}</li>
          <li>{t('insurance.claim.step2')}</li>
          <li>{t('insurance.claim.step3')}</li>
        </ol>
        {showContact ? (
          <Link className={page.textLink} to="/v3/insurance/contact">
            {t('insurance.claim.contactLink')}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
