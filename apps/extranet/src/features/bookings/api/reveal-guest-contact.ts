import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../guest-contact/otp`: mails a code to the signed-in staff member. */
export function sendGuestContactCode(hotelId: number, bookingId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/guest-contact/otp', {
      params: { path: { hotelId, bookingId } },
    }),
  );
}

/** `POST .../guest-contact`: the guest's phone and e-mail for the mailed code (logged by the server). */
export function revealGuestContact(hotelId: number, bookingId: number, code: string) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/guest-contact', {
      params: { path: { hotelId, bookingId } },
      body: { code },
    }),
  );
}
