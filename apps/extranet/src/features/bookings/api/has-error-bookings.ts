import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { bookingsKey } from './search-bookings';

export const hasErrorKey = (hotelId: number) => [...bookingsKey(hotelId), 'has-error'] as const;

/** `GET .../has-error-bookings`: the booking requests the intake refused that need attention, and their count. */
export function useHasErrorBookings(hotelId: number) {
  return useQuery({
    queryKey: hasErrorKey(hotelId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/has-error-bookings', { params: { path: { hotelId } } })),
    enabled: hotelId > 0,
  });
}

/** `POST .../has-error-bookings/{hasErrorId}/handled`: marks one handled (who and when are kept). */
export function markHasErrorHandled(hotelId: number, hasErrorId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/has-error-bookings/{hasErrorId}/handled', {
      params: { path: { hotelId, hasErrorId } },
    }),
  );
}
