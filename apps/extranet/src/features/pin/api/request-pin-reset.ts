import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/pin/{accountId}/request-reset`: a blocked PIN's reset, for a market manager to approve. */
export function requestPinReset(accountId: number) {
  return unwrap(api.POST('/api/v1/pin/{accountId}/request-reset', { params: { path: { accountId } } }));
}
