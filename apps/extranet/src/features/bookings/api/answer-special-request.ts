import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../special-requests/{requestId}/answer`: confirm or decline a request; the result says what happened. */
export function answerSpecialRequest(
  hotelId: number,
  bookingId: number,
  requestId: number,
  body: Schemas['SpecialRequestAnswerInput'],
) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/bookings/{bookingId}/special-requests/{requestId}/answer', {
      params: { path: { hotelId, bookingId, requestId } },
      body,
    }),
  );
}
