import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET .../finance/deposits`: one page of the payments made to the property, newest first. */
export function useDeposits(hotelId: number, page: number, size: number) {
  return useQuery({
    queryKey: ['deposits', hotelId, page] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/finance/deposits', {
          params: { path: { hotelId }, query: { page, size } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
