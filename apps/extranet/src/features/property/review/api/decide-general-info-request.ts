import { unwrap } from '@extranet/api';
import type { components } from '@extranet/api';
import { api } from '../../../../shared/api/client';

export type GeneralInfoDecisionInput = components['schemas']['GeneralInfoDecision'];

/** `POST /api/v1/review/general-info-requests/{requestId}/decision`: apply or reject a change request. */
export function decideGeneralInfoRequest(requestId: number, body: GeneralInfoDecisionInput) {
  return unwrap(
    api.POST('/api/v1/review/general-info-requests/{requestId}/decision', {
      params: { path: { requestId } },
      body,
    }),
  );
}
