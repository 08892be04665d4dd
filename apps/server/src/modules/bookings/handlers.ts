/**
 * Module `bookings` (issue 12): booking search, export and detail. Contract: openapi/paths/bookings.yaml.
 * Membership and roles are checked by the app from the contract (x-hotel-route: searchBookings) before a handler
 * runs; the detail's finance lines follow bookingsPolicy for the caller's roles.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import { TABLE_CONTENT_TYPE } from '../../http/table-file.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { bookingsFile } from './export.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  searchBookings: (request, _reply, ctx) =>
    service.search(ctx, request.params.hotelId, request.query, requestLanguage(request)),
  async exportBookings(request, reply, ctx) {
    const { hotelId } = request.params;
    const lang = requestLanguage(request);
    const { format = 'csv', ...query } = request.query;
    const { rows, timeZone } = await service.exportRows(ctx, hotelId, query, lang);
    const file = await bookingsFile(rows, format, lang, timeZone);
    return reply
      .header('content-disposition', `attachment; filename="bookings-${hotelId}.${format}"`)
      .type(TABLE_CONTENT_TYPE[format])
      .send(file);
  },
  async getBooking(request, _reply, ctx) {
    const { hotelId, bookingId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    return service.detail(ctx, hotelId, bookingId, membership.roles);
  },
};

export const bookingsModule: ServerModule = { name: 'bookings', handlers };
