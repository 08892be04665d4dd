import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../competitive-set/default`: save the suggested set (SPEC 7 POST default). */
export function saveDefaultCompetitiveSet(hotelId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/competitive-set/default', { params: { path: { hotelId } } }),
  );
}
