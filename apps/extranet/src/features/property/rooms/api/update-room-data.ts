import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PUT .../room-data/{roomId}`. */
export function updateRoomData(hotelId: number, roomId: number, body: Schemas['RoomDataInput']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/room-data/{roomId}', { params: { path: { hotelId, roomId } }, body }),
  );
}
