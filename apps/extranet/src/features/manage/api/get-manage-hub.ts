import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET .../manage`: every setup area's findings, computed by the server from the property's data. */
export function useManageHub(hotelId: number) {
  return useQuery({
    queryKey: ['manage', hotelId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/manage', { params: { path: { hotelId } } })),
  });
}
