import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `PUT .../check-in-guide/draft`: keeps the draft on the server, complete or not. */
export function saveCheckInGuideDraft(hotelId: number, body: Schemas['CheckInGuideContent']) {
  return unwrap(
    api.PUT('/api/v1/hotels/{hotelId}/check-in-guide/draft', { params: { path: { hotelId } }, body }),
  );
}
