import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PATCH .../children-rate-plans/{childrenRatePlanId}/active`. */
export function setChildrenRatePlanActive(hotelId: number, childrenRatePlanId: number, active: boolean) {
  return unwrap(
    api.PATCH('/api/v1/hotels/{hotelId}/children-rate-plans/{childrenRatePlanId}/active', {
      params: { path: { hotelId, childrenRatePlanId } },
      body: { active },
    }),
  );
}
