import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../loyalty/join`: join with the chosen rooms and rate plans. */
export function joinLoyalty(hotelId: number, body: Schemas['LoyaltySelectionInput']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/loyalty/join', { params: { path: { hotelId } }, body }));
}
