import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { campaignsKey } from './list-campaigns';

/** `GET /api/v1/review/campaigns/{campaignId}`. */
export function useCampaign(campaignId: number, enabled = true) {
  return useQuery({
    queryKey: [...campaignsKey, campaignId],
    enabled,
    retry: false,
    queryFn: () =>
      unwrap(api.GET('/api/v1/review/campaigns/{campaignId}', { params: { path: { campaignId } } })),
  });
}
