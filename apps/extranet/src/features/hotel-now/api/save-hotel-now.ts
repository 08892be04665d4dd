import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../hotel-now`: one batch of offer changes; answers the new availability. */
export function saveHotelNow(hotelId: number, changes: Schemas['HotelNowSave']['changes']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/hotel-now', { params: { path: { hotelId } }, body: { changes } }),
  );
}
