import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const loyaltyReviewKey = ['review', 'loyalty'] as const;

/** `GET /api/v1/review/loyalty`: the market managers' queue of asked changes, oldest first. */
export function useLoyaltyReviews() {
  return useQuery({
    queryKey: loyaltyReviewKey,
    queryFn: () => unwrap(api.GET('/api/v1/review/loyalty')),
  });
}
