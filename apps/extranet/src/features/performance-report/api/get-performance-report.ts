import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import type { PerformanceQuery } from '../model';

/** Every performance report query of a property lives under this key. */
export const performanceReportKey = (hotelId: number, query?: PerformanceQuery) =>
  query ? (['performance-report', hotelId, query] as const) : (['performance-report', hotelId] as const);

/** `GET .../performance-report`: the period's figures, series, comparisons and breakdowns. */
export function usePerformanceReport(hotelId: number, query: PerformanceQuery) {
  return useQuery({
    queryKey: performanceReportKey(hotelId, query),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/performance-report', {
          params: { path: { hotelId }, query },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
