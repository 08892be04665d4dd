import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `DELETE .../photos/{photoId}`: the photo and its stored variants. */
export function deletePhoto(hotelId: number, photoId: number) {
  return unwrap(
    api.DELETE('/api/v1/hotels/{hotelId}/photos/{photoId}', { params: { path: { hotelId, photoId } } }),
  );
}
