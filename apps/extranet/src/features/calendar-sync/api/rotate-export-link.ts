import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../calendars/export/{roomId}/rotate`: a new export link for a unit (the old one stops working). */
export function rotateExportLink(hotelId: number, roomId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/calendars/export/{roomId}/rotate', {
      params: { path: { hotelId, roomId } },
    }),
  );
}
