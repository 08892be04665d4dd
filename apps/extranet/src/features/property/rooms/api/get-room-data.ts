import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';
import { roomDataKey } from './list-room-data';

/** `GET .../room-data/{roomId}`: one room (to view or edit). */
export function useRoomData(hotelId: number, roomId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...roomDataKey(hotelId), 'one', roomId],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/room-data/{roomId}', { params: { path: { hotelId, roomId } } }),
      ),
  });
}
