import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { hotelUserKey } from './get-hotel-user';

/** One page holds every user of a property (a team, not a catalogue). */
export const USERS_PAGE_SIZE = 100;

/** `GET .../manage-user`: the users of the property and what the caller may do with them. */
export function useHotelUsers(hotelId: number | null) {
  return useQuery({
    queryKey: [...hotelUserKey, 'list', hotelId],
    enabled: hotelId !== null,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/manage-user', {
          params: { path: { hotelId: hotelId ?? 0 }, query: { size: USERS_PAGE_SIZE } },
        }),
      ),
  });
}
