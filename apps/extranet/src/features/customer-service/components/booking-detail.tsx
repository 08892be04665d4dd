import type { components } from '@extranet/api';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { BookingDialog, BookingStatusPill, Fact } from '../../../shared/components/booking-detail';
import { useCsBooking } from '../api/get-booking';
import { ContactList } from './contact-list';
import * as detailCss from '../../../shared/components/booking-detail.css';
import * as css from './customer-service.css';

type Detail = components['schemas']['CsBookingDetail'];

function DetailBody({ detail }: { detail: Detail }) {
  const t = useT();
  const f = useFormat();
  const { booking: b, property: p } = detail;
  return (
    <div className={detailCss.detail}>
      <section className={detailCss.section} aria-labelledby="cs-detail-booking">
        <h3 id="cs-detail-booking" className={detailCss.sectionTitle}>
          {t('customerService.detail.booking')}
        </h3>
        <dl className={detailCss.facts}>
          <Fact label={t('customerService.columns.status')}>
            <BookingStatusPill status={b.status} />
          </Fact>
          <Fact label={t('customerService.detail.itinerary')}>{b.itineraryId}</Fact>
          <Fact label={t('customerService.columns.guest')}>{b.guestName}</Fact>
          <Fact label={t('customerService.columns.stay')}>
            {f.dateRange(b.checkIn, b.checkOut)} ·{' '}
            {b.nights === 1
              ? t('customerService.nightsOne')
              : t('customerService.nights', { count: b.nights })}
          </Fact>
          <Fact label={t('customerService.detail.guests')}>
            {t('customerService.detail.guestsValue', { adults: detail.adults, children: detail.children })}
          </Fact>
          <Fact label={t('customerService.columns.room')}>{b.roomName}</Fact>
          <Fact label={t('customerService.detail.ratePlan')}>{detail.ratePlanName}</Fact>
          <Fact label={t('customerService.columns.total')}>{f.money(b.totalPrice)}</Fact>
          <Fact label={t('customerService.detail.channel')}>
            {t(`customerService.detail.channels.${detail.channel}`)}
          </Fact>
          <Fact label={t('customerService.columns.created')}>{f.dateTime(b.createdAt)}</Fact>
          {detail.cancelledAt ? (
            <Fact label={t('customerService.detail.cancelledAt')}>{f.dateTime(detail.cancelledAt)}</Fact>
          ) : null}
        </dl>
        <p className={css.note}>{t('customerService.detail.guestContactNote')}</p>
      </section>
      <section className={detailCss.section} aria-labelledby="cs-detail-property">
        <h3 id="cs-detail-property" className={detailCss.sectionTitle}>
          {t('customerService.detail.property')}
        </h3>
        <dl className={detailCss.facts}>
          <Fact label={t('customerService.columns.property')}>{p.name}</Fact>
          <Fact label={t('customerService.detail.propertyId')}>{p.hotelId}</Fact>
          <Fact label={t('customerService.detail.address')}>
            {[p.address, p.city].filter(Boolean).join(', ') || '–'}
          </Fact>
          <Fact label={t('customerService.detail.timeZone')}>{p.timeZone}</Fact>
          <Fact label={t('customerService.detail.today')}>{f.date(detail.today)}</Fact>
        </dl>
      </section>
      <section className={detailCss.section} aria-labelledby="cs-detail-contacts">
        <h3 id="cs-detail-contacts" className={detailCss.sectionTitle}>
          {t('customerService.detail.contacts')}
        </h3>
        <ContactList contacts={p.contacts} empty={t('customerService.detail.noContacts')} />
      </section>
      <section className={detailCss.section} aria-labelledby="cs-detail-users">
        <h3 id="cs-detail-users" className={detailCss.sectionTitle}>
          {t('customerService.detail.reservationUsers')}
        </h3>
        <ContactList contacts={p.reservationUsers} empty={t('customerService.detail.noReservationUsers')} />
      </section>
    </div>
  );
}

/** One booking over the list (the URL's `?booking=`): the booking, its property and whom to call there. */
export function CsBookingDialog({ bookingId, onClose }: { bookingId: number | null; onClose: () => void }) {
  const t = useT();
  const query = useCsBooking(bookingId);
  return (
    <BookingDialog
      bookingId={bookingId}
      onClose={onClose}
      query={query}
      text={{
        title: t('customerService.detail.title', { id: bookingId ?? '' }),
        loading: t('customerService.detail.loading'),
        notFound: t('customerService.detail.notFound'),
      }}
    >
      {(detail) => <DetailBody detail={detail} />}
    </BookingDialog>
  );
}
