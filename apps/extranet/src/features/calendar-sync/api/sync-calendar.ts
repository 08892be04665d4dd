import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../calendars/{calendarId}/sync`: reads an imported calendar now. */
export function syncCalendar(hotelId: number, calendarId: number) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/calendars/{calendarId}/sync', {
      params: { path: { hotelId, calendarId } },
    }),
  );
}
