import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import type { AdrRange } from '../model';

/** `GET .../average-daily-rate`: the property's ADR by day against its competitive set's average. */
export function useAverageDailyRate(hotelId: number, range: AdrRange) {
  return useQuery({
    queryKey: ['average-daily-rate', hotelId, range] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/average-daily-rate', {
          params: { path: { hotelId }, query: range },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
