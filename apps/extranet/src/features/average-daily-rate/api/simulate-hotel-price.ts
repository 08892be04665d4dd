import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../analytics/price-simulation`: what a guest pays for a stay and what the property receives. */
export function simulateHotelPrice(hotelId: number, body: Schemas['HotelPriceSimulationInput']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/analytics/price-simulation', { params: { path: { hotelId } }, body }),
  );
}
