import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../children-rate-plans`. */
export function createChildrenRatePlan(hotelId: number, body: Schemas['ChildrenRatePlanInput']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/children-rate-plans', { params: { path: { hotelId } }, body }),
  );
}
