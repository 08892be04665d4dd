import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../loyalty/unjoin`: leave the programme (a pending change is dropped). */
export function unjoinLoyalty(hotelId: number) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/loyalty/unjoin', { params: { path: { hotelId } } }));
}
