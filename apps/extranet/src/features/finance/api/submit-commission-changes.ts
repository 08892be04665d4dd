import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../commissions/submit`: submit the draft for a market manager's review. */
export function submitCommissionChanges(hotelId: number) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/commissions/submit', { params: { path: { hotelId } } }));
}
