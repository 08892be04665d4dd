import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { ratePlansKey } from './list-rate-plans';

/** `GET .../rate-plans/check-expire`: the plans whose sale ends soon. */
export function useExpiringRatePlans(hotelId: number) {
  return useQuery({
    queryKey: [...ratePlansKey(hotelId), 'check-expire'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/rate-plans/check-expire', { params: { path: { hotelId } } })),
  });
}
