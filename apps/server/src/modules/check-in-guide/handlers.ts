/**
 * Module `check-in-guide`: the guide guests read before they arrive (openapi/paths/check-in-guide.yaml).
 * Membership and the checkInGuide route's rule are checked by the app before a handler runs; the marketplace
 * read is authenticated by the marketplace's API key. Handlers: parse, call one service, answer.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireMarketplace } from '../../http/marketplace-key.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  getCheckInGuide: (request, _reply, ctx) => service.getGuide(ctx, request.params.hotelId),

  async saveCheckInGuideDraft(request, _reply, ctx) {
    const { hotelId } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    return service.saveDraft(ctx, hotelId, accountId, request.body);
  },

  async submitCheckInGuide(request, reply, ctx) {
    const { hotelId } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    const version = await service.submit(ctx, hotelId, accountId, request.body, requestLanguage(request));
    reply.code(201);
    return version;
  },

  async setCheckInGuideActivation(request, _reply, ctx) {
    const { hotelId } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    return service.setActivation(ctx, hotelId, accountId, request.body.active);
  },

  getCheckInGuideLog: (request, _reply, ctx) => service.getLog(ctx, request.params.hotelId),

  getCheckInGuideVersion: (request, _reply, ctx) =>
    service.getVersion(ctx, request.params.hotelId, request.params.version),

  async marketplaceCheckInGuide(request, _reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return service.forBooking(ctx, request.params.hotelId, request.params.itineraryId);
  },
};

export const checkInGuideModule: ServerModule = { name: 'check-in-guide', handlers };
