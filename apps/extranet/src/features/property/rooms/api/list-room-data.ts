import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** Every room-data query of a property lives under this key (a save or delete invalidates them all). */
export const roomDataKey = (hotelId: number) => ['room-data', hotelId] as const;

/** `GET .../room-data`: the property's rooms or units with their content. */
export function useRoomDataList(hotelId: number) {
  return useQuery({
    queryKey: [...roomDataKey(hotelId), 'list'],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/room-data', { params: { path: { hotelId } } }))).items,
  });
}
