import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';
import { reviewKey } from './list-property-reviews';

/** `GET /api/v1/review/general-info-requests`: open change requests first (oldest first), then decided ones. */
export function useGeneralInfoReviewQueue() {
  return useQuery({
    queryKey: [...reviewKey, 'general-info'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/review/general-info-requests'))).items,
  });
}
