import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PATCH .../surcharges/{surchargeId}/status`: switches a surcharge on or off. */
export function setSurchargeStatus(hotelId: number, surchargeId: number, on: boolean) {
  return unwrap(
    api.PATCH('/api/v1/hotels/{hotelId}/surcharges/{surchargeId}/status', {
      params: { path: { hotelId, surchargeId } },
      body: { status: on ? 'ACTIVE' : 'INACTIVE' },
    }),
  );
}
