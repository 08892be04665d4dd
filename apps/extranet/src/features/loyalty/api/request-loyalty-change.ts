import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT /api/v2/.../loyalty/draft`: ask a market manager for a change of the rooms and rate plans. */
export function requestLoyaltyChange(hotelId: number, body: Schemas['LoyaltySelectionInput']) {
  return unwrap(api.PUT('/api/v2/hotels/{hotelId}/loyalty/draft', { params: { path: { hotelId } }, body }));
}
