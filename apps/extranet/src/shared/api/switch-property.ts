import { unwrap } from '@extranet/api';
import { api } from './client';

/** `PUT /api/v1/auth/session/hotel`: the session continues on another property of the user. */
export function switchProperty(hotelId: number) {
  return unwrap(api.PUT('/api/v1/auth/session/hotel', { body: { hotelId } }));
}
