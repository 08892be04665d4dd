import { useId } from 'react';
import type { Schemas } from '@extranet/api';
import { REVIEW_SCORE_MAX } from '@extranet/domain';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format/use-format';
import * as page from '../../../shared/styles/page.css';
import { scoreWidth } from '../model';
import * as css from './guest-reviews.css';

/** The average score of the filtered reviews and each aspect's average, as text and as a bar. */
export function ReviewSummary({
  summary,
  unreplied,
  lang,
}: {
  summary: Schemas['ReviewSummary'];
  /** Reviews still to answer among those matching the filters (whether replied ones are shown or not). */
  unreplied: number;
  lang: string;
}) {
  const t = useT();
  const format = useFormat();
  const scoreId = useId();
  const subId = useId();
  const number = (v: number) =>
    v.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={css.overview}>
      <section className={page.card} aria-labelledby={scoreId}>
        <h2 id={scoreId} className={page.cardTitle}>
          {t('guestReviews.summary.title')}
        </h2>
        {summary.averageScore === null ? (
          <p className={page.muted}>{t('guestReviews.summary.noScore')}</p>
        ) : (
          <>
            <p className={css.scoreLine}>
              <span className={css.bigScore} data-testid="average-score">
                {number(summary.averageScore)}
              </span>
              <span className={page.muted}>{t('guestReviews.summary.outOf', { max: REVIEW_SCORE_MAX })}</span>
            </p>
            <p className={page.muted}>
              {t('guestReviews.summary.reviews', { count: format.count(summary.count) })}
            </p>
          </>
        )}
        {unreplied > 0 ? (
          <p className={page.muted} data-testid="unreplied-count">
            {t('guestReviews.summary.unreplied', { count: format.count(unreplied) })}
          </p>
        ) : null}
      </section>
      <section className={page.card} aria-labelledby={subId}>
        <h2 id={subId} className={page.cardTitle}>
          {t('guestReviews.summary.subScores')}
        </h2>
        <ul className={css.subScores}>
          {summary.subScores.map((s) => {
            const name = t(`guestReviews.subScore.${s.key}`);
            const value =
              s.average === null
                ? t('guestReviews.summary.notScored')
                : t('guestReviews.summary.subScoreValue', {
                    value: number(s.average),
                    max: REVIEW_SCORE_MAX,
                  });
            return (
              <li key={s.key} className={css.subScore}>
                <span className={css.subScoreHead}>
                  <span>{name}</span>
                  <strong>{value}</strong>
                </span>
                <span className={css.meter} aria-hidden="true">
                  <span
                    className={css.meterFill}
                    style={{ width: `${scoreWidth(s.average)}%`, display: 'block' }}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
