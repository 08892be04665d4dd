import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const paymentDetailReviewsKey = ['payment-detail-reviews'] as const;

/** `GET /api/v1/review/payment-details`: the market managers' queue, oldest first. */
export function usePaymentDetailReviews() {
  return useQuery({
    queryKey: paymentDetailReviewsKey,
    queryFn: () => unwrap(api.GET('/api/v1/review/payment-details')),
  });
}
