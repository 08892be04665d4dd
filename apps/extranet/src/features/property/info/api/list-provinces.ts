import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `GET /locations/provinces` (Indonesia only). */
export function useProvinces(enabled: boolean) {
  return useQuery({
    queryKey: ['locations', 'provinces'],
    enabled,
    staleTime: Infinity,
    queryFn: () => unwrap(api.GET('/api/v1/locations/provinces')),
  });
}
