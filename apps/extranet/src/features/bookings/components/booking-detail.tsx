import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { BookingDialog, BookingStatusPill, Fact } from '../../../shared/components/booking-detail';
import { useBooking } from '../api/get-booking';
import { breakdownLines, valueAddedLabel, type BookingDetail } from '../model';
import * as css from './bookings.css';
import { VccSection } from './vcc-section';
import { GuestContactSection } from './guest-contact-section';
import { SpecialRequestsSection } from './special-requests-section';
import { RescheduleSection } from './reschedule-section';
import { InsuranceSection } from './insurance-section';
import { ChatLink } from './chat-link';

function Breakdown({ detail }: { detail: BookingDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const f = useFormat();
  const rowClass = {
    night: css.nightRow,
    subtotal: undefined,
    add: undefined,
    deduct: undefined,
    total: css.totalRow,
    finance: css.financeRow,
  };
  return (
    <section className={css.section} aria-labelledby="booking-breakdown">
      <h3 id="booking-breakdown" className={css.sectionTitle}>
        {t('bookings.detail.breakdownTitle')}
      </h3>
      <table className={css.breakdown}>
        <caption
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('bookings.detail.breakdownCaption')}
        </caption>
        <tbody>
          {breakdownLines(detail.breakdown, lang).map((line, i) => {
            const params = line.params?.date
              ? { ...line.params, date: f.date(String(line.params.date), { weekday: true }) }
              : line.params;
            return (
              <tr key={i} className={rowClass[line.kind]} data-kind={line.kind}>
                <th scope="row" className={css.breakdownCell}>
                  {t(line.key, params)}
                </th>
                <td className={css.breakdownAmount}>{f.money(line.amount)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Cancellation({ detail }: { detail: BookingDetail }) {
  const t = useT();
  const f = useFormat();
  const terms = detail.cancellation;
  return (
    <section className={css.section} aria-labelledby="booking-cancellation">
      <h3 id="booking-cancellation" className={css.sectionTitle}>
        {t('bookings.detail.cancellationTitle')}
      </h3>
      {terms ? (
        <dl className={css.facts}>
          <Fact label={t('bookings.detail.cancellationTitle')}>
            {t(`bookings.detail.policy.${terms.policy}`)}
          </Fact>
          <Fact label={t('bookings.detail.freeUntil')}>
            {terms.freeCancellationUntil
              ? f.dateTime(terms.freeCancellationUntil)
              : t('bookings.detail.neverFree')}
          </Fact>
          <Fact label={t('bookings.detail.lateFee')}>{f.money(terms.lateCancellationFee)}</Fact>
          <Fact label={t('bookings.detail.noShowFrom')}>{f.dateTime(terms.noShowFrom)}</Fact>
          <Fact label={t('bookings.detail.noShowFee')}>{f.money(terms.noShowFee)}</Fact>
        </dl>
      ) : (
        <p className={css.factLabel}>{t('bookings.detail.policyUnknown')}</p>
      )}
      {detail.cancelledAt ? (
        <dl className={css.facts}>
          <Fact label={t('bookings.detail.cancelledAt')}>{f.dateTime(detail.cancelledAt)}</Fact>
          {detail.cancellationFee ? (
            <Fact label={t('bookings.detail.fee')}>
              {f.money(detail.cancellationFee.amount)} (
              {t(`bookings.detail.feeCharge.${detail.cancellationFee.charge}`)})
            </Fact>
          ) : null}
          {detail.refund !== null ? (
            <Fact label={t('bookings.detail.refund')}>{f.money(detail.refund)}</Fact>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

function DetailBody({ detail }: { detail: BookingDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const f = useFormat();
  const b = detail.booking;
  // What value-added promotions promised the guest (no price change).
  const valueAdded = (detail.valueAdded ?? []).map((v) => {
    const label = valueAddedLabel(v, lang);
    return t(label.key, label.params);
  });
  return (
    <div className={css.detail}>
      <div className={css.statusLine}>
        <BookingStatusPill status={b.status} />
        <ChatLink bookingId={b.bookingId} />
      </div>
      <dl className={css.facts}>
        <Fact label={t('bookings.detail.guest')}>{b.guestName}</Fact>
        <Fact label={t('bookings.detail.itineraryId')}>{b.itineraryId}</Fact>
        <Fact label={t('bookings.detail.orderId')}>{b.bookingId}</Fact>
        <Fact label={t('bookings.detail.channel')}>{t(`bookings.channel.${b.channel}`)}</Fact>
        <Fact label={t('bookings.detail.bookedAt')}>{f.dateTime(b.createdAt)}</Fact>
      </dl>
      <section className={css.section} aria-labelledby="booking-stay">
        <h3 id="booking-stay" className={css.sectionTitle}>
          {t('bookings.detail.stay')}
        </h3>
        <dl className={css.facts}>
          <Fact label={t('bookings.detail.checkIn')}>{f.date(b.checkIn, { weekday: true })}</Fact>
          <Fact label={t('bookings.detail.checkOut')}>{f.date(b.checkOut, { weekday: true })}</Fact>
          <Fact label={t('bookings.detail.room')}>{b.roomName}</Fact>
          <Fact label={t('bookings.detail.ratePlan')}>{b.ratePlanName}</Fact>
          <Fact label={t('bookings.detail.meals')}>
            {detail.ratePlanMeals.length === 0
              ? t('bookings.detail.mealsNone')
              : detail.ratePlanMeals.map((m) => t(`ratePlans.meal.${m}`)).join(', ')}
          </Fact>
          {valueAdded.length > 0 ? (
            <Fact label={t('bookings.detail.valueAdded')}>{valueAdded.join(', ')}</Fact>
          ) : null}
          <Fact label={t('bookings.detail.occupancy')}>
            {t('bookings.guests', { adults: b.adults, children: b.children })}
          </Fact>
          {b.children > 0 ? (
            <Fact label={t('bookings.detail.childrenAges')}>
              {detail.childrenAges?.join(', ') ?? t('bookings.detail.childrenAgesNone')}
            </Fact>
          ) : null}
        </dl>
      </section>
      <Breakdown detail={detail} />
      <InsuranceSection detail={detail} />
      <Cancellation detail={detail} />
      <VccSection bookingId={b.bookingId} />
      <GuestContactSection bookingId={b.bookingId} />
      <SpecialRequestsSection detail={detail} />
      <RescheduleSection detail={detail} />
      <section className={css.section} aria-labelledby="booking-history">
        <h3 id="booking-history" className={css.sectionTitle}>
          {t('bookings.detail.historyTitle')}
        </h3>
        <ol className={css.history}>
          {detail.history.map((e, i) => (
            <li key={i}>
              <strong>{t(`bookings.detail.event.${e.kind}`)}</strong> · {f.dateTime(e.at)}
              {e.fee ? ` · ${t('bookings.detail.eventFee', { amount: f.money(e.fee.amount) })}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** A booking's detail over the search (the URL's `?booking=`): guest, stay, price breakdown, cancellation, history. */
export function BookingDetailDialog({
  hotelId,
  bookingId,
  onClose,
}: {
  hotelId: number;
  bookingId: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const query = useBooking(hotelId, bookingId);
  return (
    <BookingDialog
      bookingId={bookingId}
      onClose={onClose}
      query={query}
      text={{
        title: t('bookings.detail.title', { id: bookingId ?? '' }),
        loading: t('bookings.detail.loading'),
        notFound: t('bookings.detail.notFound'),
      }}
    >
      {(detail) => <DetailBody detail={detail} />}
    </BookingDialog>
  );
}
