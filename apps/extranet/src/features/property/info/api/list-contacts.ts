import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

export const contactsKey = (hotelId: number) => ['hotels', hotelId, 'contacts'] as const;

/** `GET .../contacts`: the contacts and whether every kind is held. */
export function useContacts(hotelId: number) {
  return useQuery({
    queryKey: contactsKey(hotelId),
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/contacts', { params: { path: { hotelId } } })),
  });
}
