import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `DELETE .../calendars/{calendarId}`. */
export function deleteCalendar(hotelId: number, calendarId: number) {
  return unwrap(
    api.DELETE('/api/v1/hotels/{hotelId}/calendars/{calendarId}', {
      params: { path: { hotelId, calendarId } },
    }),
  );
}
