import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `POST .../room-data`. */
export function createRoomData(hotelId: number, body: Schemas['RoomDataInput']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/room-data', { params: { path: { hotelId } }, body }));
}
