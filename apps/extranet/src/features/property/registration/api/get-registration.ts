import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** Every registration query of a property lives under this key (a saved step invalidates it). */
export const registrationKey = (hotelId: number) => ['registration', hotelId] as const;

/** `GET .../registration`: category, steps with their state, the owned steps' data and what blocks submit. */
export function useRegistration(hotelId: number | null) {
  return useQuery({
    queryKey: registrationKey(hotelId ?? 0),
    enabled: hotelId !== null,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/registration', { params: { path: { hotelId: hotelId ?? 0 } } }),
      ),
  });
}
