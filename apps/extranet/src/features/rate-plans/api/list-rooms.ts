import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET .../rooms`: the property's rooms (a rate plan names the rooms it sells). */
export function useRooms(hotelId: number) {
  return useQuery({
    queryKey: ['rooms', hotelId],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/rooms', { params: { path: { hotelId } } }))).items,
  });
}
