import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../rate-plans/{ratePlanId}`. */
export function updateRatePlan(hotelId: number, ratePlanId: number, body: Schemas['RatePlanInput']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/rate-plans/{ratePlanId}', {
      params: { path: { hotelId, ratePlanId } },
      body,
    }),
  );
}
