import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { bookingsPolicy, type AllotmentShortfall } from '@extranet/domain';
import { Badge, type BadgeTone } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { Skeleton } from '@extranet/ui/skeleton';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { errorMessage } from '../../../shared/api/error-message';
import { useSignedInSession } from '../../../shared/session/session';
import { toAccessContext } from '../../../shared/session/access';
import { approveReschedule, rejectReschedule } from '../api/answer-reschedule';
import { useRescheduleRequests } from '../api/reschedule-requests';
import { bookingsKey } from '../api/search-bookings';
import type { BookingDetail } from '../model';
import { differenceKind, shortNightsOf } from '../reschedule-model';
import * as css from './bookings.css';

type Reschedule = Schemas['RescheduleRequest'];

const STATUS_TONE: Record<Reschedule['status'], BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'neutral',
};

function Answer({ hotelId, request }: { hotelId: number; request: Reschedule }) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [busy, setBusy] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [short, setShort] = useState<AllotmentShortfall[] | null>(null);
  const path = { hotelId, bookingId: request.bookingId, requestId: request.id };
  const done = async (message: string) => {
    showSuccess(message);
    setShort(null);
    await queryClient.invalidateQueries({ queryKey: bookingsKey(hotelId) });
  };
  const approve = async (raise: boolean) => {
    setBusy('APPROVE');
    try {
      await approveReschedule(path, raise);
      await done(t('bookingRequests.reschedule.approved'));
    } catch (error) {
      const nights = shortNightsOf(error);
      if (nights && !raise) setShort(nights);
      else {
        showError(errorMessage(error, t('bookingRequests.reschedule.failed')));
        await queryClient.invalidateQueries({ queryKey: bookingsKey(hotelId) });
      }
    } finally {
      setBusy(null);
    }
  };
  const reject = async () => {
    setBusy('REJECT');
    try {
      await rejectReschedule(path);
      await done(t('bookingRequests.reschedule.rejected'));
    } catch (error) {
      showError(errorMessage(error, t('bookingRequests.reschedule.failed')));
      await queryClient.invalidateQueries({ queryKey: bookingsKey(hotelId) });
    } finally {
      setBusy(null);
    }
  };
  if (short) {
    return (
      <div role="alert" className={css.requestWarning}>
        <p className={css.requestText}>{t('bookingRequests.reschedule.shortTitle')}</p>
        <ul className={css.shortList}>
          {short.map((n) => (
            <li key={n.date}>
              {t('bookingRequests.reschedule.shortNight', {
                date: f.date(n.date, { weekday: true }),
                sold: n.sold,
                allotment: n.allotment,
                missing: n.missing,
              })}
            </li>
          ))}
        </ul>
        <p className={css.factLabel}>{t('bookingRequests.reschedule.shortHint')}</p>
        <div className={css.formActions}>
          <Button onClick={() => void approve(true)} loading={busy === 'APPROVE'}>
            {t('bookingRequests.reschedule.approveAnyway')}
          </Button>
          <Button variant="ghost" onClick={() => setShort(null)} disabled={busy !== null}>
            {t('bookingRequests.reschedule.back')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={css.formActions}>
      <Button onClick={() => void approve(false)} loading={busy === 'APPROVE'} disabled={busy === 'REJECT'}>
        {t('bookingRequests.reschedule.approve')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => void reject()}
        loading={busy === 'REJECT'}
        disabled={busy === 'APPROVE'}
      >
        {t('bookingRequests.reschedule.reject')}
      </Button>
    </div>
  );
}

/** The booking's reschedule requests in its detail: old and new dates, the price difference, the answer. */
export function RescheduleSection({ detail }: { detail: BookingDetail }) {
  const t = useT();
  const f = useFormat();
  const session = useSignedInSession();
  const hotelId = session.currentHotelId ?? 0;
  const canAnswer = bookingsPolicy.can(toAccessContext(session), 'booking.reschedule');
  const headingId = useId();
  const query = useRescheduleRequests(hotelId, detail.booking.bookingId);
  const items = query.data?.items ?? [];
  if (query.isSuccess && items.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.sectionTitle}>
        {t('bookingRequests.reschedule.title')}
      </h3>
      {query.isPending ? (
        <div role="status" aria-label={t('bookingRequests.reschedule.loading')}>
          <Skeleton height={48} />
        </div>
      ) : query.isError ? (
        <p role="alert" className={css.factLabel}>
          {errorMessage(query.error, t('bookingRequests.reschedule.loadFailed'))}
        </p>
      ) : (
        <ul className={css.requests}>
          {items.map((r) => {
            const kind = differenceKind(r.priceDifference);
            return (
              <li
                key={r.id}
                className={css.request}
                aria-label={t('bookingRequests.reschedule.item', { id: r.id })}
              >
                <div className={css.requestHead}>
                  <p className={css.requestText}>{t('bookingRequests.reschedule.item', { id: r.id })}</p>
                  <Badge tone={STATUS_TONE[r.status]}>
                    {t(`bookingRequests.reschedule.status.${r.status}`)}
                  </Badge>
                </div>
                <dl className={css.facts}>
                  <div>
                    <dt className={css.factLabel}>{t('bookingRequests.reschedule.oldDates')}</dt>
                    <dd className={css.factValue}>
                      {f.date(r.oldCheckIn)} – {f.date(r.oldCheckOut)}
                    </dd>
                  </div>
                  <div>
                    <dt className={css.factLabel}>{t('bookingRequests.reschedule.newDates')}</dt>
                    <dd className={css.factValue}>
                      {f.date(r.newCheckIn)} – {f.date(r.newCheckOut)}
                    </dd>
                  </div>
                  <div>
                    <dt className={css.factLabel}>{t('bookingRequests.reschedule.newTotal')}</dt>
                    <dd className={css.factValue}>{f.money(r.newTotalPrice)}</dd>
                  </div>
                  <div>
                    <dt className={css.factLabel}>{t('bookingRequests.reschedule.difference')}</dt>
                    <dd className={css.factValue}>
                      {t(`bookingRequests.reschedule.differenceKind.${kind}`, {
                        amount: f.money(Math.abs(r.priceDifference)),
                      })}
                    </dd>
                  </div>
                </dl>
                {r.status === 'PENDING' ? (
                  canAnswer ? (
                    <Answer hotelId={hotelId} request={r} />
                  ) : (
                    <p className={css.factLabel}>{t('bookingRequests.reschedule.noRight')}</p>
                  )
                ) : r.answeredAt ? (
                  <p className={css.factLabel}>
                    {t('bookingRequests.reschedule.answeredAt', { at: f.dateTime(r.answeredAt) })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
