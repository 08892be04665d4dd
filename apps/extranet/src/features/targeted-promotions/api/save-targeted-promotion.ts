import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../targeted-promotions`. */
export function createTargetedPromotion(hotelId: number, body: Schemas['TargetedPromotionInput']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/targeted-promotions', { params: { path: { hotelId } }, body }),
  );
}

/** `PUT .../targeted-promotions/{id}`. */
export function updateTargetedPromotion(
  hotelId: number,
  targetedPromotionId: number,
  body: Schemas['TargetedPromotionInput'],
) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/targeted-promotions/{targetedPromotionId}', {
      params: { path: { hotelId, targetedPromotionId } },
      body,
    }),
  );
}
