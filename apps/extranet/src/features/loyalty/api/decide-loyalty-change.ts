import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/review/loyalty/{propertyId}/drafts/{draftId}/decision`: approve or reject an asked change. */
export function decideLoyaltyChange(
  propertyId: number,
  draftId: number,
  body: Schemas['LoyaltyDecisionInput'],
) {
  return unwrap(
    api.POST('/api/v1/review/loyalty/{propertyId}/drafts/{draftId}/decision', {
      params: { path: { propertyId, draftId } },
      body,
    }),
  );
}
