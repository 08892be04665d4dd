/**
 * Module `insurance` (issue 14). Contract: openapi/paths/insurance.yaml. Membership and the route rules
 * (x-hotel-route: insurance, insuranceContact) are checked by the app before a handler runs; the service asks
 * the domain policy again with the caller's roles. "Now" is ctx.clock.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

async function callerOf(request: FastifyRequest, hotelId: number): Promise<service.Caller> {
  const membership = await requireHotelAccess(request, hotelId);
  return { accountId: membership.accountId, roles: membership.roles, lang: requestLanguage(request) };
}

const handlers: OperationHandlers = {
  async listInsuranceBookings(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.listBookings(ctx, hotelId, request.query, await callerOf(request, hotelId));
  },
  async getInsuranceContact(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.getContact(ctx, hotelId, await callerOf(request, hotelId));
  },
  async saveInsuranceContact(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.saveContact(ctx, hotelId, request.body, await callerOf(request, hotelId));
  },
};

/** Insurance: the bookings sold with insurance and the property's insurance contact. */
export const insuranceModule: ServerModule = { name: 'insurance', handlers };
