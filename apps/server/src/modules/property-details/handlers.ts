/**
 * Module `property-details`: general policy with the children policy, announcements, content score, preview
 * PDF and the property at a glance. Contract: openapi/paths/property-details.yaml. Membership and the route's
 * access rule are checked by the app (x-hotel-roles / x-hotel-route); every change of content asks
 * assertContentEditable. Handlers: parse, call one service, answer.
 */
import type { FastifyReply } from 'fastify';
import { assertContentEditable } from '../../http/content-lock.js';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as content from './content-service.js';
import * as service from './service.js';

function created<T>(reply: FastifyReply, body: T): T {
  reply.code(201);
  return body;
}

const handlers: OperationHandlers = {
  getGeneralPolicy: (request, _reply, ctx) => service.getPolicy(ctx, request.params.hotelId),
  async updateGeneralPolicy(request, _reply, ctx) {
    const { hotelId } = request.params;
    assertContentEditable(await requireHotelAccess(request, hotelId));
    return service.updatePolicy(ctx, hotelId, request.body, requestLanguage(request));
  },

  listAnnouncements: (request, _reply, ctx) =>
    service.listAnnouncements(ctx, request.params.hotelId, request.query.period),
  async createAnnouncement(request, reply, ctx) {
    const { hotelId } = request.params;
    assertContentEditable(await requireHotelAccess(request, hotelId));
    const lang = requestLanguage(request);
    return created(reply, await service.createAnnouncement(ctx, hotelId, request.body, lang));
  },
  async updateAnnouncement(request, _reply, ctx) {
    const { hotelId, announcementId } = request.params;
    assertContentEditable(await requireHotelAccess(request, hotelId));
    const lang = requestLanguage(request);
    return service.updateAnnouncement(ctx, hotelId, announcementId, request.body, lang);
  },

  getContentScore: (request, _reply, ctx) => content.getContentScore(ctx, request.params.hotelId),
  getPropertyInfo: (request, _reply, ctx) => content.getPropertyInfo(ctx, request.params.hotelId),
  async getDetailsPdf(request, reply, ctx) {
    const { hotelId } = request.params;
    const pdf = await content.detailsPdf(ctx, hotelId, requestLanguage(request));
    const disposition = request.query.download ? 'attachment' : 'inline';
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `${disposition}; filename="property-${hotelId}-details.pdf"`)
      .send(pdf);
  },
};

export const propertyDetailsModule: ServerModule = { name: 'property-details', handlers };
