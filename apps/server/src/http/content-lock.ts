import { contentLock } from '@extranet/domain';
import { AppError } from './errors.js';
import type { HotelAccess } from './session.js';

/**
 * Refuses a change to a property's content while its registration is submitted or rejected, or before it has
 * a category (409 with the ContentLock code of @extranet/domain). Operations that change a property's content
 * declare `x-any-status: true` (drafts may change) and call this after requireHotelAccess.
 */
export function assertContentEditable(membership: HotelAccess): void {
  const lock = contentLock(membership.hotel);
  if (lock) throw new AppError(409, lock);
}
