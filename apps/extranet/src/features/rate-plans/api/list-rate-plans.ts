import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every rate plan query of a property lives under this key (a save invalidates them all). */
export const ratePlansKey = (hotelId: number) => ['rate-plans', hotelId] as const;

/** `GET .../rate-plans`: the property's rate plans. */
export function useRatePlans(hotelId: number) {
  return useQuery({
    queryKey: [...ratePlansKey(hotelId), 'list'],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/rate-plans', { params: { path: { hotelId } } }))).items,
  });
}
