import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { ariKey } from '../../../shared/api/query-keys';

/** `GET .../ari/changes`: the change log of one room and date (every source: screen, bulk, intake, sync). */
export function useAriChangeLog(hotelId: number | null, roomId: number | null, date: string | null) {
  return useQuery({
    queryKey: [...ariKey(hotelId ?? 0), 'log', roomId, date],
    enabled: hotelId !== null && roomId !== null && date !== null,
    queryFn: async () => {
      const body = await unwrap(
        api.GET('/api/v1/hotels/{hotelId}/ari/changes', {
          params: { path: { hotelId: hotelId ?? 0 }, query: { roomId: roomId ?? 0, date: date ?? '' } },
        }),
      );
      return body.items;
    },
  });
}
