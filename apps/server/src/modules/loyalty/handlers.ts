/**
 * Module `loyalty` (issue 13). Contract: openapi/paths/loyalty.yaml. The property's operations: membership and
 * the route rule (x-hotel-route: loyalty) are checked by the app before a handler runs. The queue and the
 * decisions need the marketplace staff role 20 (requireStaffRole). "Now" is ctx.clock.
 */
import { ROLE } from '@extranet/domain';
import { requestLanguage } from '../../http/lang.js';
import { requireSession, requireStaffRole } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  getLoyaltyEligibility: (request, _reply, ctx) =>
    service.getEligibility(ctx.db, request.params.hotelId, ctx.clock),
  getLoyalty: (request, _reply, ctx) => service.getLoyalty(ctx.db, request.params.hotelId, ctx.clock),
  async joinLoyalty(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const lang = requestLanguage(request);
    return service.join(ctx.db, request.params.hotelId, request.body, { accountId }, ctx.clock, lang);
  },
  async requestLoyaltyChange(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const lang = requestLanguage(request);
    return service.requestChange(
      ctx.db,
      request.params.hotelId,
      request.body,
      { accountId },
      ctx.clock,
      lang,
    );
  },
  async unjoinLoyalty(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    return service.unjoin(ctx.db, request.params.hotelId, { accountId }, ctx.clock);
  },
  async listLoyaltyReviews(request, _reply, ctx) {
    await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    return service.listReviews(ctx.db, ctx.clock);
  },
  async decideLoyaltyChange(request, _reply, ctx) {
    const { accountId } = await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    const { propertyId, draftId } = request.params;
    const lang = requestLanguage(request);
    return service.decide(ctx.db, propertyId, draftId, request.body, { accountId }, ctx.clock, lang);
  },
};

export const loyaltyModule: ServerModule = { name: 'loyalty', handlers };
