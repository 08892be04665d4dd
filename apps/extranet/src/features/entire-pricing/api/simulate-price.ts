import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../price-simulation`: what a guest would pay for a stay under the settings being edited. */
export function simulatePrice(hotelId: number, body: Schemas['PriceSimulationInput']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/price-simulation', { params: { path: { hotelId } }, body }),
  );
}
