/**
 * Module `campaigns` (issue 13). Contract: openapi/paths/campaigns.yaml. A property's operations: membership and
 * the route's roles (x-hotel-route: campaignList / campaignView) are checked by the app before a handler runs,
 * the campaigns policy (vendor rule, approve-online to join) in the service. Market managers' operations need
 * the staff role 20 (the policy's campaign.manage). "Now" is ctx.clock.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess, requireSession, staffRoles } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

/** The caller at the request's property as the campaigns policy sees it. */
async function atHotel(request: FastifyRequest, hotelId: number): Promise<service.Caller> {
  const ctx = request.server.ctx;
  const membership = await requireHotelAccess(request, hotelId);
  return {
    access: { roles: membership.roles, staffRoles: [], hotel: membership.hotel },
    accountId: membership.accountId,
    lang: requestLanguage(request),
    clock: ctx.clock,
  };
}

/** The caller as marketplace staff (no property). */
async function asStaff(request: FastifyRequest): Promise<service.Caller> {
  const ctx = request.server.ctx;
  const { accountId } = await requireSession(request);
  return {
    access: { roles: [], staffRoles: await staffRoles(ctx.db, accountId), hotel: null },
    accountId,
    lang: requestLanguage(request),
    clock: ctx.clock,
  };
}

const handlers: OperationHandlers = {
  listCampaigns: async (request, _reply, ctx) => service.list(ctx.db, await asStaff(request)),
  async createCampaign(request, reply, ctx) {
    const campaign = await service.create(ctx.db, request.body, await asStaff(request));
    reply.code(201);
    return campaign;
  },
  getCampaign: async (request, _reply, ctx) =>
    service.get(ctx.db, request.params.campaignId, await asStaff(request)),
  updateCampaign: async (request, _reply, ctx) =>
    service.update(ctx.db, request.params.campaignId, request.body, await asStaff(request)),
  async listHotelCampaigns(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.listForHotel(ctx.db, hotelId, await atHotel(request, hotelId));
  },
  async getHotelCampaign(request, _reply, ctx) {
    const { hotelId, campaignId } = request.params;
    return service.getForHotel(ctx.db, hotelId, campaignId, await atHotel(request, hotelId));
  },
  async joinCampaign(request, _reply, ctx) {
    const { hotelId, campaignId } = request.params;
    return service.join(ctx.db, hotelId, campaignId, request.body, await atHotel(request, hotelId));
  },
  async leaveCampaign(request, _reply, ctx) {
    const { hotelId, campaignId } = request.params;
    return service.leave(ctx.db, hotelId, campaignId, await atHotel(request, hotelId));
  },
};

export const campaignsModule: ServerModule = { name: 'campaigns', handlers };
