import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET .../bookings/{bookingId}/chat`: the booking's conversation, for its detail page. */
export function useBookingChat(hotelId: number, bookingId: number, enabled: boolean) {
  return useQuery({
    // Under the chat area's key, so the chat screens' changes refresh it too.
    queryKey: ['chat', hotelId, 'booking', bookingId],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/bookings/{bookingId}/chat', {
          params: { path: { hotelId, bookingId } },
        }),
      ),
  });
}
