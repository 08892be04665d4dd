import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every deal query of a property lives under this key (a save or a switch invalidates them all). */
export const dealsKey = (hotelId: number) => ['deals', hotelId] as const;

/** `GET .../deals`: the property's deals with their performance, and what the caller may do. */
export function useDeals(hotelId: number) {
  return useQuery({
    queryKey: [...dealsKey(hotelId), 'list'],
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/deals', { params: { path: { hotelId } } })),
  });
}
