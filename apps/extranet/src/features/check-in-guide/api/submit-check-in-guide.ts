import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../check-in-guide/submit`: a new version when every SPEC 5 rule passes, else field errors. */
export function submitCheckInGuide(hotelId: number, body: Schemas['CheckInGuideContent']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/check-in-guide/submit', { params: { path: { hotelId } }, body }),
  );
}
