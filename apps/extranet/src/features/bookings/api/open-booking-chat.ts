import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../bookings/{bookingId}/chat`: opens the booking's conversation from the property's side (idempotent). */
export function openBookingChat(hotelId: number, bookingId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/chat', {
      params: { path: { hotelId, bookingId } },
    }),
  );
}
