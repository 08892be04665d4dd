import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** Every targeted promotion query of a property lives under this key (a save or a switch invalidates them). */
export const targetedKey = (hotelId: number) => ['targeted-promotions', hotelId] as const;

/** `GET .../targeted-promotions`: the member deals and corporate rates, performance, abilities, commissions. */
export function useTargetedPromotions(hotelId: number) {
  return useQuery({
    queryKey: [...targetedKey(hotelId), 'list'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/targeted-promotions', { params: { path: { hotelId } } })),
  });
}
