import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PATCH .../targeted-promotions/{id}/status`: switches one on or off. */
export function setTargetedPromotionStatus(hotelId: number, targetedPromotionId: number, on: boolean) {
  return unwrap(
    api.PATCH('/api/v1/hotels/{hotelId}/targeted-promotions/{targetedPromotionId}/status', {
      params: { path: { hotelId, targetedPromotionId } },
      body: { status: on ? 'ACTIVE' : 'INACTIVE' },
    }),
  );
}
