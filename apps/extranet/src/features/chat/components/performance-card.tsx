import { StatusPill } from '@extranet/ui/badge';
import { Skeleton } from '@extranet/ui/skeleton';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { useChatPerformance } from '../api/performance';
import { levelTone } from '../model';
import * as css from './chat.css';

/** Response rate and time (SPEC 9), as of the last Tuesday, with their ratings. */
export function PerformanceCard({ hotelId, className }: { hotelId: number; className?: string }) {
  const t = useT();
  const f = useFormat();
  const perf = useChatPerformance(hotelId);
  return (
    <section className={`${page.card} ${className ?? ''}`} aria-labelledby="chat-performance-title">
      <h2 id="chat-performance-title" className={page.cardTitle}>
        {t('chat.performance.title')}
      </h2>
      {perf.isPending ? (
        <div role="status" aria-label={t('chat.loading')}>
          <Skeleton height={48} />
        </div>
      ) : perf.isError ? (
        <p className={css.error}>{t('chat.performance.failed')}</p>
      ) : (
        <>
          <dl className={css.stats}>
            <div className={css.stat}>
              <dt className={css.statLabel}>{t('chat.performance.rate')}</dt>
              <dd className={css.statValue}>
                {perf.data.responseRate === null ? t('chat.performance.none') : `${perf.data.responseRate}%`}
                {perf.data.responseRateLevel ? (
                  <StatusPill tone={levelTone(perf.data.responseRateLevel)}>
                    {t(`chat.performance.levels.${perf.data.responseRateLevel}`)}
                  </StatusPill>
                ) : null}
              </dd>
              <dd className={css.small}>
                {t('chat.performance.rateHelp', {
                  answered: perf.data.answered,
                  count: perf.data.conversations,
                })}
              </dd>
            </div>
            <div className={css.stat}>
              <dt className={css.statLabel}>{t('chat.performance.time')}</dt>
              <dd className={css.statValue}>
                {perf.data.responseTimeHours === null
                  ? t('chat.performance.none')
                  : t('chat.performance.hours', { hours: f.decimal(perf.data.responseTimeHours) })}
                {perf.data.responseTimeLevel ? (
                  <StatusPill tone={levelTone(perf.data.responseTimeLevel)}>
                    {t(`chat.performance.levels.${perf.data.responseTimeLevel}`)}
                  </StatusPill>
                ) : null}
              </dd>
              <dd className={css.small}>
                {t('chat.performance.timeHelp', {
                  start: perf.data.workingHours.opens,
                  end: perf.data.workingHours.closes,
                })}
              </dd>
            </div>
          </dl>
          <p className={css.small}>
            {t('chat.performance.asOf', {
              date: f.date(perf.data.asOf),
              from: f.date(perf.data.from),
              to: f.date(perf.data.to),
            })}
          </p>
        </>
      )}
    </section>
  );
}
