import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const statementKey = (hotelId: number, month: string) => ['statement', hotelId, month] as const;

/** `GET .../finance/statements/{month}`: a month's statement with every booking line. */
export function useStatement(hotelId: number, month: string) {
  return useQuery({
    queryKey: statementKey(hotelId, month),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/finance/statements/{month}', {
          params: { path: { hotelId, month } },
        }),
      ),
  });
}
