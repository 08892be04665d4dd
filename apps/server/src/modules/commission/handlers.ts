/**
 * Module `commission` (issue 14). Contract: openapi/paths/commission.yaml. The property's operations: membership
 * and the route rule (x-hotel-route: commission, the finance roles) are checked by the app before a handler
 * runs. The queue, its count and the decisions need the marketplace staff role 20 (requireStaffRole). "Now" is
 * ctx.clock.
 */
import type { FastifyRequest } from 'fastify';
import { ROLE } from '@extranet/domain';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess, requireStaffRole } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { requirePinProof } from '../pin/index.js';
import * as service from './service.js';

async function callerOf(request: FastifyRequest, hotelId: number): Promise<service.Caller> {
  const membership = await requireHotelAccess(request, hotelId);
  return { accountId: membership.accountId, lang: requestLanguage(request) };
}

const handlers: OperationHandlers = {
  listCommissions: (request, _reply, ctx) => service.getCommission(ctx.db, request.params.hotelId),
  getCommissionDraft: (request, _reply, ctx) => service.getDraft(ctx.db, request.params.hotelId),
  async requestCommissionChanges(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.saveDraft(ctx.db, hotelId, request.body, await callerOf(request, hotelId), ctx.clock);
  },
  async submitCommissionChanges(request, _reply, ctx) {
    const { hotelId } = request.params;
    const caller = await callerOf(request, hotelId);
    // Submitting a change of what the property pays is a finance action: the PIN guards it, like the payment
    // details and the tax account (docs/decisions/pin.md). Checked before anything is read or written.
    const proof = request.headers['x-pin-proof'];
    await requirePinProof(ctx, caller.accountId, typeof proof === 'string' ? proof : undefined);
    return service.submitChanges(ctx.db, hotelId, caller, ctx.clock);
  },
  listCommissionLog: (request, _reply, ctx) => service.logPage(ctx.db, request.params.hotelId, request.query),
  async listCommissionReviews(request, _reply, ctx) {
    await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    return service.listReviews(ctx.db);
  },
  async countCommissionReviews(request, _reply, ctx) {
    await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    return service.countReviews(ctx.db);
  },
  async decideCommissionChange(request, _reply, ctx) {
    const { accountId } = await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    const { propertyId, requestId } = request.params;
    const caller = { accountId, lang: requestLanguage(request) };
    return service.decide(ctx.db, propertyId, requestId, request.body, caller, ctx.clock);
  },
};

/** Commission: values in force, change requests, the market managers' decisions and the log. */
export const commissionModule: ServerModule = { name: 'commission', handlers };
