import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every add-on query of a property lives under this key (a save invalidates them all). */
export const addOnsKey = (hotelId: number) => ['add-ons', hotelId] as const;

/** `GET .../add-ons`: the property's add-ons and its add-ons commission. */
export function useAddOns(hotelId: number) {
  return useQuery({
    queryKey: [...addOnsKey(hotelId), 'list'],
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/add-ons', { params: { path: { hotelId } } })),
  });
}
