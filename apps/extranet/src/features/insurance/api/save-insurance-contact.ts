import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../insurance/contact`: save the property's insurance contact (administrators). */
export function saveInsuranceContact(hotelId: number, body: Schemas['InsuranceContactInput']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/insurance/contact', { params: { path: { hotelId } }, body }),
  );
}
