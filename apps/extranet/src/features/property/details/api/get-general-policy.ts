import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** Every read of the property's details (policy, score, info) lives under this key: a save invalidates them. */
export const propertyDetailsKey = (hotelId: number) => ['property-details', hotelId] as const;

/** `GET .../general-policy`: the general and children policy (the defaults until saved once). */
export function useGeneralPolicy(hotelId: number) {
  return useQuery({
    queryKey: [...propertyDetailsKey(hotelId), 'general-policy'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/general-policy', { params: { path: { hotelId } } })),
  });
}
