import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../add-ons/{addOnId}/status`: switches an add-on on or off. */
export function setAddOnStatus(hotelId: number, addOnId: number, on: boolean) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/add-ons/{addOnId}/status', {
      params: { path: { hotelId, addOnId } },
      body: { status: on ? 'ACTIVE' : 'INACTIVE' },
    }),
  );
}
