import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { chatKey } from './chat-status';

/** `GET .../chat/performance`: response rate and time as of the last Tuesday. */
export function useChatPerformance(hotelId: number) {
  return useQuery({
    queryKey: [...chatKey(hotelId), 'performance'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/chat/performance', { params: { path: { hotelId } } })),
  });
}
