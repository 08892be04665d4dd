import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import type { BookingDetail } from '../model';
import * as css from './bookings.css';

/** The travel insurance sold with the booking (docs/decisions/insurance.md); nothing without one. */
export function InsuranceSection({ detail }: { detail: BookingDetail }) {
  const t = useT();
  const f = useFormat();
  const insurance = detail.insurance;
  if (!insurance) return null;
  return (
    <section className={css.section} aria-labelledby="booking-insurance">
      <h3 id="booking-insurance" className={css.sectionTitle}>
        {t('bookings.detail.insuranceTitle')}
      </h3>
      <dl className={css.facts}>
        <div>
          <dt className={css.factLabel}>{t('bookings.detail.insurancePlan')}</dt>
          <dd className={css.factValue}>{insurance.planCode}</dd>
        </div>
        <div>
          <dt className={css.factLabel}>{t('bookings.detail.insuranceCovered')}</dt>
          <dd className={css.factValue}>{insurance.coveredGuests}</dd>
        </div>
        <div>
          <dt className={css.factLabel}>{t('bookings.detail.insurancePremium')}</dt>
          <dd className={css.factValue}>{f.money(insurance.premium)}</dd>
        </div>
        <div>
          <dt className={css.factLabel}>{t('bookings.detail.insuranceClaimLimit')}</dt>
          <dd className={css.factValue}>{f.money(insurance.claimLimit)}</dd>
        </div>
      </dl>
    </section>
  );
}
