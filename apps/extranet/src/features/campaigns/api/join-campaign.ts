import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../campaigns/{campaignId}/participation`: join, or change the participation. */
export function joinCampaign(
  hotelId: number,
  campaignId: number,
  body: Schemas['CampaignParticipationInput'],
) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/campaigns/{campaignId}/participation', {
      params: { path: { hotelId, campaignId } },
      body,
    }),
  );
}
