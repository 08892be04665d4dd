import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../deals`. */
export function createDeal(hotelId: number, body: Schemas['DealInput']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/deals', { params: { path: { hotelId } }, body }));
}

/** `PUT .../deals/{dealId}`. */
export function updateDeal(hotelId: number, dealId: number, body: Schemas['DealInput']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/deals/{dealId}', { params: { path: { hotelId, dealId } }, body }),
  );
}
