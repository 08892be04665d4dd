import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PUT .../contacts/{contactId}`: answers the contacts after the change. */
export function updateContact(hotelId: number, contactId: number, body: Schemas['ContactInput']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/contacts/{contactId}', {
      params: { path: { hotelId, contactId } },
      body,
    }),
  );
}
