/**
 * Module `add-ons` (issue 13). Contract: openapi/paths/add-ons.yaml (the photo upload, uploadAddOnPhoto, is the
 * media module's: it owns the photo pipeline and storage). Membership and the route rules (x-hotel-route:
 * addOnList, addOnCreate, addOnEdit, addOnPerformance) are checked by the app before a handler runs; the
 * service asks the domain policy again with the caller's roles.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

async function callerOf(request: FastifyRequest, hotelId: number): Promise<service.Caller> {
  const membership = await requireHotelAccess(request, hotelId);
  return { roles: membership.roles, lang: requestLanguage(request) };
}

const handlers: OperationHandlers = {
  async listAddOns(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.list(ctx, hotelId, await callerOf(request, hotelId));
  },
  async getAddOn(request, _reply, ctx) {
    const { hotelId, addOnId } = request.params;
    return service.get(ctx, hotelId, addOnId, await callerOf(request, hotelId));
  },
  async createAddOn(request, reply, ctx) {
    const { hotelId } = request.params;
    const created = await service.create(ctx, hotelId, request.body, await callerOf(request, hotelId));
    reply.code(201);
    return created;
  },
  async updateAddOn(request, _reply, ctx) {
    const { hotelId, addOnId } = request.params;
    return service.update(ctx, hotelId, addOnId, request.body, await callerOf(request, hotelId));
  },
  async setAddOnStatus(request, _reply, ctx) {
    const { hotelId, addOnId } = request.params;
    return service.setStatus(ctx, hotelId, addOnId, request.body.status, await callerOf(request, hotelId));
  },
  async addOnPerformance(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.performance(ctx, hotelId, request.query, await callerOf(request, hotelId));
  },
};

export const addOnsModule: ServerModule = { name: 'add-ons', handlers };
