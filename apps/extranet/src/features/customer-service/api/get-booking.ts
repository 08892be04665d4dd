import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { customerServiceKey } from './search-bookings';

/** `GET /api/v1/customer-service/bookings/{bookingId}`: a booking with its property's contacts. */
export function useCsBooking(bookingId: number | null) {
  return useQuery({
    queryKey: [...customerServiceKey, 'booking', bookingId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/customer-service/bookings/{bookingId}', {
          params: { path: { bookingId: bookingId ?? 0 } },
        }),
      ),
    enabled: bookingId !== null,
  });
}
