/**
 * Module `promotions` (issue 13): a property's deals. Contract: openapi/paths/promotions.yaml. Membership and
 * the promo list's route rule (x-hotel-route: promoList: roles, the vendor rule) are checked by the app before a
 * handler runs; the promotions policy again in the service. Handlers: parse, call one service, answer.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { propertyAccessOf } from '../../http/policy-access.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';
import { summary } from './summary-service.js';

/** The caller at the request's property as the policy sees it. */
async function callerOf(request: FastifyRequest, hotelId: number): Promise<service.Caller> {
  const ctx = request.server.ctx;
  const access = await propertyAccessOf(ctx.db, await requireHotelAccess(request, hotelId));
  return { access, lang: requestLanguage(request), now: ctx.clock() };
}

const handlers: OperationHandlers = {
  async listDeals(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.list(ctx.db, hotelId, await callerOf(request, hotelId));
  },
  async createDeal(request, reply, ctx) {
    const { hotelId } = request.params;
    const deal = await service.create(ctx.db, hotelId, request.body, await callerOf(request, hotelId));
    reply.code(201);
    return deal;
  },
  async getDealSampleStay(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.sampleStay(ctx.db, hotelId, request.query, await callerOf(request, hotelId));
  },
  async listOtherOffers(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.otherOffers(ctx.db, hotelId, await callerOf(request, hotelId));
  },
  async getDeal(request, _reply, ctx) {
    const { hotelId, dealId } = request.params;
    return service.get(ctx.db, hotelId, dealId, await callerOf(request, hotelId));
  },
  async updateDeal(request, _reply, ctx) {
    const { hotelId, dealId } = request.params;
    return service.update(ctx.db, hotelId, dealId, request.body, await callerOf(request, hotelId));
  },
  async setDealStatus(request, _reply, ctx) {
    const { hotelId, dealId } = request.params;
    return service.setStatus(ctx.db, hotelId, dealId, request.body.status, await callerOf(request, hotelId));
  },
  async setAllDealsStatus(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.setAll(ctx.db, hotelId, request.body.status, await callerOf(request, hotelId));
  },
  async getPromoPerformanceSummary(request, _reply, ctx) {
    const { hotelId } = request.params;
    return summary(ctx.db, hotelId, request.query, await callerOf(request, hotelId));
  },
};

export const promotionsModule: ServerModule = { name: 'promotions', handlers };
