import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `DELETE .../campaigns/{campaignId}/participation`: leave the campaign. */
export function leaveCampaign(hotelId: number, campaignId: number) {
  return unwrap(
    api.DELETE('/api/v1/hotels/{hotelId}/campaigns/{campaignId}/participation', {
      params: { path: { hotelId, campaignId } },
    }),
  );
}
