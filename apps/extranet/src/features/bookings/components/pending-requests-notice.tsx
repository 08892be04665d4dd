import { useT } from '../../../shared/i18n/language';
import { usePendingRequests } from '../api/pending-requests';
import * as css from './bookings.css';

/** The bookings page's count of special requests waiting for an answer; nothing while there are none. */
export function PendingRequestsNotice({ hotelId }: { hotelId: number }) {
  const t = useT();
  const query = usePendingRequests(hotelId);
  const count = query.data?.specialRequests ?? 0;
  if (count === 0) return null;
  return (
    <p className={css.pendingNotice} role="status">
      {count === 1
        ? t('bookingRequests.special.pendingOne')
        : t('bookingRequests.special.pending', { count })}
    </p>
  );
}
