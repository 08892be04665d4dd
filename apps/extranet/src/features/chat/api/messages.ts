import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { chatKey } from './chat-status';

export const conversationKey = (hotelId: number, channelUrl: string) =>
  [...chatKey(hotelId), 'conversation', channelUrl] as const;

/** `GET .../channels/{channelUrl}/messages`: the newest page first, older pages by `before`. */
export function useConversation(hotelId: number, channelUrl: string) {
  return useInfiniteQuery({
    queryKey: conversationKey(hotelId, channelUrl),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/chat/channels/{channelUrl}/messages', {
          params: {
            path: { hotelId, channelUrl },
            query: pageParam === undefined ? {} : { before: pageParam },
          },
        }),
      ),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** `POST .../channels/{channelUrl}/messages`: the property's reply; the inbox and conversation refresh. */
export function useSendReply(hotelId: number, channelUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(
        api.POST('/api/v1/hotels/{hotelId}/chat/channels/{channelUrl}/messages', {
          params: { path: { hotelId, channelUrl } },
          body: { body },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey(hotelId) }),
  });
}

/** `POST .../channels/{channelUrl}/read`: the guest's messages are read; the inbox's badges refresh. */
export function useMarkRead(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelUrl: string) =>
      unwrap(
        api.POST('/api/v1/hotels/{hotelId}/chat/channels/{channelUrl}/read', {
          params: { path: { hotelId, channelUrl } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...chatKey(hotelId), 'channels'] }),
  });
}
