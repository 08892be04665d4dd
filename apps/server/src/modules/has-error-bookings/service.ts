/**
 * Bookings the marketplace intake could not place (SPEC 7 "has-error-bookings", docs/decisions/bookings.md):
 * listed for the property's staff, who mark them handled. "Now" is the server's clock.
 */
import type { Res } from '@extranet/api/operations';
import { bookingsPolicy, type HasErrorStatus } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import * as repo from './repository.js';

export async function list(
  db: Database,
  hotelId: number,
  status: HasErrorStatus,
): Promise<Res<'listHasErrorBookings'>> {
  const [items, open] = await Promise.all([repo.list(db, hotelId, status), repo.openCount(db, hotelId)]);
  return { items, open };
}

export async function markHandled(
  db: Database,
  h: { hotelId: number; id: number; accountId: number; roles: readonly number[]; now: Date },
): Promise<Res<'markHasErrorBookingHandled'>> {
  if (!bookingsPolicy.can({ roles: h.roles }, 'booking.handleError')) throw forbidden();
  if (!(await repo.find(db, h.hotelId, h.id))) throw notFound();
  await repo.markHandled(db, { hotelId: h.hotelId, id: h.id, accountId: h.accountId, at: h.now });
  const after = await repo.find(db, h.hotelId, h.id);
  if (!after) throw notFound();
  return after;
}
