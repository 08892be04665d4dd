import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PUT .../photos/order`: the photos named take the places they held, in this order. */
export function reorderPhotos(hotelId: number, photoIds: number[]) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/photos/order', { params: { path: { hotelId } }, body: { photoIds } }),
  );
}
