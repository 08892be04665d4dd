import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { addOnsKey } from './list-add-ons';

/** `GET .../add-ons/{addOnId}`: one add-on (to edit or copy). */
export function useAddOn(hotelId: number, addOnId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...addOnsKey(hotelId), 'one', addOnId],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/add-ons/{addOnId}', { params: { path: { hotelId, addOnId } } }),
      ),
  });
}
