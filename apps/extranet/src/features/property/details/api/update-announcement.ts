import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `PATCH .../announcements/{announcementId}`: changes its fields, or switches it on or off. */
export function updateAnnouncement(
  hotelId: number,
  announcementId: number,
  body: Schemas['AnnouncementPatch'],
) {
  return unwrap(
    api.PATCH('/api/v1/hotels/{hotelId}/announcements/{announcementId}', {
      params: { path: { hotelId, announcementId } },
      body,
    }),
  );
}
