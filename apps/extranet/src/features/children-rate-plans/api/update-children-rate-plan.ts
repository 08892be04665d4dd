import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../children-rate-plans/{childrenRatePlanId}`. */
export function updateChildrenRatePlan(
  hotelId: number,
  childrenRatePlanId: number,
  body: Schemas['ChildrenRatePlanInput'],
) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/children-rate-plans/{childrenRatePlanId}', {
      params: { path: { hotelId, childrenRatePlanId } },
      body,
    }),
  );
}
