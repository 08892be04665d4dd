import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../guest-reviews/{reviewId}/reply`: the property's one reply to a review. */
export function replyToReview(hotelId: number, reviewId: number, body: Schemas['ReplyInput']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/guest-reviews/{reviewId}/reply', {
      params: { path: { hotelId, reviewId } },
      body,
    }),
  );
}
