import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/pin/{accountId}/forget`: "I forgot my PIN", a reset for a market manager to approve. */
export function forgetPin(accountId: number) {
  return unwrap(api.POST('/api/v1/pin/{accountId}/forget', { params: { path: { accountId } } }));
}
