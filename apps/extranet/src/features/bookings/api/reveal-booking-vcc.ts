import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../bookings/{bookingId}/vcc/reveal`: the card in full, after the password (logged by the server). */
export function revealBookingVcc(hotelId: number, bookingId: number, password: string) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/vcc/reveal', {
      params: { path: { hotelId, bookingId } },
      body: { password },
    }),
  );
}
