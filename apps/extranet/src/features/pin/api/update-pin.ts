import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/pin/{accountId}/update`: change the PIN with the current one (a wrong one counts). */
export function updatePin(accountId: number, body: Schemas['PinUpdateInput']) {
  return unwrap(api.POST('/api/v1/pin/{accountId}/update', { params: { path: { accountId } }, body }));
}
