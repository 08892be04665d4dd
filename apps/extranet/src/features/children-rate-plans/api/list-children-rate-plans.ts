import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const childrenKey = (hotelId: number) => ['children-rate-plans', hotelId] as const;

/** `GET .../children-rate-plans`: the plans and the property's children policy. */
export function useChildrenRatePlans(hotelId: number) {
  return useQuery({
    queryKey: [...childrenKey(hotelId), 'list'],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/hotels/{hotelId}/children-rate-plans', { params: { path: { hotelId } } }),
        )
      ).data,
  });
}
