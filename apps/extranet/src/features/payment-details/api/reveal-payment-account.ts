import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { pinProofHeader } from '../../../shared/pin/verify-pin';

/** `POST .../finance/payment-details/reveal`: the full account number in force, with a PIN proof. */
export function revealPaymentAccount(hotelId: number, proof: string) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/finance/payment-details/reveal', {
      params: { path: { hotelId }, header: pinProofHeader(proof) },
    }),
  );
}
