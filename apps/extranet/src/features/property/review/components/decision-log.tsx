import { visuallyHidden } from '@extranet/ui/theme';
import { useT } from '../../../../shared/i18n/language';
import { useFormat } from '../../../../shared/format';
import type { PropertyReview } from '../model';
import { Section } from './facts';
import * as css from './review.css';

/** Every decision on the property: who, when, and the reason of a rejection. */
export function DecisionLog({ review }: { review: PropertyReview }) {
  const t = useT();
  const f = useFormat();
  const decisions = review.registration.decisions;
  return (
    <Section id="log" title={t('review.detail.logTitle')}>
      {decisions.length === 0 ? (
        <p className={css.small}>{t('review.log.empty')}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={visuallyHidden}>{t('review.log.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={css.th}>
                  {t('review.log.at')}
                </th>
                <th scope="col" className={css.th}>
                  {t('review.log.decision')}
                </th>
                <th scope="col" className={css.th}>
                  {t('review.log.by')}
                </th>
                <th scope="col" className={css.th}>
                  {t('review.log.reason')}
                </th>
              </tr>
            </thead>
            <tbody>
              {decisions.map((d, i) => (
                <tr key={`${d.at}-${i}`}>
                  <td className={css.td}>{f.dateTime(d.at)}</td>
                  <td className={css.td}>{t(`review.log.${d.decision}`)}</td>
                  <td className={css.td}>{d.by ?? t('review.detail.none')}</td>
                  <td className={css.td}>{d.reason ?? t('review.detail.none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
