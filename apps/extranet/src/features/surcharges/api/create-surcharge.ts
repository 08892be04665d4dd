import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../surcharges`. */
export function createSurcharge(hotelId: number, body: Schemas['SurchargeInput']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/surcharges', { params: { path: { hotelId } }, body }));
}
