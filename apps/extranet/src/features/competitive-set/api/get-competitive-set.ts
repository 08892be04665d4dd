import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const competitiveSetKey = (hotelId: number) => ['competitive-set', hotelId] as const;

/** `GET .../competitive-set`: the saved set, its save day, unlock date and lock. */
export function useCompetitiveSet(hotelId: number) {
  return useQuery({
    queryKey: competitiveSetKey(hotelId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/competitive-set', { params: { path: { hotelId } } })),
  });
}
