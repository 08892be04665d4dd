import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** The market managers' campaign queries (a save invalidates them all). */
export const campaignsKey = ['review', 'campaigns'] as const;

/** `GET /api/v1/review/campaigns`: every campaign of the marketplace, newest first. */
export function useCampaigns() {
  return useQuery({
    queryKey: [...campaignsKey, 'list'],
    queryFn: () => unwrap(api.GET('/api/v1/review/campaigns')),
  });
}
