import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `GET /locations/regencies?provinceCode=`. */
export function useRegencies(provinceCode: string | null) {
  return useQuery({
    queryKey: ['locations', 'regencies', provinceCode],
    enabled: !!provinceCode,
    staleTime: Infinity,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/locations/regencies', { params: { query: { provinceCode: provinceCode ?? '' } } }),
      ),
  });
}
