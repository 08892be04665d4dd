import { useQueryClient } from '@tanstack/react-query';
import { useNotificationStream } from '../../../shared/api/notification-stream';
import { chatKey } from './chat-status';

/**
 * Keeps an open inbox live: the notification centre's stream (shared with the bell) sends `event: chat` when a chat
 * message was written at the property (docs/decisions/chat.md); each refreshes the chat queries, as does a stream
 * opened again after a refusal (something may have been missed).
 */
export function useChatLive(hotelId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKey(hotelId) });
  useNotificationStream(hotelId, enabled, 'chat', () => void refresh(), refresh);
}
