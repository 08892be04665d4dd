import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PUT .../general-policy`. */
export function updateGeneralPolicy(hotelId: number, body: Schemas['GeneralPolicyInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/general-policy', { params: { path: { hotelId } }, body }));
}
