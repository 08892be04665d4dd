import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatKey } from './chat-status';

const RETRY_MS = 3_000;

/**
 * Keeps an open inbox live: the notification centre's stream (`GET .../notifications/stream`) sends `event: chat`
 * when a chat message was written at the property (docs/decisions/chat.md); each refreshes the chat queries. A
 * stream the server refused is opened again after RETRY_MS (and the queries refresh, as something may be missed).
 */
export function useChatLive(hotelId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(`/api/v1/hotels/${hotelId}/notifications/stream`);
      source.addEventListener('chat', () => {
        void queryClient.invalidateQueries({ queryKey: chatKey(hotelId) });
      });
      source.onerror = () => {
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        retry = setTimeout(() => {
          if (stopped) return;
          void queryClient.invalidateQueries({ queryKey: chatKey(hotelId) });
          open();
        }, RETRY_MS);
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
