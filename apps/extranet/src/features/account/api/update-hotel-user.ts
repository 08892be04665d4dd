import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../manage-user/{userRoleId}`: a user's name and phone (their roles are the administrator's). */
export function updateHotelUser(hotelId: number, userRoleId: number, body: Schemas['HotelUserUpdate']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/manage-user/{userRoleId}', {
      params: { path: { hotelId, userRoleId } },
      body,
    }),
  );
}
