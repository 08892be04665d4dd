/**
 * Accounts and sessions (openapi/paths/auth.yaml): sign-in, sessions and property switch, registration, OTP,
 * password reset, and the GraphQL endpoint (src/graphql). Rules in service.ts; SQL in the *-repository.ts files.
 */
import { handleGraphql } from '../../graphql/handler.js';
import { requestLanguage } from '../../http/lang.js';
import { optionalSession, requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { clearSessionCookies, refreshTokenOf, setLangCookie } from './cookies.js';
import { authContext, issueCookies, sessionBody, withAuthErrors } from './edge.js';
import { startHousekeeping } from './housekeeping.js';
import * as passwords from './password-service.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  login: (request, reply) =>
    withAuthErrors(request, async () => {
      const lang = requestLanguage(request);
      const issued = await service.login(authContext(request, lang), request.body);
      const session = await sessionBody(request, issued.accountId, issued.familyId);
      await issueCookies(request, reply, issued, session.currentHotelId, issued.lang);
      return session;
    }),

  logout: (request, reply, ctx) =>
    withAuthErrors(request, async () => {
      const session = await optionalSession(request);
      await service.logout(ctx.db, refreshTokenOf(request), session?.sessionId ?? null);
      clearSessionCookies(request, reply);
      return reply.status(204).send();
    }),

  getSession: (request) =>
    withAuthErrors(request, async () => {
      const session = await requireSession(request);
      return sessionBody(request, session.accountId, session.sessionId ?? null);
    }),

  switchSessionHotel: (request, reply, ctx) =>
    withAuthErrors(request, async () => {
      const session = await requireSession(request);
      const { hotelId } = request.body;
      const familyId = session.sessionId ?? null;
      await service.switchHotel(ctx.db, session.accountId, familyId, hotelId);
      const body = await sessionBody(request, session.accountId, familyId);
      if (familyId) await issueCookies(request, reply, { accountId: session.accountId, familyId }, hotelId);
      return body;
    }),

  setSessionLanguage: (request, reply, ctx) =>
    withAuthErrors(request, async () => {
      const session = await requireSession(request);
      const { language } = request.body;
      await service.setLanguage(ctx.db, session.accountId, language);
      setLangCookie(request, reply, language);
      return reply.status(204).send();
    }),

  register: (request, reply) =>
    withAuthErrors(request, async () => {
      const result = await service.register(authContext(request), request.body);
      return reply
        .status(201)
        .send({ accountId: String(result.accountId), email: result.email, otp: result.otp });
    }),

  resetPassword: (request, reply, ctx) =>
    withAuthErrors(request, async () => {
      await passwords.resetPassword(ctx.db, request.body);
      return reply.status(204).send();
    }),

  checkEmail: (request) =>
    withAuthErrors(request, () => service.checkEmail(authContext(request), request.query.email)),

  generateOtp: (request) =>
    withAuthErrors(request, async () => {
      const session = await optionalSession(request);
      const { requestType } = request.params;
      return service.generateOtp(
        authContext(request),
        requestType,
        request.body.email,
        session?.accountId ?? null,
      );
    }),

  verifyOtp: (request) =>
    withAuthErrors(request, async () => {
      const session = await optionalSession(request);
      return service.verifyOtp(authContext(request), request.body, session?.accountId ?? null);
    }),

  graphql: (request, reply) => handleGraphql(request, reply),
};

/** Accounts and sessions: sign-in, sessions and property switch, registration, OTP, password reset, GraphQL. */
export const authModule: ServerModule = {
  name: 'auth',
  handlers,
  register(app, ctx) {
    const stop = startHousekeeping(ctx.db, ctx.log);
    app.addHook('onClose', stop);
  },
};
