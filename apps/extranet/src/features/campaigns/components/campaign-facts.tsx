import type { ReactNode } from 'react';
import { useFormat } from '../../../shared/format';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { formatIdr } from '../../../shared/rates/fields';
import * as css from '../../../shared/styles/page.css';
import { PHASE_TONE, TIERS, type Campaign, type HotelCampaignDetail } from '../model';

/** A campaign's terms as a list of facts (SPEC 3 Campaign), with the property's performance when given. */
export function CampaignFacts({
  campaign: c,
  performance,
}: {
  campaign: Campaign;
  performance?: HotelCampaignDetail['performance'];
}) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const fact = (label: string, value: ReactNode) => (
    <div className={css.fact} key={label}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue} style={{ margin: 0 }}>
        {value}
      </dd>
    </div>
  );
  const range = (r: { start: string; end: string }) => f.dateRange(r.start, r.end);
  return (
    <section className={css.card} aria-labelledby="campaign-terms">
      <h2 id="campaign-terms" className={css.cardTitle}>
        {t('campaigns.view.terms')}
      </h2>
      <p>{lang === 'en' ? c.descriptionEn : c.descriptionId}</p>
      <dl className={css.facts}>
        {fact(
          t('campaigns.columns.status'),
          <span className={css.pill[PHASE_TONE[c.phase]]}>{t(`campaigns.phase.${c.phase}`)}</span>,
        )}
        {fact(t('campaigns.form.participationPeriod'), range(c.participationPeriod))}
        {fact(t('campaigns.form.bookingPeriod'), range(c.bookingPeriod))}
        {fact(t('campaigns.form.stayPeriod'), range(c.stayPeriod))}
        {fact(
          t('campaigns.form.blackoutDates'),
          c.blackoutDates.length > 0
            ? c.blackoutDates.map((d) => f.date(d)).join(', ')
            : t('campaigns.view.none'),
        )}
        {fact(
          t('campaigns.columns.platforms'),
          c.platforms.map((p) => t(`promotions.platform.${p}`)).join(', '),
        )}
        {fact(t('campaigns.form.minDiscountPercent'), `${c.minDiscountPercent} %`)}
        {fact(
          t('campaigns.form.minStay'),
          c.minStay === null ? t('campaigns.view.none') : t('campaigns.view.nights', { count: c.minStay }),
        )}
        {fact(t('campaigns.form.combinable'), t(c.combinable ? 'campaigns.view.yes' : 'campaigns.view.no'))}
        {fact(t('campaigns.form.cancellationPolicy'), t(`campaigns.cancellation.${c.cancellationPolicy}`))}
        {fact(
          t('campaigns.form.earlyAccess'),
          TIERS.map((tier) =>
            t('campaigns.view.earlyAccessTier', {
              tier: t(`campaigns.tier.${tier}`),
              hours: c.earlyAccessHours[tier],
            }),
          ).join(' · '),
        )}
        {performance
          ? fact(
              t('campaigns.columns.performance'),
              t('promotions.performance', {
                bookings: f.count(performance.bookings),
                nights: f.count(performance.roomNights),
                revenue: formatIdr(performance.revenue),
              }),
            )
          : null}
      </dl>
    </section>
  );
}
