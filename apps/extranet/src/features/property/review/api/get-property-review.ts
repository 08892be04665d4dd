import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';
import { reviewKey } from './list-property-reviews';

/** `GET /api/v1/review/properties/{propertyId}`: the whole registration, read-only. */
export function usePropertyReview(propertyId: number) {
  return useQuery({
    queryKey: [...reviewKey, 'property', propertyId],
    queryFn: () =>
      unwrap(api.GET('/api/v1/review/properties/{propertyId}', { params: { path: { propertyId } } })),
    enabled: propertyId > 0,
  });
}
