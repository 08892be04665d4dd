import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { dealsKey } from './list-deals';

/** `GET .../deals/{dealId}`: one deal (to view or edit). */
export function useDeal(hotelId: number, dealId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...dealsKey(hotelId), 'one', dealId],
    enabled,
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/deals/{dealId}', { params: { path: { hotelId, dealId } } })),
  });
}
