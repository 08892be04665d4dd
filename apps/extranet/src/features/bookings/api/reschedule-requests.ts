import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { bookingsKey } from './search-bookings';

/** `GET .../bookings/{bookingId}/reschedule-requests`: the booking's reschedule requests, the oldest first. */
export function useRescheduleRequests(hotelId: number, bookingId: number) {
  return useQuery({
    queryKey: [...bookingsKey(hotelId), 'reschedule-requests', bookingId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/bookings/{bookingId}/reschedule-requests', {
          params: { path: { hotelId, bookingId } },
        }),
      ),
  });
}
