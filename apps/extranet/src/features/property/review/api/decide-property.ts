import { unwrap } from '@extranet/api';
import type { components } from '@extranet/api';
import { api } from '../../../../shared/api/client';

export type PropertyDecisionInput = components['schemas']['PropertyDecisionInput'];

/** `POST /api/v1/review/properties/{propertyId}/decision`: approve, activate or reject. */
export function decideProperty(propertyId: number, body: PropertyDecisionInput) {
  return unwrap(
    api.POST('/api/v1/review/properties/{propertyId}/decision', { params: { path: { propertyId } }, body }),
  );
}
