import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `DELETE .../children-rate-plans/{childrenRatePlanId}`. */
export function deleteChildrenRatePlan(hotelId: number, childrenRatePlanId: number) {
  return unwrap(
    api.DELETE('/api/v1/hotels/{hotelId}/children-rate-plans/{childrenRatePlanId}', {
      params: { path: { hotelId, childrenRatePlanId } },
    }),
  );
}
