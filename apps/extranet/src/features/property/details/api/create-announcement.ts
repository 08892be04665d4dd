import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `POST .../announcements`. */
export function createAnnouncement(hotelId: number, body: Schemas['AnnouncementInput']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/announcements', { params: { path: { hotelId } }, body }));
}
