import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../finance/payment-details/reveal`: the full account number in force (a PIN will guard it later). */
export function revealPaymentAccount(hotelId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/finance/payment-details/reveal', { params: { path: { hotelId } } }),
  );
}
