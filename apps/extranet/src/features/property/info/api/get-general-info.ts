import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

export const generalInfoKey = (hotelId: number) => ['hotels', hotelId, 'general-info'] as const;

/** `GET .../general-info`: the general info, the primary contact and the latest change request. */
export function useGeneralInfo(hotelId: number) {
  return useQuery({
    queryKey: generalInfoKey(hotelId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/general-info', { params: { path: { hotelId } } })),
  });
}
