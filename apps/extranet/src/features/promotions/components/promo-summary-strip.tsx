import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { formatIdr } from '../../../shared/rates/fields';
import { usePromoSummary } from '../api/promo-summary';
import * as css from './promo-summary.css';

/**
 * The promo list's summary strip: what the promotions sold over the last 30 days (bookings, room nights, revenue
 * and the discount they gave), from the confirmed bookings (promo-performance-summary). Nothing while loading or
 * when the read fails: the list below stays usable.
 */
export function PromoSummaryStrip({ hotelId }: { hotelId: number }) {
  const t = useT();
  const f = useFormat();
  const summary = usePromoSummary(hotelId);
  if (!summary.data) return null;
  const s = summary.data;
  const figures = [
    ['bookings', f.count(s.bookings)],
    ['roomNights', f.count(s.roomNights)],
    ['revenue', formatIdr(s.revenue)],
    ['discount', formatIdr(s.discount)],
  ] as const;
  return (
    <section className={css.strip} aria-labelledby="promo-summary-title" data-testid="promo-summary">
      <h2 id="promo-summary-title" className={css.title}>
        {t('promotions.summary.title', { period: f.dateRange(s.from, s.to) })}
      </h2>
      <dl className={css.figures}>
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt className={css.label}>{t(`promotions.summary.${key}`)}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
