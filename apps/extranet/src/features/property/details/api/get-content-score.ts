import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';
import { propertyDetailsKey } from './get-general-policy';

/** `GET .../content-score`: the score, its items and the next step. */
export function useContentScore(hotelId: number) {
  return useQuery({
    queryKey: [...propertyDetailsKey(hotelId), 'content-score'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/content-score', { params: { path: { hotelId } } })),
  });
}
