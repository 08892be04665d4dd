import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { daysBetween } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { errorMessage } from '../../../shared/api/error-message';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { hasErrorKey, markHasErrorHandled, useHasErrorBookings } from '../api/has-error-bookings';
import * as css from './bookings.css';

type Entry = Schemas['HasErrorBooking'];

function AttentionItem({ hotelId, entry }: { hotelId: number; entry: Entry }) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [busy, setBusy] = useState(false);
  const headingId = `has-error-${entry.id}`;
  const nights = daysBetween(entry.checkIn, entry.checkOut);
  const room = entry.roomName ?? t('hasErrorBookings.removedRoom', { id: entry.roomId });
  const ratePlan = entry.ratePlanName ?? t('hasErrorBookings.removedRatePlan', { id: entry.ratePlanId });
  const handle = async () => {
    setBusy(true);
    try {
      await markHasErrorHandled(hotelId, entry.id);
      showSuccess(t('hasErrorBookings.handledToast', { guestName: entry.guestName }));
      await queryClient.invalidateQueries({ queryKey: hasErrorKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('hasErrorBookings.handledFailed')));
      setBusy(false);
    }
  };
  return (
    <li className={css.request} aria-labelledby={headingId}>
      <div className={css.requestHead}>
        <div>
          <h3 id={headingId} className={css.sectionTitle}>
            {entry.guestName}
          </h3>
          <p className={css.factLabel}>
            {t('hasErrorBookings.itinerary', { itineraryId: entry.itineraryId })}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          aria-label={t('hasErrorBookings.markHandledLabel', { guestName: entry.guestName })}
          onClick={() => void handle()}
        >
          {t('hasErrorBookings.markHandled')}
        </Button>
      </div>
      <dl className={css.facts}>
        <div>
          <dt className={css.factLabel}>{t('hasErrorBookings.stay')}</dt>
          <dd className={css.factValue}>
            {format.dateRange(entry.checkIn, entry.checkOut)} ·{' '}
            {nights === 1 ? t('hasErrorBookings.nightsOne') : t('hasErrorBookings.nights', { count: nights })}
          </dd>
        </div>
        <div>
          <dt className={css.factLabel}>{t('hasErrorBookings.room')}</dt>
          <dd className={css.factValue}>
            {room} · {ratePlan}
          </dd>
        </div>
        <div>
          <dt className={css.factLabel}>{t('hasErrorBookings.when')}</dt>
          <dd className={css.factValue}>
            {entry.attempts === 1 ? (
              <time dateTime={entry.lastAttemptAt}>{format.dateTime(entry.lastAttemptAt)}</time>
            ) : (
              t('hasErrorBookings.attempts', {
                count: entry.attempts,
                at: format.dateTime(entry.lastAttemptAt),
              })
            )}
          </dd>
        </div>
      </dl>
      <div>
        <p className={css.factLabel}>{t('hasErrorBookings.reasons')}</p>
        <ul className={css.shortList}>
          {entry.reasons.map((reason) => (
            <li key={reason}>{t(`common.quoteReasons.${reason}`)}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The bookings page's "needs attention" tab: booking requests the intake refused, to be marked handled. */
export function NeedsAttention({ hotelId }: { hotelId: number }) {
  const t = useT();
  const query = useHasErrorBookings(hotelId);
  if (query.isPending) return <ListSkeleton label={t('hasErrorBookings.loading')} />;
  if (query.isError)
    return <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <section className={css.section} aria-labelledby="has-error-title">
      <h2 id="has-error-title" className={css.count}>
        {t('hasErrorBookings.title')}
      </h2>
      <p className={css.factLabel}>{t('hasErrorBookings.intro')}</p>
      {query.data.items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('hasErrorBookings.empty')}
          description={t('hasErrorBookings.emptyBody')}
        />
      ) : (
        <ul className={css.requests} aria-label={t('hasErrorBookings.caption')}>
          {query.data.items.map((entry) => (
            <AttentionItem key={entry.id} hotelId={hotelId} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
