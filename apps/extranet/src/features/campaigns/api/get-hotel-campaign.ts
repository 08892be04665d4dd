import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { hotelCampaignsKey } from './list-hotel-campaigns';

/** `GET .../campaigns/{campaignId}` (SPEC 7 GET campaigns/{id}): one campaign with what may be put in. */
export function useHotelCampaign(hotelId: number, campaignId: number, enabled = true) {
  return useQuery({
    queryKey: [...hotelCampaignsKey(hotelId), campaignId],
    enabled,
    retry: false,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/campaigns/{campaignId}', {
          params: { path: { hotelId, campaignId } },
        }),
      ),
  });
}
