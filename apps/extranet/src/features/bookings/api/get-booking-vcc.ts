import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { bookingsKey } from './search-bookings';

export const bookingVccKey = (hotelId: number, bookingId: number) =>
  [...bookingsKey(hotelId), 'vcc', bookingId] as const;

/** `GET .../bookings/{bookingId}/vcc`: the card (masked), its swipe window and the reveals. */
export function useBookingVcc(hotelId: number, bookingId: number) {
  return useQuery({
    queryKey: bookingVccKey(hotelId, bookingId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/bookings/{bookingId}/vcc', {
          params: { path: { hotelId, bookingId } },
        }),
      ),
  });
}
