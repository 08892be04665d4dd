import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../calendars`: imports another site's iCal link into a unit. */
export function addCalendar(hotelId: number, body: Schemas['CalendarCreate']) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/calendars', { params: { path: { hotelId } }, body }));
}
