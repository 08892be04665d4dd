import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../surcharges/{surchargeId}`. */
export function updateSurcharge(hotelId: number, surchargeId: number, body: Schemas['SurchargeInput']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/surcharges/{surchargeId}', {
      params: { path: { hotelId, surchargeId } },
      body,
    }),
  );
}
