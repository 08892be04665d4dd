import type { ReactNode } from 'react';
import { isApiError } from '@extranet/api';
import type { BookingStatus } from '@extranet/domain';
import { StatusPill, type BadgeTone } from '@extranet/ui/badge';
import { Dialog } from '@extranet/ui/dialog';
import { Skeleton } from '@extranet/ui/skeleton';
import { useFormat } from '../format';
import { useT } from '../i18n/language';
import * as ui from '../rates/rates-ui.css';
import { RequestErrorScreen } from './status-screens';
import * as css from './booking-detail.css';

const STATUS_TONE: Record<BookingStatus, BadgeTone> = {
  ISSUED: 'success',
  EXPIRED: 'neutral',
  REFUND: 'warning',
  CANCELLED: 'danger',
};

/** A booking's status as a coloured pill, in the lists and the detail. */
export function BookingStatusPill({ status }: { status: BookingStatus }) {
  const t = useT();
  return <StatusPill tone={STATUS_TONE[status]}>{t(`bookings.status.${status}`)}</StatusPill>;
}

/** A booking's id in a list: the button that opens its detail (named by `label`), the itinerary id under it. */
export function OpenBookingCell({
  booking,
  label,
  onOpen,
}: {
  booking: { bookingId: number; itineraryId: string };
  label: string;
  onOpen: (bookingId: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={ui.actionButton}
        onClick={() => onOpen(booking.bookingId)}
        aria-label={label}
      >
        {booking.bookingId}
      </button>
      <div className={ui.small}>{booking.itineraryId}</div>
    </>
  );
}

/** A stay in a list: its dates, the number of nights under them. */
export function StayCell({ stay }: { stay: { checkIn: string; checkOut: string; nights: number } }) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      {f.dateRange(stay.checkIn, stay.checkOut)}
      <div className={ui.small}>
        {stay.nights === 1 ? t('bookings.nightsOne') : t('bookings.nights', { count: stay.nights })}
      </div>
    </>
  );
}

/** One fact of a booking (a label over its value), inside a `<dl className={facts}>`. */
export function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

/** The state of the booking's query, as TanStack Query gives it. */
export interface BookingQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A booking over its list (the URL's `?booking=`): the dialog, a skeleton while it loads, "not found" for an id
 * the caller may not see, the request's error with a retry, else the area's own detail.
 */
export function BookingDialog<T>({
  bookingId,
  onClose,
  query,
  text,
  children,
}: {
  bookingId: number | null;
  onClose: () => void;
  query: BookingQuery<T>;
  text: { title: string; loading: string; notFound: string };
  children: (detail: T) => ReactNode;
}) {
  return (
    <Dialog
      open={bookingId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={text.title}
    >
      {query.isPending ? (
        <div role="status" aria-label={text.loading}>
          <Skeleton height={160} />
        </div>
      ) : query.isError || query.data === undefined ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <p>{text.notFound}</p>
        ) : (
          <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        children(query.data)
      )}
    </Dialog>
  );
}
