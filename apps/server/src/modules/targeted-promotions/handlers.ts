/**
 * Module `targeted-promotions` (issue 13): a property's exclusive member deals and corporate rates. Contract:
 * openapi/paths/targeted-promotions.yaml. Membership and the route rules (x-hotel-route: exclusiveMemberDeals,
 * targetedPromoCreate|Edit|View: roles, features, the vendor rule) are checked by the app before a handler runs;
 * the targeted policy again in the service (and the market manager's target users). Handlers: parse, call one
 * service, answer.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { propertyAccessOf } from '../../http/policy-access.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

/** The caller at the request's property as the policy sees it. */
async function callerOf(request: FastifyRequest, hotelId: number): Promise<service.Caller> {
  const ctx = request.server.ctx;
  const access = await propertyAccessOf(ctx.db, await requireHotelAccess(request, hotelId));
  return { access, lang: requestLanguage(request), now: ctx.clock() };
}

const handlers: OperationHandlers = {
  async listTargetedPromotions(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.list(ctx.db, hotelId, await callerOf(request, hotelId));
  },
  async createTargetedPromotion(request, reply, ctx) {
    const { hotelId } = request.params;
    const created = await service.create(ctx.db, hotelId, request.body, await callerOf(request, hotelId));
    reply.code(201);
    return created;
  },
  async getTargetedPromotion(request, _reply, ctx) {
    const { hotelId, targetedPromotionId } = request.params;
    return service.get(ctx.db, hotelId, targetedPromotionId, await callerOf(request, hotelId));
  },
  async updateTargetedPromotion(request, _reply, ctx) {
    const { hotelId, targetedPromotionId } = request.params;
    const caller = await callerOf(request, hotelId);
    return service.update(ctx.db, hotelId, targetedPromotionId, request.body, caller);
  },
  async setTargetedPromotionStatus(request, _reply, ctx) {
    const { hotelId, targetedPromotionId } = request.params;
    const caller = await callerOf(request, hotelId);
    return service.setStatus(ctx.db, hotelId, targetedPromotionId, request.body.status, caller);
  },
};

export const targetedPromotionsModule: ServerModule = { name: 'targeted-promotions', handlers };
