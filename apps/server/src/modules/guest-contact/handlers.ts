/**
 * Module `guest-contact`: the guest's phone and e-mail behind a code mailed to the staff member
 * (openapi/paths/guest-contact.yaml). Membership and the searchBookings route rule are checked by the app before a
 * handler runs. Handlers: parse, call one service, answer.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async getGuestContactState(request, _reply, ctx) {
    const { hotelId, bookingId } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    return service.state(ctx, hotelId, bookingId, accountId);
  },

  async sendGuestContactOtp(request, reply, ctx) {
    const { hotelId, bookingId } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    const sent = await service.sendCode(ctx, hotelId, bookingId, accountId, requestLanguage(request));
    reply.code(202);
    return sent;
  },

  async revealGuestContact(request, _reply, ctx) {
    const { hotelId, bookingId } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    return service.reveal(ctx, hotelId, bookingId, accountId, request.body.code);
  },
};

export const guestContactModule: ServerModule = { name: 'guest-contact', handlers };
