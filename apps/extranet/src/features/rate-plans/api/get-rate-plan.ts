import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { ratePlansKey } from './list-rate-plans';

/** `GET .../rate-plans/{ratePlanId}`: one plan (to view, edit or copy). */
export function useRatePlan(hotelId: number, ratePlanId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ratePlansKey(hotelId), 'one', ratePlanId],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/rate-plans/{ratePlanId}', {
          params: { path: { hotelId, ratePlanId } },
        }),
      ),
  });
}
