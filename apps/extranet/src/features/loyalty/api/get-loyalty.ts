import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every loyalty query of a property lives under this key (a transition invalidates it). */
export const loyaltyKey = (hotelId: number) => ['loyalty', hotelId] as const;

/** `GET .../loyalty`: eligibility, state, the selection in force, the pending change and the history. */
export function useLoyalty(hotelId: number) {
  return useQuery({
    queryKey: loyaltyKey(hotelId),
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/loyalty', { params: { path: { hotelId } } })),
  });
}
