import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every surcharge query of a property lives under this key (a save invalidates them all). */
export const surchargesKey = (hotelId: number) => ['surcharges', hotelId] as const;

/** `GET .../surcharges`: the property's surcharges. */
export function useSurcharges(hotelId: number) {
  return useQuery({
    queryKey: [...surchargesKey(hotelId), 'list'],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/surcharges', { params: { path: { hotelId } } }))).items,
  });
}
