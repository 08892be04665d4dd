import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { dealsKey } from './list-deals';

/**
 * `GET .../deals/other-offers`: the property's campaigns, targeted promotions and loyalty discount as the quote
 * prices them beside its deals (under the deals' key: a save or a switch reads them again).
 */
export function useOtherOffers(hotelId: number) {
  return useQuery({
    queryKey: [...dealsKey(hotelId), 'other-offers'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/deals/other-offers', { params: { path: { hotelId } } })),
  });
}
