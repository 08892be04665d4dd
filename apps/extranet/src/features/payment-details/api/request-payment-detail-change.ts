import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { pinProofHeader } from '../../../shared/pin/verify-pin';

/** `POST .../finance/payment-details/requests`: send a change for a market manager to decide, with a PIN proof. */
export function requestPaymentDetailChange(
  hotelId: number,
  body: Schemas['PaymentDetailsInput'],
  proof: string,
) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/finance/payment-details/requests', {
      params: { path: { hotelId }, header: pinProofHeader(proof) },
      body,
    }),
  );
}
