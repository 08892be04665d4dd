import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { surchargesKey } from './list-surcharges';

/** `GET .../surcharges/{surchargeId}`: one surcharge (to edit or copy). */
export function useSurcharge(hotelId: number, surchargeId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...surchargesKey(hotelId), 'one', surchargeId],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/surcharges/{surchargeId}', {
          params: { path: { hotelId, surchargeId } },
        }),
      ),
  });
}
