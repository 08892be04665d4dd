import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import type { MarketQuery } from '../model';

/** `GET .../market-properties`: one page of the marketplace properties a competitive set is chosen from. */
export function useMarketProperties(hotelId: number, query: MarketQuery) {
  return useQuery({
    queryKey: ['market-properties', hotelId, query] as const,
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/market-properties', { params: { path: { hotelId }, query } })),
    placeholderData: keepPreviousData,
  });
}
