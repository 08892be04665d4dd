import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { checkInGuideKey } from './get-check-in-guide';

/** `GET .../check-in-guide/log`: submits and activation changes, newest first. */
export function useCheckInGuideLog(hotelId: number) {
  return useQuery({
    queryKey: [...checkInGuideKey(hotelId), 'log'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/check-in-guide/log', { params: { path: { hotelId } } })),
    enabled: hotelId > 0,
  });
}
