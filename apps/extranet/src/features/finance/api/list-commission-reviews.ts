import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const commissionReviewKey = ['commission-reviews'] as const;

/** `GET /api/v1/review/commissions`: the market managers' queue of submitted changes. */
export function useCommissionReviews() {
  return useQuery({
    queryKey: commissionReviewKey,
    queryFn: () => unwrap(api.GET('/api/v1/review/commissions')),
  });
}
