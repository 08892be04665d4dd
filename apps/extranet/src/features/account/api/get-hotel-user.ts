import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every user query lives under this key (a save invalidates them all). */
export const hotelUserKey = ['manage-user'] as const;

/** `GET .../manage-user/{userRoleId}`: one user of the property (the caller's own record, or another's). */
export function useHotelUser(hotelId: number | null, userRoleId: string) {
  return useQuery({
    queryKey: [...hotelUserKey, hotelId, userRoleId],
    enabled: hotelId !== null && /^\d+$/.test(userRoleId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/manage-user/{userRoleId}', {
          params: { path: { hotelId: hotelId ?? 0, userRoleId: Number(userRoleId) } },
        }),
      ),
  });
}
