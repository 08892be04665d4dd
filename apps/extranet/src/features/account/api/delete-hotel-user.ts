import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `DELETE .../manage-user/{userRoleId}`: removes a user from the property (the account stays). */
export function deleteHotelUser(hotelId: number, userRoleId: number) {
  return unwrap(
    api.DELETE('/api/v1/hotels/{hotelId}/manage-user/{userRoleId}', {
      params: { path: { hotelId, userRoleId } },
    }),
  );
}
