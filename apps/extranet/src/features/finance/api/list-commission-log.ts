import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const commissionLogKey = (hotelId: number, page?: number) =>
  page === undefined ? (['commission-log', hotelId] as const) : (['commission-log', hotelId, page] as const);

/** `GET /api/v2/.../commissions/log`: one page of the commission log, newest first. */
export function useCommissionLog(hotelId: number, page: number, size = 10) {
  return useQuery({
    queryKey: commissionLogKey(hotelId, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/hotels/{hotelId}/commissions/log', {
          params: { path: { hotelId }, query: { page, size } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
