import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const taxAccountKey = (hotelId: number) => ['tax-account', hotelId] as const;

/** `GET .../tax-accounts`: the property's tax account (null before one is saved). */
export function useTaxAccount(hotelId: number) {
  return useQuery({
    queryKey: taxAccountKey(hotelId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/tax-accounts', { params: { path: { hotelId } } })),
  });
}
