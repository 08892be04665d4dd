import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET /api/v1/dashboard/pin/reset`: how many asked PIN resets wait for a market manager. */
export async function countPinResets(): Promise<number> {
  return (await unwrap(api.GET('/api/v1/dashboard/pin/reset'))).items.length;
}
