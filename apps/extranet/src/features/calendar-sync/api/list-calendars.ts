import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const calendarsKey = (hotelId: number) => ['calendar-sync', hotelId] as const;

/** `GET .../calendars/find-all`: each unit with its imported calendars and its export link. */
export function useCalendars(hotelId: number) {
  return useQuery({
    queryKey: calendarsKey(hotelId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/hotels/{hotelId}/calendars/find-all', { params: { path: { hotelId } } }),
        )
      ).units,
  });
}
