/**
 * Module `booking-requests` (issue 12): a booking's special requests. Contract: openapi/paths/booking-requests.yaml.
 * The marketplace's operations are authenticated by its API key; the property's by the session, with membership
 * and the route rule (x-hotel-route: searchBookings) checked by the app before a handler runs. "Now" is ctx.clock.
 */
import { requireMarketplace } from '../../http/marketplace-key.js';
import { requireHotelAccess, requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as reschedules from './reschedule-service.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async marketplaceListSpecialRequests(request, _reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return service.marketplaceList(ctx.db, request.params.bookingId);
  },
  async marketplaceAddSpecialRequest(request, reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    const header = request.headers['idempotency-key'];
    const { created, request: added } = await service.marketplaceAdd(ctx.db, {
      bookingId: request.params.bookingId,
      text: request.body.text,
      key: typeof header === 'string' && header.trim() !== '' ? header.trim() : null,
      now: ctx.clock(),
      publicUrl: ctx.config.publicUrl,
    });
    reply.code(created ? 201 : 200);
    return added;
  },
  listSpecialRequests: (request, _reply, ctx) =>
    service.list(ctx.db, request.params.hotelId, request.params.bookingId),
  async answerSpecialRequest(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const { hotelId, bookingId, requestId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    return service.answer(ctx.db, {
      hotelId,
      bookingId,
      requestId,
      answer: request.body.answer,
      note: request.body.note,
      accountId,
      roles: membership.roles,
      now: ctx.clock(),
    });
  },
  countPendingRequests: (request, _reply, ctx) =>
    service.pendingCount(ctx.db, request.params.hotelId, ctx.clock()),
  async marketplaceRequestReschedule(request, reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    const created = await reschedules.request(
      ctx.db,
      request.params.bookingId,
      request.body,
      ctx.clock(),
      ctx.config.publicUrl,
    );
    reply.code(201);
    return created;
  },
  async marketplaceListRescheduleRequests(request, _reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return reschedules.marketplaceList(ctx.db, request.params.bookingId, ctx.config.publicUrl);
  },
  listRescheduleRequests: (request, _reply, ctx) =>
    reschedules.list(ctx.db, request.params.hotelId, request.params.bookingId, ctx.config.publicUrl),
  async approveReschedule(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const { hotelId, bookingId, requestId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    return reschedules.approve(
      ctx.db,
      {
        hotelId,
        bookingId,
        requestId,
        accountId,
        roles: membership.roles,
        now: ctx.clock(),
        raiseAllotment: request.body?.raiseAllotment ?? false,
      },
      ctx.config.publicUrl,
    );
  },
  async rejectReschedule(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const { hotelId, bookingId, requestId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    return reschedules.reject(
      ctx.db,
      { hotelId, bookingId, requestId, accountId, roles: membership.roles, now: ctx.clock() },
      ctx.config.publicUrl,
    );
  },
  getRescheduleResult: (request, _reply, ctx) => reschedules.result(ctx.db, request.params.token),
};

export const bookingRequestsModule: ServerModule = { name: 'booking-requests', handlers };
