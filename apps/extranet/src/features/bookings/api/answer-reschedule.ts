import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

type Path = { hotelId: number; bookingId: number; requestId: number };

/** `POST .../reschedule-requests/{requestId}/approve`: moves the booking; 409 INSUFFICIENT_ALLOTMENT warns first. */
export function approveReschedule(path: Path, raiseAllotment: boolean) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/reschedule-requests/{requestId}/approve', {
      params: { path },
      body: { raiseAllotment },
    }),
  );
}

/** `POST .../reschedule-requests/{requestId}/reject`. */
export function rejectReschedule(path: Path) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/reschedule-requests/{requestId}/reject', {
      params: { path },
    }),
  );
}
