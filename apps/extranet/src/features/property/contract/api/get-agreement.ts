import { useQuery } from '@tanstack/react-query';
import { isApiError, unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/**
 * `GET /api/v1/hotels/{hotelId}/agreement`: the signed agreement, or null while none is signed (404
 * AGREEMENT_NOT_SIGNED), so the page can show its empty state instead of an error.
 */
export function useAgreement(hotelId: number) {
  return useQuery({
    queryKey: ['agreement', hotelId],
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/v1/hotels/{hotelId}/agreement', { params: { path: { hotelId } } }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: hotelId > 0,
  });
}
