import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from '@extranet/ui/badge';
import { visuallyHidden } from '@extranet/ui/theme';
import { buttonClassName } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { useT } from '../../../../shared/i18n/language';
import { useFormat } from '../../../../shared/format';
import * as page from '../../../../shared/styles/page.css';
import { ageView, splitQueue, type PropertyReviewItem } from '../model';
import { QueryState } from './query-state';
import * as css from './review.css';

type ReviewList = { items: PropertyReviewItem[]; targetHours: number };

function Age({ item, target }: { item: PropertyReviewItem; target: number }) {
  const t = useT();
  const age = ageView(item.ageHours, target, item.overdue);
  const text =
    age.days > 0
      ? t('review.properties.ageDays', { days: age.days, hours: age.hours })
      : t('review.properties.ageHours', { hours: age.hours });
  return (
    <div className={css.stack} style={{ gap: 4 }}>
      <span>{text}</span>
      {age.overdue ? (
        <span className={css.row}>
          <Badge tone="danger">{t('review.properties.overdue')}</Badge>
          <span className={css.small}>{t('review.properties.overdueBy', { hours: age.overdueHours })}</span>
        </span>
      ) : item.queue === 'SUBMITTED' ? (
        <span className={css.small}>{t('review.properties.remaining', { hours: age.remainingHours })}</span>
      ) : null}
    </div>
  );
}

function QueueTable({ items, target }: { items: PropertyReviewItem[]; target: number }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className={css.tableWrap}>
      <table className={`${css.table} ${css.stackOnPhone}`}>
        <caption className={visuallyHidden}>{t('review.properties.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.th}>
              {t('review.properties.name')}
            </th>
            <th scope="col" className={css.th}>
              {t('review.properties.owner')}
            </th>
            <th scope="col" className={css.th}>
              {t('review.properties.submitted')}
            </th>
            <th scope="col" className={css.th}>
              {t('review.properties.age')}
            </th>
            <th scope="col" className={css.th}>
              <span className={visuallyHidden}>{t('review.properties.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.hotelId}>
              <td className={css.td}>
                <div className={css.strong}>{item.name}</div>
                <div className={css.small}>
                  {[
                    item.accommodationType
                      ? t(`review.category.${item.accommodationType}`)
                      : t('review.category.none'),
                    item.placeType ? t(`review.placeType.${item.placeType}`) : null,
                    item.city,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </td>
              <td className={css.td}>
                <div>{item.ownerName ?? t('review.detail.none')}</div>
                {item.ownerEmail ? <div className={css.small}>{item.ownerEmail}</div> : null}
              </td>
              <td className={css.td}>
                {item.submittedAt ? f.dateTime(item.submittedAt) : t('review.detail.none')}
              </td>
              <td className={css.td}>
                <Age item={item} target={target} />
              </td>
              <td className={css.td}>
                <Link
                  to={`/v3/review/properties/${item.hotelId}`}
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  aria-label={t('review.properties.openLabel', { name: item.name })}
                >
                  {t('review.properties.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The properties tab: submitted ones oldest first, then those approved offline awaiting activation. */
export function PropertiesTab({ query }: { query: UseQueryResult<ReviewList> }) {
  const t = useT();
  return (
    <QueryState query={query} loading={t('review.queue.loading')} failed={t('review.queue.loadFailed')}>
      {(data) => {
        const { submitted, awaitingActivation } = splitQueue(data.items);
        return (
          <div className={css.stack} style={{ gap: 24 }}>
            <section className={css.stack} aria-labelledby="review-submitted">
              <div>
                <h2 id="review-submitted" className={page.cardTitle}>
                  {t('review.properties.submittedTitle')}
                </h2>
                <p className={page.muted}>{t('review.properties.submittedHelp')}</p>
              </div>
              {submitted.length === 0 ? (
                <EmptyState
                  title={t('review.properties.emptySubmitted')}
                  description={t('review.properties.emptySubmittedBody')}
                  headingLevel={3}
                />
              ) : (
                <QueueTable items={submitted} target={data.targetHours} />
              )}
            </section>
            <section className={css.stack} aria-labelledby="review-awaiting">
              <div>
                <h2 id="review-awaiting" className={page.cardTitle}>
                  {t('review.properties.awaitingTitle')}
                </h2>
                <p className={page.muted}>{t('review.properties.awaitingHelp')}</p>
              </div>
              {awaitingActivation.length === 0 ? (
                <p className={page.muted}>{t('review.properties.emptyAwaiting')}</p>
              ) : (
                <QueueTable items={awaitingActivation} target={data.targetHours} />
              )}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
