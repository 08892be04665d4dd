import { unwrap } from '@extranet/api';
import { api } from './client';

/** `GET /api/v1/auth/session`: the signed-in session (401 when nobody is signed in). */
export function getSession() {
  return unwrap(api.GET('/api/v1/auth/session'));
}
