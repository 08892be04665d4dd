import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `DELETE .../room-data/{roomId}` (409 LAST_ROOM_TYPE, RATE_PLAN_ONLY_ROOM). */
export function deleteRoomData(hotelId: number, roomId: number) {
  return unwrap(
    api.DELETE('/api/v1/hotels/{hotelId}/room-data/{roomId}', { params: { path: { hotelId, roomId } } }),
  );
}
