import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** Every review query lives under this key (a decision invalidates them all). */
export const reviewKey = ['review'] as const;

/** `GET /api/v1/review/properties`: submitted properties and those awaiting activation. */
export function usePropertyReviews() {
  return useQuery({
    queryKey: [...reviewKey, 'properties'],
    queryFn: () => unwrap(api.GET('/api/v1/review/properties')),
  });
}
