import { unwrap } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `POST .../registration/submit`: the property goes to review (400 with every check when incomplete). */
export function submitRegistration(hotelId: number) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/registration/submit', { params: { path: { hotelId } } }));
}

/** `POST .../registration/restart`: a rejected property becomes a draft again, its data kept. */
export function restartRegistration(hotelId: number) {
  return unwrap(api.POST('/api/v1/hotels/{hotelId}/registration/restart', { params: { path: { hotelId } } }));
}
