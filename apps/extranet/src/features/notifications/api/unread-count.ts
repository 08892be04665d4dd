import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { useNotificationStream } from '../../../shared/api/notification-stream';
import { notificationsKey } from './list-notifications';

export const unreadKey = (hotelId: number) => [...notificationsKey(hotelId), 'unread'] as const;

/** `GET .../notifications/unread-count`: the badge's number, kept live by useLiveUnreadCount. */
export function useUnreadCount(hotelId: number, enabled: boolean) {
  return useQuery({
    queryKey: unreadKey(hotelId),
    enabled,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/hotels/{hotelId}/notifications/unread-count', { params: { path: { hotelId } } }),
        )
      ).unreadCount,
  });
}

/**
 * The notification centre's stream (`event: unread`, shared with the other listeners of the page): sets the unread
 * count whenever the server says it changed, and refreshes the open lists when it went up. Before a refused stream
 * (an expired access token) is opened again, the count is read through the API client, which renews the session.
 */
export function useLiveUnreadCount(hotelId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useNotificationStream(
    hotelId,
    enabled,
    'unread',
    (data) => {
      const count = (JSON.parse(data) as { unreadCount: number }).unreadCount;
      const before = queryClient.getQueryData<number>(unreadKey(hotelId));
      queryClient.setQueryData(unreadKey(hotelId), count);
      if (before !== undefined && count > before)
        void queryClient.invalidateQueries({ queryKey: [...notificationsKey(hotelId), 'list'] });
    },
    () => queryClient.refetchQueries({ queryKey: unreadKey(hotelId) }),
  );
}
