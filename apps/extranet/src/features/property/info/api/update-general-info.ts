import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PUT .../general-info`: saved directly (draft) or sent as a change request (approved property). */
export function updateGeneralInfo(hotelId: number, body: Schemas['GeneralInfoInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/general-info', { params: { path: { hotelId } }, body }));
}
