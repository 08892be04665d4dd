import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { targetedKey } from './list-targeted-promotions';

/** `GET .../targeted-promotions/{id}`: one targeted promotion (to view or edit). */
export function useTargetedPromotion(hotelId: number, targetedPromotionId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...targetedKey(hotelId), 'one', targetedPromotionId],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/targeted-promotions/{targetedPromotionId}', {
          params: { path: { hotelId, targetedPromotionId } },
        }),
      ),
  });
}
