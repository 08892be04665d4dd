import type { components } from '@extranet/api';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { BookingStatusPill, OpenBookingCell, StayCell } from '../../../shared/components/booking-detail';
import { StackedTable } from '../../../shared/components/stacked-table';
import * as ui from '../../../shared/rates/rates-ui.css';

type Summary = components['schemas']['BookingSummary'];

/**
 * The bookings of a page as a table; on a phone each row is a card of "column: value" lines (the rates lists'
 * stacked table). The order id opens the booking's detail; the guest's name carries the party (adults, children).
 */
export function ResultsTable({
  bookings,
  onOpen,
}: {
  bookings: readonly Summary[];
  onOpen: (id: number) => void;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <StackedTable
      caption={t('bookings.results.caption')}
      rows={bookings}
      rowKey={(b) => b.bookingId}
      columns={[
        {
          header: t('bookings.columns.orderId'),
          emphasis: true,
          cell: (b) => (
            <OpenBookingCell
              booking={b}
              onOpen={onOpen}
              label={t('bookings.results.view', { id: b.bookingId })}
            />
          ),
        },
        {
          header: t('bookings.columns.guest'),
          emphasis: true,
          cell: (b) => (
            <>
              {b.guestName}
              <div className={ui.small}>
                {t('bookings.guests', { adults: b.adults, children: b.children })}
              </div>
            </>
          ),
        },
        {
          header: t('bookings.columns.stay'),
          cell: (b) => <StayCell stay={b} />,
        },
        {
          header: t('bookings.columns.room'),
          cell: (b) => (
            <>
              {b.roomName}
              <div className={ui.small}>{b.ratePlanName}</div>
            </>
          ),
        },
        { header: t('bookings.columns.total'), numeric: true, cell: (b) => f.money(b.totalPrice) },
        {
          header: t('bookings.columns.status'),
          cell: (b) => <BookingStatusPill status={b.status} />,
        },
        { header: t('bookings.columns.booked'), cell: (b) => f.dateTime(b.createdAt) },
      ]}
    />
  );
}
