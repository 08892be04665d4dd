import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../api/client';

/** Every photo query of a property lives under this key (a change invalidates them all). */
export const photosKey = (hotelId: number) => ['property-photos', hotelId] as const;

/** `GET .../photos`: the property's photos grouped by room (every room listed, also without photos). */
export function usePhotoGallery(hotelId: number) {
  return useQuery({
    queryKey: [...photosKey(hotelId), 'gallery'],
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/photos', { params: { path: { hotelId } } })),
    enabled: hotelId > 0,
  });
}
