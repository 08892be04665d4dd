import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { pinProofHeader } from '../../../shared/pin/verify-pin';

/** `POST .../bookings/{bookingId}/vcc/reveal`: the card in full, with a PIN proof (logged by the server). */
export function revealBookingVcc(hotelId: number, bookingId: number, proof: string) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/vcc/reveal', {
      params: { path: { hotelId, bookingId }, header: pinProofHeader(proof) },
    }),
  );
}
