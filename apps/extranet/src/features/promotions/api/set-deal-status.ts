import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PATCH .../deals/{dealId}`: switches one deal on or off. */
export function setDealStatus(hotelId: number, dealId: number, on: boolean) {
  return unwrap(
    api.PATCH('/api/v1/hotels/{hotelId}/deals/{dealId}', {
      params: { path: { hotelId, dealId } },
      body: { status: on ? 'ACTIVE' : 'INACTIVE' },
    }),
  );
}

/** `PUT .../deals/status`: switches every deal of the property on or off. */
export function setAllDealsStatus(hotelId: number, on: boolean) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/deals/status', {
      params: { path: { hotelId } },
      body: { status: on ? 'ACTIVE' : 'INACTIVE' },
    }),
  );
}
