import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../pricing-model` (a market manager only). */
export function savePricingModel(hotelId: number, body: Schemas['PricingModelInput']) {
  return unwrap(api.PUT('/api/v1/hotels/{hotelId}/pricing-model', { params: { path: { hotelId } }, body }));
}
