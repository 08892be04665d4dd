import { StatusPill } from '@extranet/ui/badge';
import type { components } from '@extranet/api';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { srOnly } from '../../../shared/forms/forms.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import { STATUS_TONE } from './status-tone';
import * as css from './bookings.css';

type Summary = components['schemas']['BookingSummary'];

/**
 * The bookings of a page as a table; on a phone each row is a card of "column: value" lines (the rates lists'
 * stacked table). The order id opens the booking's detail.
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
  const columns = [
    t('bookings.columns.orderId'),
    t('bookings.columns.guest'),
    t('bookings.columns.stay'),
    t('bookings.columns.room'),
    t('bookings.columns.guests'),
    t('bookings.columns.total'),
    t('bookings.columns.status'),
    t('bookings.columns.booked'),
  ];
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stackedTable}`}>
        <caption className={srOnly}>{t('bookings.results.caption')}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={ui.th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.bookingId}>
              <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[0]}>
                <button
                  type="button"
                  className={ui.actionLink}
                  style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0, font: 'inherit' }}
                  onClick={() => onOpen(b.bookingId)}
                  aria-label={t('bookings.results.view', { id: b.bookingId })}
                >
                  {b.bookingId}
                </button>
                <div className={ui.small}>{b.itineraryId}</div>
              </td>
              <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[1]}>
                {b.guestName}
              </td>
              <td className={ui.td} data-label={columns[2]}>
                {f.dateRange(b.checkIn, b.checkOut)}
                <div className={ui.small}>
                  {b.nights === 1 ? t('bookings.nightsOne') : t('bookings.nights', { count: b.nights })}
                </div>
              </td>
              <td className={ui.td} data-label={columns[3]}>
                {b.roomName}
                <div className={ui.small}>{b.ratePlanName}</div>
              </td>
              <td className={ui.td} data-label={columns[4]}>
                {t('bookings.guests', { adults: b.adults, children: b.children })}
              </td>
              <td className={`${ui.td} ${css.money}`} data-label={columns[5]}>
                {f.money(b.totalPrice)}
              </td>
              <td className={ui.td} data-label={columns[6]}>
                <StatusPill tone={STATUS_TONE[b.status]}>{t(`bookings.status.${b.status}`)}</StatusPill>
              </td>
              <td className={ui.td} data-label={columns[7]}>
                {f.dateTime(b.createdAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
