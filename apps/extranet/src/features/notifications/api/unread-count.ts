import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
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

/** Waits before opening a new stream after one failed: 2 s, doubling up to a minute. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * `GET .../notifications/stream` (server-sent events): sets the unread count whenever the server says it
 * changed, and refreshes the open lists when it went up. A stream the server refused (an expired access token)
 * is opened again after the count was read through the API client, which renews the session.
 */
export function useLiveUnreadCount(hotelId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    let stopped = false;
    const open = () => {
      source = new EventSource(`/api/v1/hotels/${hotelId}/notifications/stream`);
      source.addEventListener('unread', (event) => {
        delay = RETRY_FIRST_MS;
        const count = (JSON.parse((event as MessageEvent<string>).data) as { unreadCount: number })
          .unreadCount;
        const before = queryClient.getQueryData<number>(unreadKey(hotelId));
        queryClient.setQueryData(unreadKey(hotelId), count);
        if (before !== undefined && count > before)
          void queryClient.invalidateQueries({ queryKey: [...notificationsKey(hotelId), 'list'] });
      });
      source.onerror = () => {
        // EventSource retries a dropped connection itself; a refused one ends CLOSED and is ours to retry.
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        retry = setTimeout(() => {
          void queryClient
            .refetchQueries({ queryKey: unreadKey(hotelId) })
            .catch(() => undefined)
            .finally(() => {
              if (!stopped) open();
            });
        }, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, hotelId, queryClient]);
}
