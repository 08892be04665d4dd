import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `DELETE .../contacts/{contactId}` (409 CONTACT_IN_USE while it holds a kind). */
export function deleteContact(hotelId: number, contactId: number) {
  return unwrap(
    api.DELETE('/api/v1/hotels/{hotelId}/contacts/{contactId}', { params: { path: { hotelId, contactId } } }),
  );
}
