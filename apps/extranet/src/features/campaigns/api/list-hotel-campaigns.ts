import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every campaign query of a property lives under this key (joining or leaving invalidates them all). */
export const hotelCampaignsKey = (hotelId: number) => ['campaigns', 'hotel', hotelId] as const;

/** `GET .../campaigns`: the campaigns open to the property, its participation and performance. */
export function useHotelCampaigns(hotelId: number) {
  return useQuery({
    queryKey: [...hotelCampaignsKey(hotelId), 'list'],
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/campaigns', { params: { path: { hotelId } } })),
  });
}
