import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every read of the property's check-in guide (guide, log, versions) lives under this key. */
export const checkInGuideKey = (hotelId: number) => ['check-in-guide', hotelId] as const;

/** `GET .../check-in-guide`: the draft, its status and the activation. */
export function useCheckInGuide(hotelId: number) {
  return useQuery({
    queryKey: [...checkInGuideKey(hotelId), 'guide'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/check-in-guide', { params: { path: { hotelId } } })),
    enabled: hotelId > 0,
  });
}
