import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../competitive-set`: save 15 to 30 marketplace properties (409 COMPETITIVE_SET_LOCKED while locked). */
export function saveCompetitiveSet(hotelId: number, marketPropertyIds: number[]) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/competitive-set', {
      params: { path: { hotelId } },
      body: { marketPropertyIds },
    }),
  );
}
