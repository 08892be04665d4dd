import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import type { AddOnInput } from '../model';

/** `POST .../add-ons`: a new add-on (create and copy). */
export function createAddOn(hotelId: number, body: AddOnInput) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/add-ons', { params: { path: { hotelId } }, body }));
}

/** `PUT .../add-ons/{addOnId}`. */
export function updateAddOn(hotelId: number, addOnId: number, body: AddOnInput) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/add-ons/{addOnId}', { params: { path: { hotelId, addOnId } }, body }),
  );
}
