import { ActiveStatus } from '../status.js';

/**
 * Why a property's content (general info, contacts, policy, facilities, rooms, photos, registration steps)
 * cannot be changed now, or null when it can (SPEC 4: "after submit nothing can be changed"):
 * - REGISTRATION_SUBMITTED: submitted and waiting for a market manager (PENDING with a category);
 * - REGISTRATION_REJECTED: rejected; the owner registers again first (which reopens the draft);
 * - CATEGORY_REQUIRED: no category picked yet (PENDING or REJECTED without accommodationType).
 * Drafts and approved properties (offline or online) may be changed.
 */
export type ContentLock = 'REGISTRATION_SUBMITTED' | 'REGISTRATION_REJECTED' | 'CATEGORY_REQUIRED';

export function contentLock(hotel: {
  readonly activeStatus: number;
  readonly accommodationType: string | null;
}): ContentLock | null {
  if (!hotel.accommodationType) return 'CATEGORY_REQUIRED';
  if (hotel.activeStatus === ActiveStatus.PENDING) return 'REGISTRATION_SUBMITTED';
  if (hotel.activeStatus === ActiveStatus.REJECTED) return 'REGISTRATION_REJECTED';
  return null;
}
