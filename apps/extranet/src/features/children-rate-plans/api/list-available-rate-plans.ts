import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { childrenKey } from './list-children-rate-plans';

/**
 * `GET .../children-rate-plans/available-rate-plan`: the rate plans a children rate plan may cover (those of
 * `childrenRatePlanId` included when editing it).
 */
export function useAvailableRatePlans(hotelId: number, childrenRatePlanId: number | undefined) {
  return useQuery({
    queryKey: [...childrenKey(hotelId), 'available', childrenRatePlanId ?? 0],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/hotels/{hotelId}/children-rate-plans/available-rate-plan', {
            params: {
              path: { hotelId },
              query: childrenRatePlanId !== undefined ? { childrenRatePlanId } : {},
            },
          }),
        )
      ).data,
  });
}
