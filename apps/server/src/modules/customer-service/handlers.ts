/**
 * Module `customer-service` (SPEC 2 /customer-service/list). Contract: openapi/paths/customer-service.yaml. Not a
 * property's route: the service checks the caller's staff role 12 (docs/decisions/customer-service.md).
 */
import { requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async searchCustomerServiceBookings(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    return service.searchBookings(ctx, accountId, request.query);
  },
  async getCustomerServiceBooking(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    return service.getBooking(ctx, accountId, request.params.bookingId);
  },
  async searchCustomerServiceProperties(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    return service.searchProperties(ctx, accountId, request.query);
  },
};

export const customerServiceModule: ServerModule = { name: 'customer-service', handlers };
