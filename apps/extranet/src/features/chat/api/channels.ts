import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { CHAT_CHANNEL_PAGE } from '@extranet/domain';
import { api } from '../../../shared/api/client';
import { chatKey } from './chat-status';

export const channelsKey = (hotelId: number) => [...chatKey(hotelId), 'channels'] as const;

/** `GET .../chat/channels`: the inbox, newest activity first, page by page ("show more"). */
export function useChatChannels(hotelId: number, q: string) {
  return useInfiniteQuery({
    queryKey: [...channelsKey(hotelId), q],
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/chat/channels', {
          params: {
            path: { hotelId },
            query: { page: pageParam, size: CHAT_CHANNEL_PAGE, ...(q ? { q } : {}) },
          },
        }),
      ),
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
  });
}
