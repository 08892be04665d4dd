/**
 * Module `payment-details` (finance part 1). Contract: openapi/paths/finance-statements.yaml. The property's
 * operations: membership and the route rule (x-hotel-route: paymentDetails) are checked by the app first. The
 * queue and the decisions need the marketplace staff role 20 (requireStaffRole).
 */
import { ROLE } from '@extranet/domain';
import { requestLanguage } from '../../http/lang.js';
import { requireSession, requireStaffRole } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const proofOf = (header: unknown): string | undefined => (typeof header === 'string' ? header : undefined);

const handlers: OperationHandlers = {
  getPaymentDetails: (request, _reply, ctx) => service.getDetails(ctx, request.params.hotelId),
  async revealPaymentAccount(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    return service.revealAccount(
      ctx,
      request.params.hotelId,
      accountId,
      proofOf(request.headers['x-pin-proof']),
    );
  },
  async requestPaymentDetailChange(request, reply, ctx) {
    const { accountId } = await requireSession(request);
    const view = await service.requestChange(
      ctx,
      request.params.hotelId,
      request.body,
      { accountId, lang: requestLanguage(request) },
      proofOf(request.headers['x-pin-proof']),
    );
    reply.code(201);
    return view;
  },
  async listPaymentDetailReviews(request, _reply, ctx) {
    await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    return service.listReviews(ctx);
  },
  async decidePaymentDetailChange(request, _reply, ctx) {
    const { accountId } = await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    const { propertyId, requestId } = request.params;
    return service.decide(ctx, propertyId, requestId, request.body, {
      accountId,
      lang: requestLanguage(request),
    });
  },
};

/** Payment details: the details in force, change requests and the market managers' decisions. */
export const paymentDetailsModule: ServerModule = { name: 'payment-details', handlers };
