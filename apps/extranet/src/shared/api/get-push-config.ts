import { unwrap } from '@extranet/api';
import { api } from './client';

/** `GET /api/v1/push/config`: the server's VAPID public key, which the browser subscribes with. */
export function getPushConfig() {
  return unwrap(api.GET('/api/v1/push/config'));
}
