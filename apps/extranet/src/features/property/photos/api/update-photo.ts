import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PATCH .../photos/{photoId}`: caption, main photo or room. */
export function updatePhoto(hotelId: number, photoId: number, body: Schemas['PhotoUpdate']) {
  return unwrap(
    api.PATCH('/api/v1/hotels/{hotelId}/photos/{photoId}', { params: { path: { hotelId, photoId } }, body }),
  );
}
