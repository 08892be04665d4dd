import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PUT .../facilities`: replaces the property's facilities. */
export function updatePropertyFacilities(hotelId: number, facilities: string[]) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/facilities', { params: { path: { hotelId } }, body: { facilities } }),
  );
}
