import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { dealsKey } from './list-deals';

/**
 * `GET .../promo-performance-summary`: the totals of the bookings sold with promotions over the 30 days up to
 * the property's today (under the deals' key: a save or a switch reads it again).
 */
export function usePromoSummary(hotelId: number) {
  return useQuery({
    queryKey: [...dealsKey(hotelId), 'summary'],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/promo-performance-summary', { params: { path: { hotelId } } }),
      ),
  });
}
