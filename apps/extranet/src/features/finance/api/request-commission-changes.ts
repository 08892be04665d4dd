import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../commissions/request-changes`: save the proposed values as the draft of a change. */
export function requestCommissionChanges(hotelId: number, body: Schemas['CommissionProposalInput']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/commissions/request-changes', { params: { path: { hotelId } }, body }),
  );
}
