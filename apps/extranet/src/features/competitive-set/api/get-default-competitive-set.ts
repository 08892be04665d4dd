import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET .../competitive-set/default`: the suggested set (SPEC 7 GET default), read while the set may change. */
export function useDefaultCompetitiveSet(hotelId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['competitive-set-default', hotelId] as const,
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/competitive-set/default', { params: { path: { hotelId } } })),
    enabled,
  });
}
