import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../entire-pricing`: one unit's prices; answers the unit and how many calendar cells changed. */
export function saveEntirePricing(hotelId: number, body: Schemas['EntirePricingInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/entire-pricing', { params: { path: { hotelId } }, body }));
}
