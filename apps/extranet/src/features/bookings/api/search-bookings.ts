import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { searchQuery, type SearchState } from '../model';

export const bookingsKey = (hotelId: number) => ['bookings', hotelId] as const;

/** `GET .../bookings`: one page of the search; the last page stays on screen while the next loads. */
export function useBookingSearch(hotelId: number, state: SearchState) {
  const query = searchQuery(state);
  return useQuery({
    queryKey: [...bookingsKey(hotelId), 'search', query],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/bookings', { params: { path: { hotelId }, query } })),
    placeholderData: keepPreviousData,
  });
}
