import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';
import { propertyDetailsKey } from './get-general-policy';

/** `GET .../info`: the property at a glance. */
export function usePropertyInfo(hotelId: number) {
  return useQuery({
    queryKey: [...propertyDetailsKey(hotelId), 'info'],
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/info', { params: { path: { hotelId } } })),
  });
}
