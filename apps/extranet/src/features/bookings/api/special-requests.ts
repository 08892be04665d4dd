import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { bookingsKey } from './search-bookings';

/** The query key of a booking's special requests. */
export const specialRequestsKey = (hotelId: number, bookingId: number) =>
  [...bookingsKey(hotelId), 'special-requests', bookingId] as const;

/** `GET .../bookings/{bookingId}/special-requests`: the booking's requests, the oldest first. */
export function useSpecialRequests(hotelId: number, bookingId: number) {
  return useQuery({
    queryKey: specialRequestsKey(hotelId, bookingId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/bookings/{bookingId}/special-requests', {
          params: { path: { hotelId, bookingId } },
        }),
      ),
  });
}
