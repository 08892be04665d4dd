import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every chat query of a property lives under this key (the live stream refreshes them all). */
export const chatKey = (hotelId: number) => ['chat', hotelId] as const;
export const chatStatusKey = (hotelId: number) => [...chatKey(hotelId), 'status'] as const;

/** `GET .../chat`: whether chat is on, since when, by whom. */
export function useChatStatus(hotelId: number) {
  return useQuery({
    queryKey: chatStatusKey(hotelId),
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/chat', { params: { path: { hotelId } } })),
  });
}

/** `POST .../chat/activation`: switches chat on for good (a second call changes nothing). */
export function useActivateChat(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/v1/hotels/{hotelId}/chat/activation', { params: { path: { hotelId } } })),
    onSuccess: (status) => queryClient.setQueryData(chatStatusKey(hotelId), status),
  });
}
