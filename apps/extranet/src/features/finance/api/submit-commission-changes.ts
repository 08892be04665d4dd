import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { pinProofHeader } from '../../../shared/pin/verify-pin';

/** `POST .../commissions/submit`: submit the draft for a market manager's review, with a PIN proof. */
export function submitCommissionChanges(hotelId: number, proof: string) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/commissions/submit', {
      params: { path: { hotelId }, header: pinProofHeader(proof) },
    }),
  );
}
