import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/review/payment-details/{propertyId}/requests/{requestId}/decision` (market managers). */
export function decidePaymentDetailChange(
  propertyId: number,
  requestId: number,
  body: Schemas['PaymentDetailDecisionInput'],
) {
  return unwrap(
    api.POST('/api/v1/review/payment-details/{propertyId}/requests/{requestId}/decision', {
      params: { path: { propertyId, requestId } },
      body,
    }),
  );
}
