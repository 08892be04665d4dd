import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import type { InsuranceBookingPage } from '../model';
import * as css from './insurance.css';

/** One page of the bookings sold with insurance: booking, guest, stay, plan, guests covered, premium, status. */
export function InsuredBookingsTable({ items }: { items: InsuranceBookingPage['items'] }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className={css.tableWrap} tabIndex={0} role="region" aria-label={t('insurance.table.label')}>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              {t('insurance.table.booking')}
            </th>
            <th scope="col" className={css.cell}>
              {t('insurance.table.guest')}
            </th>
            <th scope="col" className={css.cell}>
              {t('insurance.table.stay')}
            </th>
            <th scope="col" className={css.cell}>
              {t('insurance.table.plan')}
            </th>
            <th scope="col" className={css.amount}>
              {t('insurance.table.covered')}
            </th>
            <th scope="col" className={css.amount}>
              {t('insurance.table.premium')}
            </th>
            <th scope="col" className={css.cell}>
              {t('insurance.table.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <tr key={b.bookingId} data-testid="insured-booking">
              <td className={css.cell}>
                {b.itineraryId}
                <div className={css.small}>{f.dateTime(b.createdAt)}</div>
              </td>
              <td className={css.cell}>{b.guestName}</td>
              <td className={css.cell}>
                {f.dateRange(b.checkIn, b.checkOut)}
                <div className={css.small}>{b.roomName}</div>
              </td>
              <td className={css.cell}>{b.insurance.planCode}</td>
              <td className={css.amount}>{b.insurance.coveredGuests}</td>
              <td className={css.amount}>{f.money(b.insurance.premium)}</td>
              <td className={css.cell}>{t(`insurance.table.${b.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
