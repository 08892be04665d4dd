import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/review/commissions/{propertyId}/requests/{requestId}/decision`: approve or reject. */
export function decideCommissionChange(
  propertyId: number,
  requestId: number,
  body: Schemas['CommissionDecisionInput'],
) {
  return unwrap(
    api.POST('/api/v1/review/commissions/{propertyId}/requests/{requestId}/decision', {
      params: { path: { propertyId, requestId } },
      body,
    }),
  );
}
