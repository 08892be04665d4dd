import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const commissionKey = (hotelId: number) => ['commission', hotelId] as const;

/** `GET .../commissions`: the commission in force, the open change request and the last decision. */
export function useCommission(hotelId: number) {
  return useQuery({
    queryKey: commissionKey(hotelId),
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/commissions', { params: { path: { hotelId } } })),
  });
}
