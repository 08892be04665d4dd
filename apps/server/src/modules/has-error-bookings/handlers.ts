/**
 * Module `has-error-bookings` (issue 12, SPEC 7): the booking requests the marketplace intake refused. Contract:
 * openapi/paths/has-error-bookings.yaml. Membership and the route rule (x-hotel-route: searchBookings) are
 * checked by the app before a handler runs; marking handled checks the bookings policy too. "Now" is ctx.clock.
 */
import { requireHotelAccess, requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  listHasErrorBookings: (request, _reply, ctx) =>
    service.list(ctx.db, request.params.hotelId, request.query?.status ?? 'OPEN'),
  async markHasErrorBookingHandled(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const { hotelId, hasErrorId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    return service.markHandled(ctx.db, {
      hotelId,
      id: hasErrorId,
      accountId,
      roles: membership.roles,
      now: ctx.clock(),
    });
  },
};

export const hasErrorBookingsModule: ServerModule = { name: 'has-error-bookings', handlers };
