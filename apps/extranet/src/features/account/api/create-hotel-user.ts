import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../manage-user`: adds a user by e-mail (an existing account joins, a new one is invited). */
export function createHotelUser(hotelId: number, body: Schemas['HotelUserCreate']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/manage-user', { params: { path: { hotelId } }, body }));
}
