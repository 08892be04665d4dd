import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/pin/{accountId}/create`: the first PIN, or a new one after an approved reset. */
export function createPin(accountId: number, body: Schemas['PinCreateInput']) {
  return unwrap(api.POST('/api/v1/pin/{accountId}/create', { params: { path: { accountId } }, body }));
}
