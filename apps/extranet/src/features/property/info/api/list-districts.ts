import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `GET /locations/districts?regencyCode=`. */
export function useDistricts(regencyCode: string | null) {
  return useQuery({
    queryKey: ['locations', 'districts', regencyCode],
    enabled: !!regencyCode,
    staleTime: Infinity,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/locations/districts', { params: { query: { regencyCode: regencyCode ?? '' } } }),
      ),
  });
}
