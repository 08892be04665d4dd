import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';
import { propertyDetailsKey } from './get-general-policy';

/**
 * `GET .../details.pdf` in the user's language, read through the API client (so an expired access token is
 * refreshed) as a Blob; the page shows it from an object URL and offers it for download.
 */
export function useDetailsPdf(hotelId: number, lang: string) {
  return useQuery({
    queryKey: [...propertyDetailsKey(hotelId), 'pdf', lang],
    queryFn: async (): Promise<Blob> =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/details.pdf', {
          params: { path: { hotelId } },
          parseAs: 'blob',
        }),
      ),
    staleTime: 0,
    gcTime: 0,
  });
}
