import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { bookingsKey } from './search-bookings';

/** `GET .../bookings/{bookingId}`: a booking with its breakdown, cancellation and history. */
export function useBooking(hotelId: number, bookingId: number | null) {
  return useQuery({
    queryKey: [...bookingsKey(hotelId), 'detail', bookingId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/bookings/{bookingId}', {
          params: { path: { hotelId, bookingId: bookingId ?? 0 } },
        }),
      ),
    enabled: bookingId !== null,
  });
}
