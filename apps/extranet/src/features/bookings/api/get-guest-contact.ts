import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { bookingsKey } from './search-bookings';

export const guestContactKey = (hotelId: number, bookingId: number) =>
  [...bookingsKey(hotelId), 'guest-contact', bookingId] as const;

/** `GET .../bookings/{bookingId}/guest-contact`: whether the contact can be revealed now, and the reveals. */
export function useGuestContactState(hotelId: number, bookingId: number) {
  return useQuery({
    queryKey: guestContactKey(hotelId, bookingId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/bookings/{bookingId}/guest-contact', {
          params: { path: { hotelId, bookingId } },
        }),
      ),
  });
}
