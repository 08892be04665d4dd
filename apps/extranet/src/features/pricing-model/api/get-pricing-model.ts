import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const pricingModelKey = (hotelId: number) => ['pricing-model', hotelId] as const;

/** `GET .../pricing-model`: how the property prices (daily or by length of stay, by guests) and its tables. */
export function usePricingModel(hotelId: number) {
  return useQuery({
    queryKey: pricingModelKey(hotelId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/pricing-model', { params: { path: { hotelId } } })),
  });
}
