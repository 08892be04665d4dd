import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/review/campaigns`. */
export function createCampaign(body: Schemas['CampaignInput']) {
  return unwrap(api.POST('/api/v1/review/campaigns', { body }));
}

/** `PUT /api/v1/review/campaigns/{campaignId}`. */
export function updateCampaign(campaignId: number, body: Schemas['CampaignInput']) {
  return unwrap(api.PUT('/api/v1/review/campaigns/{campaignId}', { params: { path: { campaignId } }, body }));
}
