import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET /api/v1/review/payment-details`: how many payment-detail changes wait for a market manager. */
export async function countPaymentDetailReviews(): Promise<number> {
  return (await unwrap(api.GET('/api/v1/review/payment-details'))).items.length;
}
