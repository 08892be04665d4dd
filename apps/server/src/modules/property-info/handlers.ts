/**
 * Module `property-info`: general info and its change requests, contacts, countries and Indonesian areas.
 * Contract: openapi/paths/property-info.yaml. The app checks the session and, for a property's operations,
 * the membership and the roles of the hotelGeneralInfo page at any status; changes also need editable content
 * (services).
 */
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess, requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as contacts from './contacts-service.js';
import * as locations from './locations.js';
import * as review from './review-service.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  // locations
  listCountries: (request) => ({ items: locations.listCountries(requestLanguage(request)) }),
  listProvinces: async () => ({ items: await locations.listProvinces() }),
  listRegencies: async (request) => ({ items: await locations.listRegencies(request.query.provinceCode) }),
  listDistricts: async (request) => ({ items: await locations.listDistricts(request.query.regencyCode) }),

  // general info
  async getGeneralInfo(request, _reply, ctx) {
    return service.getGeneralInfo(ctx, await requireHotelAccess(request, request.params.hotelId));
  },
  async updateGeneralInfo(request, _reply, ctx) {
    const membership = await requireHotelAccess(request, request.params.hotelId);
    return service.updateGeneralInfo(ctx, membership, request.body, requestLanguage(request));
  },
  listGeneralInfoRequests: (request, _reply, ctx) =>
    service.listGeneralInfoRequests(ctx, request.params.hotelId),

  // contacts
  listContacts: (request, _reply, ctx) => contacts.listContacts(ctx, request.params.hotelId),
  async createContact(request, reply, ctx) {
    const membership = await requireHotelAccess(request, request.params.hotelId);
    const list = await contacts.createContact(ctx, membership, request.body, requestLanguage(request));
    reply.code(201);
    return list;
  },
  async updateContact(request, _reply, ctx) {
    const { hotelId, contactId } = request.params;
    const membership = await requireHotelAccess(request, hotelId);
    return contacts.updateContact(ctx, membership, contactId, request.body, requestLanguage(request));
  },
  async deleteContact(request, _reply, ctx) {
    const { hotelId, contactId } = request.params;
    return contacts.deleteContact(ctx, await requireHotelAccess(request, hotelId), contactId);
  },

  // market manager review
  async listGeneralInfoReviewQueue(request, _reply, ctx) {
    return review.reviewQueue(ctx, (await requireSession(request)).accountId);
  },
  async decideGeneralInfoRequest(request, _reply, ctx) {
    const session = await requireSession(request);
    return review.decide(ctx, session.accountId, request.params.requestId, request.body);
  },
};

export const propertyInfoModule: ServerModule = { name: 'property-info', handlers };
