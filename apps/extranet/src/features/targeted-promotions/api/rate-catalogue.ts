import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET .../rate-plans` and `GET .../rooms`: what a targeted promotion can cover. */
export function useRateCatalogue(hotelId: number) {
  return useQuery({
    queryKey: ['targeted-promotions', hotelId, 'catalogue'],
    queryFn: async () => {
      const [plans, rooms] = await Promise.all([
        unwrap(api.GET('/api/v1/hotels/{hotelId}/rate-plans', { params: { path: { hotelId } } })),
        unwrap(api.GET('/api/v1/hotels/{hotelId}/rooms', { params: { path: { hotelId } } })),
      ]);
      return { ratePlans: plans.items, rooms: rooms.items };
    },
  });
}
