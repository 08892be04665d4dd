/**
 * Module `booking-vcc`: virtual cards of bookings (openapi/paths/booking-vcc.yaml). The marketplace's attach is
 * authenticated by its API key; staff operations by membership and the searchBookings route rule (checked by
 * the app before a handler runs). Handlers: parse, call one service, answer.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireMarketplace } from '../../http/marketplace-key.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async marketplaceAttachVcc(request, _reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return service.attach(ctx, request.params.bookingId, request.body, requestLanguage(request));
  },

  async getBookingVcc(request, _reply, ctx) {
    const { hotelId, bookingId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    return service.view(ctx, hotelId, bookingId, membership.roles);
  },

  async revealBookingVcc(request, _reply, ctx) {
    const { hotelId, bookingId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    const proof = request.headers['x-pin-proof'];
    return service.reveal(ctx, hotelId, bookingId, membership, typeof proof === 'string' ? proof : undefined);
  },

  vccCurrencyList: async () => service.currencies(),
};

export const bookingVccModule: ServerModule = { name: 'booking-vcc', handlers };
