import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `POST .../contacts`: answers the contacts after the change. */
export function createContact(hotelId: number, body: Schemas['ContactInput']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/contacts', { params: { path: { hotelId } }, body }));
}
