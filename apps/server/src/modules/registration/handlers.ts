/**
 * Module `registration`: a property's registration (category, the steps this module keeps, recording the
 * steps other modules keep, submit, register again), the signed agreement and its PDF, and the market
 * managers' review. Contract: openapi/paths/registration.yaml. Property operations: membership and roles are
 * checked by the app (hotelId, x-hotel-roles, x-any-status); review operations need staff role 20.
 */
import { ROLE } from '@extranet/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess, requireSession, requireStaffRole } from '../../http/session.js';
import { issueCookies } from '../auth/edge.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { agreementPdf } from './agreement-pdf.js';
import * as registration from './registration-service.js';
import * as review from './review-service.js';

const access = (request: FastifyRequest, hotelId: number) => requireHotelAccess(request, hotelId);
const marketManager = (request: FastifyRequest) => requireStaffRole(request, [ROLE.MARKET_MANAGER]);

const handlers: OperationHandlers = {
  async createRegistration(request, reply, ctx) {
    const session = await requireSession(request);
    const familyId = session.sessionId ?? null;
    const caller = { accountId: session.accountId, hotelId: session.hotelId, familyId };
    const created = await registration.createRegistration(
      ctx,
      caller,
      request.body,
      requestLanguage(request),
    );
    if (familyId)
      await issueCookies(request, reply, { accountId: session.accountId, familyId }, created.hotelId);
    reply.code(201);
    return created;
  },
  getRegistration: (request, _reply, ctx) =>
    registration.getRegistration(ctx, request.params.hotelId, requestLanguage(request)),
  async savePropertyType(request, _reply, ctx) {
    const membership = await access(request, request.params.hotelId);
    return registration.savePropertyType(ctx, membership, request.body, requestLanguage(request));
  },
  async saveOtherPlatform(request, _reply, ctx) {
    const membership = await access(request, request.params.hotelId);
    return registration.saveOtherPlatform(ctx, membership, request.body, requestLanguage(request));
  },
  async saveAgreement(request, _reply, ctx) {
    const membership = await access(request, request.params.hotelId);
    return registration.saveAgreement(ctx, membership, request.body, requestLanguage(request));
  },
  async savePaymentDetail(request, _reply, ctx) {
    const membership = await access(request, request.params.hotelId);
    return registration.savePaymentDetail(ctx, membership, request.body, requestLanguage(request));
  },
  async recordRegistrationStep(request, _reply, ctx) {
    const membership = await access(request, request.params.hotelId);
    return registration.recordStep(ctx, membership, request.body.step, requestLanguage(request));
  },
  async submitRegistration(request, _reply, ctx) {
    const membership = await access(request, request.params.hotelId);
    return registration.submit(ctx, membership, requestLanguage(request));
  },
  async restartRegistration(request, _reply, ctx) {
    const membership = await access(request, request.params.hotelId);
    return registration.restart(ctx, membership, requestLanguage(request));
  },
  getAgreement: (request, _reply, ctx) => registration.getAgreement(ctx, request.params.hotelId),
  async getAgreementPdf(request, reply, ctx) {
    const agreement = await registration.getAgreement(ctx, request.params.hotelId);
    const pdf = await agreementPdf(agreement);
    const file = `agreement-${request.params.hotelId}-${agreement.version}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(pdf);
  },

  async listPropertyReviews(request, _reply, ctx) {
    await marketManager(request);
    return review.listPropertyReviews(ctx);
  },
  async getPropertyReview(request, _reply, ctx) {
    await marketManager(request);
    return review.getPropertyReview(ctx, request.params.propertyId, requestLanguage(request));
  },
  async decideProperty(request, _reply, ctx) {
    const session = await marketManager(request);
    const { propertyId } = request.params;
    return review.decideProperty(ctx, session.accountId, propertyId, request.body, requestLanguage(request));
  },
};

export const registrationModule: ServerModule = { name: 'registration', handlers };
