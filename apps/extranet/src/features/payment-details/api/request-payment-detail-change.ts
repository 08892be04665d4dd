import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../finance/payment-details/requests`: send a change for a market manager to decide. */
export function requestPaymentDetailChange(hotelId: number, body: Schemas['PaymentDetailsInput']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/finance/payment-details/requests', {
      params: { path: { hotelId } },
      body,
    }),
  );
}
