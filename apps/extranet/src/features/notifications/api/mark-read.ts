import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../notifications/{notificationId}/read`: the caller has read this entry; answers the unread count. */
export function markNotificationRead(hotelId: number, notificationId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/notifications/{notificationId}/read', {
      params: { path: { hotelId, notificationId } },
    }),
  );
}

/** `POST .../notifications/read-all`: the caller has read every entry of the property. */
export function markAllNotificationsRead(hotelId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/notifications/read-all', { params: { path: { hotelId } } }),
  );
}
