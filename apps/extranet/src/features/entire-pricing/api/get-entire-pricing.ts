import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const entirePricingKey = (hotelId: number) => ['entire-pricing', hotelId] as const;

/** `GET .../entire-pricing`: each unit's whole-unit prices (a home only). */
export function useEntirePricing(hotelId: number, enabled: boolean) {
  return useQuery({
    queryKey: entirePricingKey(hotelId),
    enabled,
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/entire-pricing', { params: { path: { hotelId } } })),
  });
}
