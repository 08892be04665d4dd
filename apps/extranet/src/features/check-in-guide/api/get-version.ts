import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { checkInGuideKey } from './get-check-in-guide';

/** `GET .../check-in-guide/versions/{version}`: one submitted version (versions never change). */
export function useCheckInGuideVersion(hotelId: number, version: number | null) {
  return useQuery({
    queryKey: [...checkInGuideKey(hotelId), 'version', version],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/check-in-guide/versions/{version}', {
          params: { path: { hotelId, version: version ?? 0 } },
        }),
      ),
    enabled: hotelId > 0 && version !== null,
    staleTime: Infinity,
  });
}
