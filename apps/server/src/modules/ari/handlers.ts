/**
 * Module `ari`: the ARI calendar (availability, rates and inventory) of a property: the read, cell changes,
 * the change log, bulk updates and their undo, the download. Contract: openapi/paths/ari.yaml. Membership and
 * roles are checked by the app from the contract (x-hotel-roles); the rates policy in the services.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { propertyAccessOf } from '../../http/policy-access.js';
import { requireHotelAccess, requireSession } from '../../http/session.js';
import type { AppContext } from '../../context.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { bulkUpdate, undoBulkUpdate, type BulkRequest } from './bulk-service.js';
import { EXPORT_CONTENT_TYPE } from './export.js';
import * as service from './service.js';

/** The caller at the request's property as the rates policy sees it. */
async function accessOf(request: FastifyRequest, hotelId: number) {
  return propertyAccessOf(request.server.ctx.db, await requireHotelAccess(request, hotelId));
}

/** SPEC 7's narrower bulk calls are the same bulk update: the contract limits their fields. */
async function bulk(request: FastifyRequest, hotelId: number, body: BulkRequest, ctx: AppContext) {
  const { accountId } = await requireSession(request);
  return bulkUpdate(
    ctx,
    hotelId,
    accountId,
    body,
    requestLanguage(request),
    await accessOf(request, hotelId),
  );
}

const handlers: OperationHandlers = {
  async getAriCalendar(request, reply, ctx) {
    const calendar = await service.calendar(ctx, request.params.hotelId, request.query);
    reply.header('cache-control', 'no-store');
    return calendar;
  },
  async saveAriChanges(request, _reply, ctx) {
    const { hotelId } = request.params;
    const { accountId } = await requireSession(request);
    return service.saveChanges(ctx, hotelId, accountId, request.body, () => accessOf(request, hotelId));
  },
  listAriChanges: (request, _reply, ctx) => service.changeLog(ctx, request.params.hotelId, request.query),
  bulkUpdateAri: (request, _reply, ctx) => bulk(request, request.params.hotelId, request.body, ctx),
  bulkUpdateAriCloseOut: (request, _reply, ctx) => bulk(request, request.params.hotelId, request.body, ctx),
  bulkUpdateAriRestrictions: (request, _reply, ctx) =>
    bulk(request, request.params.hotelId, request.body, ctx),
  bulkUpdateAriCancellationPolicy: (request, _reply, ctx) =>
    bulk(request, request.params.hotelId, request.body, ctx),
  async undoAriBulkUpdate(request, _reply, ctx) {
    const { hotelId, batchId } = request.params;
    const { accountId } = await requireSession(request);
    return undoBulkUpdate(ctx, hotelId, accountId, batchId, await accessOf(request, hotelId));
  },
  async exportAri(request, reply, ctx) {
    const { hotelId } = request.params;
    const lang = requestLanguage(request);
    const { from, format, file } = await service.exportFile(ctx, hotelId, request.query, lang);
    return reply
      .header('content-disposition', `attachment; filename="ari-${hotelId}-${from}.${format}"`)
      .type(EXPORT_CONTENT_TYPE[format])
      .send(file);
  },
};

export const ariModule: ServerModule = { name: 'ari', handlers };
