import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

export const propertyFacilitiesKey = (hotelId: number) => ['property-facilities', hotelId] as const;

/** `GET .../facilities`: the property's facility codes. */
export function usePropertyFacilities(hotelId: number) {
  return useQuery({
    queryKey: propertyFacilitiesKey(hotelId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/facilities', { params: { path: { hotelId } } })))
        .facilities,
  });
}
