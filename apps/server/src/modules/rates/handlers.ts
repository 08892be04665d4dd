/**
 * Module `rates`: the rate catalogue of a property (rooms read-only, rate plans, children rate plans, pricing
 * model with the LOS stay-length table, surcharges). Contract: openapi/paths/rates.yaml. Membership of the
 * property is checked by the app for every operation (hotelId path parameter); the rates policy in the
 * services. Handlers: parse, call one service, answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { propertyAccessOf } from '../../http/policy-access.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as children from './children-service.js';
import * as service from './service.js';
import * as surcharges from './surcharge-service.js';

/** The caller at the request's property as the rates policy sees it. */
async function accessOf(request: FastifyRequest, hotelId: number) {
  return propertyAccessOf(request.server.ctx.db, await requireHotelAccess(request, hotelId));
}

function created<T>(reply: FastifyReply, body: T): T {
  reply.code(201);
  return body;
}

const handlers: OperationHandlers = {
  // rooms
  listRooms: (request, _reply, ctx) => service.listRooms(ctx, request.params.hotelId),
  getRoom: (request, _reply, ctx) => service.getRoom(ctx, request.params.hotelId, request.params.roomId),

  // rate plans
  listRatePlans: (request, _reply, ctx) => service.listRatePlans(ctx, request.params.hotelId),
  getRatePlan: (request, _reply, ctx) =>
    service.getRatePlan(ctx, request.params.hotelId, request.params.ratePlanId),
  getRatePlanDerivedStatus: (request, _reply, ctx) =>
    service.ratePlanDerivedStatus(ctx, request.params.hotelId),
  checkRatePlanExpire: (request, _reply, ctx) => service.ratePlanExpiry(ctx, request.params.hotelId),
  async createRatePlan(request, reply, ctx) {
    const { hotelId } = request.params;
    const access = await accessOf(request, hotelId);
    const plan = await service.createRatePlan(ctx, access, hotelId, request.body, requestLanguage(request));
    return created(reply, plan);
  },
  async updateRatePlan(request, _reply, ctx) {
    const { hotelId, ratePlanId } = request.params;
    const access = await accessOf(request, hotelId);
    return service.updateRatePlan(ctx, access, hotelId, ratePlanId, request.body, requestLanguage(request));
  },
  async copyRatePlan(request, reply, ctx) {
    const { hotelId, ratePlanId } = request.params;
    const access = await accessOf(request, hotelId);
    const lang = requestLanguage(request);
    return created(reply, await service.copyRatePlan(ctx, access, hotelId, ratePlanId, request.body, lang));
  },

  // children rate plans
  listChildrenRatePlans: (request, _reply, ctx) =>
    children.listChildrenRatePlans(ctx, request.params.hotelId, requestLanguage(request)),
  getChildrenRatePlan: (request, _reply, ctx) =>
    children.getChildrenRatePlan(
      ctx,
      request.params.hotelId,
      request.params.childrenRatePlanId,
      requestLanguage(request),
    ),
  listChildrenRatePlanAvailableRatePlans: (request, _reply, ctx) =>
    children.availableRatePlans(
      ctx,
      request.params.hotelId,
      request.query.childrenRatePlanId ?? null,
      requestLanguage(request),
    ),
  async createChildrenRatePlan(request, reply, ctx) {
    const lang = requestLanguage(request);
    return created(
      reply,
      await children.createChildrenRatePlan(ctx, request.params.hotelId, request.body, lang),
    );
  },
  updateChildrenRatePlan: (request, _reply, ctx) =>
    children.updateChildrenRatePlan(
      ctx,
      request.params.hotelId,
      request.params.childrenRatePlanId,
      request.body,
      requestLanguage(request),
    ),
  setChildrenRatePlanActive: (request, _reply, ctx) =>
    children.setChildrenRatePlanActive(
      ctx,
      request.params.hotelId,
      request.params.childrenRatePlanId,
      request.body.active,
      requestLanguage(request),
    ),
  deleteChildrenRatePlan: (request, _reply, ctx) =>
    children.deleteChildrenRatePlan(
      ctx,
      request.params.hotelId,
      request.params.childrenRatePlanId,
      requestLanguage(request),
    ),

  // pricing model
  getPricingModel: (request, _reply, ctx) => service.getPricingModel(ctx, request.params.hotelId),
  async updatePricingModel(request, _reply, ctx) {
    const { hotelId } = request.params;
    const access = await accessOf(request, hotelId);
    return service.updatePricingModel(ctx, access, hotelId, request.body, requestLanguage(request));
  },

  // surcharges
  listSurcharges: (request, _reply, ctx) => surcharges.listSurcharges(ctx, request.params.hotelId),
  getSurcharge: (request, _reply, ctx) =>
    surcharges.getSurcharge(ctx, request.params.hotelId, request.params.surchargeId),
  async createSurcharge(request, reply, ctx) {
    const lang = requestLanguage(request);
    return created(reply, await surcharges.createSurcharge(ctx, request.params.hotelId, request.body, lang));
  },
  updateSurcharge: (request, _reply, ctx) =>
    surcharges.updateSurcharge(
      ctx,
      request.params.hotelId,
      request.params.surchargeId,
      request.body,
      requestLanguage(request),
    ),
  async copySurcharge(request, reply, ctx) {
    const { hotelId, surchargeId } = request.params;
    return created(
      reply,
      await surcharges.copySurcharge(ctx, hotelId, surchargeId, requestLanguage(request)),
    );
  },
  setSurchargeStatus: (request, _reply, ctx) =>
    surcharges.setSurchargeStatus(
      ctx,
      request.params.hotelId,
      request.params.surchargeId,
      request.body.status,
    ),
};

export const ratesModule: ServerModule = { name: 'rates', handlers };
