import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../rate-plans`. */
export function createRatePlan(hotelId: number, body: Schemas['RatePlanInput']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/rate-plans', { params: { path: { hotelId } }, body }));
}
