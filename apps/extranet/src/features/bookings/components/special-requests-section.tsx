import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { SPECIAL_REQUEST_NOTE_MAX, type SpecialRequestResult } from '@extranet/domain';
import { Badge, type BadgeTone } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { Skeleton } from '@extranet/ui/skeleton';
import { TextArea } from '@extranet/ui/text-area';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { errorMessage } from '../../../shared/api/error-message';
import { useSignedInSession } from '../../../shared/session/session';
import { answerSpecialRequest } from '../api/answer-special-request';
import { useSpecialRequests } from '../api/special-requests';
import { bookingsKey } from '../api/search-bookings';
import type { BookingDetail } from '../model';
import * as css from './bookings.css';

type SpecialRequest = Schemas['SpecialRequest'];

const STATUS_TONE: Record<SpecialRequest['status'], BadgeTone> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  DECLINED: 'neutral',
};

function PendingRequest({ hotelId, request }: { hotelId: number; request: SpecialRequest }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'CONFIRM' | 'DECLINE' | null>(null);
  const [outcome, setOutcome] = useState<SpecialRequestResult | null>(null);
  const send = async (answer: 'CONFIRM' | 'DECLINE') => {
    setBusy(answer);
    try {
      const res = await answerSpecialRequest(hotelId, request.bookingId, request.id, {
        answer,
        ...(note.trim() ? { note } : {}),
      });
      if (res.result === 'SUCCESS') showSuccess(t(`bookingRequests.special.done.${answer}`));
      else {
        setOutcome(res.result);
        showError(t(`bookingRequests.special.result.${res.result}`));
      }
      await queryClient.invalidateQueries({ queryKey: bookingsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('bookingRequests.special.failed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={css.requestAnswer}>
      {outcome ? (
        <p role="alert" className={css.requestOutcome}>
          {t(`bookingRequests.special.result.${outcome}`)}
        </p>
      ) : null}
      <TextArea
        label={t('bookingRequests.special.note')}
        description={t('bookingRequests.special.noteHint')}
        value={note}
        onChange={setNote}
        rows={2}
        maxLength={SPECIAL_REQUEST_NOTE_MAX}
      />
      <div className={css.formActions}>
        <Button
          onClick={() => void send('CONFIRM')}
          loading={busy === 'CONFIRM'}
          disabled={busy === 'DECLINE'}
        >
          {t('bookingRequests.special.confirm')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void send('DECLINE')}
          loading={busy === 'DECLINE'}
          disabled={busy === 'CONFIRM'}
        >
          {t('bookingRequests.special.decline')}
        </Button>
      </div>
    </div>
  );
}

/** The booking's special requests in its detail: each with its status, and the answer for those pending. */
export function SpecialRequestsSection({ detail }: { detail: BookingDetail }) {
  const t = useT();
  const f = useFormat();
  const hotelId = useSignedInSession().currentHotelId ?? 0;
  const headingId = useId();
  const query = useSpecialRequests(hotelId, detail.booking.bookingId);
  const items = query.data?.items ?? [];
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.sectionTitle}>
        {t('bookingRequests.special.title')}
      </h3>
      {query.isPending ? (
        <div role="status" aria-label={t('bookingRequests.special.loading')}>
          <Skeleton height={48} />
        </div>
      ) : query.isError ? (
        <p role="alert" className={css.factLabel}>
          {errorMessage(query.error, t('bookingRequests.special.loadFailed'))}
        </p>
      ) : items.length === 0 ? (
        <p className={css.factLabel}>{t('bookingRequests.special.none')}</p>
      ) : (
        <ul className={css.requests}>
          {items.map((r) => (
            <li
              key={r.id}
              className={css.request}
              aria-label={t('bookingRequests.special.item', { text: r.text })}
            >
              <div className={css.requestHead}>
                <p className={css.requestText}>{r.text}</p>
                <Badge tone={STATUS_TONE[r.status]}>{t(`bookingRequests.special.status.${r.status}`)}</Badge>
              </div>
              <p className={css.factLabel}>
                {t(`bookingRequests.special.source.${r.source}`, { at: f.dateTime(r.createdAt) })}
              </p>
              {r.status === 'PENDING' ? (
                <PendingRequest hotelId={hotelId} request={r} />
              ) : (
                <p className={css.factLabel}>
                  {r.answeredAt
                    ? t('bookingRequests.special.answeredAt', { at: f.dateTime(r.answeredAt) })
                    : null}
                  {r.note ? ` · ${t('bookingRequests.special.noteShown', { note: r.note })}` : ''}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
