import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every statements query of a property lives under this key. */
export const statementsKey = (hotelId: number, page?: number) =>
  page === undefined ? (['statements', hotelId] as const) : (['statements', hotelId, page] as const);

/** `GET .../finance/statements`: one page of the monthly statements, newest month first. */
export function useStatements(hotelId: number, page: number, size: number) {
  return useQuery({
    queryKey: statementsKey(hotelId, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/finance/statements', {
          params: { path: { hotelId }, query: { page, size } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
