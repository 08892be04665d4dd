import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { bookingsKey } from './search-bookings';

/** `GET .../booking-requests/pending-count`: requests waiting for an answer. */
export function usePendingRequests(hotelId: number) {
  return useQuery({
    queryKey: [...bookingsKey(hotelId), 'pending-requests'],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/booking-requests/pending-count', { params: { path: { hotelId } } }),
      ),
  });
}
