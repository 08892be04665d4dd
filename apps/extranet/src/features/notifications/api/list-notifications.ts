import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { NOTIFICATION_PAGE_SIZE } from '@extranet/domain';
import { api } from '../../../shared/api/client';

/** Every notification query of a property lives under this key (marking read refreshes them all). */
export const notificationsKey = (hotelId: number) => ['notifications', hotelId] as const;

/** `GET .../notifications`: pages of entries newest first, older pages by cursor. */
export function useNotifications(hotelId: number, unreadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: [...notificationsKey(hotelId), 'list', unreadOnly],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/notifications', {
          params: {
            path: { hotelId },
            query: {
              limit: NOTIFICATION_PAGE_SIZE,
              ...(pageParam === undefined ? {} : { before: pageParam }),
              ...(unreadOnly ? { unread: true } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
