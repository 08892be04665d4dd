import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../check-in-guide/activation`: show the last submitted version to guests, or stop. */
export function setCheckInGuideActivation(hotelId: number, active: boolean) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/check-in-guide/activation', {
      params: { path: { hotelId } },
      body: { active },
    }),
  );
}
