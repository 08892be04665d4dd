import type { components } from '@extranet/api';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { BookingStatusPill, OpenBookingCell, StayCell } from '../../../shared/components/booking-detail';
import { StackedTable } from '../../../shared/components/stacked-table';
import * as ui from '../../../shared/rates/rates-ui.css';

type Row = components['schemas']['CsBookingRow'];

/**
 * Bookings of every property as a table; on a phone each row is a card of "column: value" lines (the stacked
 * table of the bookings search). The booking id opens its detail.
 */
export function BookingsTable({ rows, onOpen }: { rows: readonly Row[]; onOpen: (id: number) => void }) {
  const t = useT();
  const f = useFormat();
  return (
    <StackedTable
      caption={t('customerService.results.caption')}
      rows={rows}
      rowKey={(b) => b.bookingId}
      columns={[
        {
          header: t('customerService.columns.booking'),
          emphasis: true,
          cell: (b) => (
            <OpenBookingCell
              booking={b}
              onOpen={onOpen}
              label={t('customerService.results.view', { id: b.bookingId })}
            />
          ),
        },
        {
          header: t('customerService.columns.property'),
          cell: (b) => (
            <>
              {b.property.name}
              <div className={ui.small}>
                {[b.property.city, `#${b.property.hotelId}`].filter(Boolean).join(' · ')}
              </div>
            </>
          ),
        },
        { header: t('customerService.columns.guest'), emphasis: true, cell: (b) => b.guestName },
        {
          header: t('customerService.columns.stay'),
          cell: (b) => <StayCell stay={b} />,
        },
        { header: t('customerService.columns.room'), cell: (b) => b.roomName },
        {
          header: t('customerService.columns.status'),
          cell: (b) => <BookingStatusPill status={b.status} />,
        },
        { header: t('customerService.columns.total'), numeric: true, cell: (b) => f.money(b.totalPrice) },
        { header: t('customerService.columns.created'), cell: (b) => f.dateTime(b.createdAt) },
      ]}
    />
  );
}
