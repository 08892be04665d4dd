import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/dashboard/pin/reset`: a market manager approves (the PIN is cleared) or rejects a reset. */
export function decidePinReset(body: Schemas['PinResetDecisionInput']) {
  return unwrap(api.POST('/api/v1/dashboard/pin/reset', { body }));
}
