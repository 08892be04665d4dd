import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET /api/v1/review/commissions/count`: how many commission changes wait for a market manager. */
export async function countCommissionReviews(): Promise<number> {
  return (await unwrap(api.GET('/api/v1/review/commissions/count'))).count;
}
