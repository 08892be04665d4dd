import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { childrenKey } from './list-children-rate-plans';

/** `GET .../children-rate-plans/{childrenRatePlanId}`: one plan (to edit). */
export function useChildrenRatePlan(hotelId: number, childrenRatePlanId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...childrenKey(hotelId), 'one', childrenRatePlanId],
    enabled,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/hotels/{hotelId}/children-rate-plans/{childrenRatePlanId}', {
            params: { path: { hotelId, childrenRatePlanId } },
          }),
        )
      ).data,
  });
}
