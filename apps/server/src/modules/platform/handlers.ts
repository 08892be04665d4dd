/** Platform operations: health, the caller's properties, property users, roles, menus, cookies, crash reports. */
import { COOKIE, type AccessContext } from '@extranet/domain';
import { requestLanguage } from '../../http/lang.js';
import { findHotelAccess, optionalSession, requireHotelAccess, requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';
import * as users from './users-service.js';
import { SERVICE_WORKER_SOURCE } from './service-worker.js';

const handlers: OperationHandlers = {
  getHealth: () => ({ status: 'ok' }),

  getReadiness: async (_request, reply, ctx) => {
    await service.checkReady(ctx.db);
    reply.header('cache-control', 'no-store');
    return { status: 'ready' };
  },

  listHotels: async (request, _reply, ctx) => {
    const session = await requireSession(request);
    return service.listHotels(ctx.db, session.accountId);
  },

  getHotel: async (request, _reply, ctx) => {
    const session = await requireSession(request);
    return service.getHotel(ctx.db, session.accountId, request.params.hotelId);
  },

  listHotelUsers: async (request, _reply, ctx) => {
    const me = await requireHotelAccess(request, request.params.hotelId);
    const { page = 0, size = 20 } = request.query;
    return service.listHotelUsers(ctx.db, me, page, size);
  },

  createHotelUser: async (request, reply, ctx) => {
    const me = await requireHotelAccess(request, request.params.hotelId);
    const lang = requestLanguage(request);
    const user = await users.createHotelUser(ctx.db, me, request.body, lang, ctx.config.publicUrl);
    return reply.status(201).send(user);
  },

  deleteHotelUser: async (request, reply, ctx) => {
    const me = await requireHotelAccess(request, request.params.hotelId);
    await users.deleteHotelUser(ctx.db, me, request.params.userRoleId, requestLanguage(request));
    return reply.status(204).send();
  },

  getHotelUser: async (request, _reply, ctx) => {
    const me = await requireHotelAccess(request, request.params.hotelId);
    return service.getHotelUser(ctx.db, me, request.params.userRoleId);
  },

  updateHotelUser: async (request, _reply, ctx) => {
    const me = await requireHotelAccess(request, request.params.hotelId);
    return service.updateHotelUser(
      ctx.db,
      me,
      request.params.userRoleId,
      request.body,
      requestLanguage(request),
    );
  },

  listRoles: (request) => service.listRoles(requestLanguage(request)),

  getMenus: async (request, _reply, ctx) => {
    const session = await requireSession(request);
    const requested = request.query.hotelId;
    let hotelId: number | null = null;
    let access: AccessContext;
    if (requested !== undefined) {
      access = (await requireHotelAccess(request, requested)).access;
      hotelId = requested;
    } else {
      const current =
        session.hotelId === null ? null : await findHotelAccess(ctx.db, session.accountId, session.hotelId);
      hotelId = current?.hotelId ?? null;
      access = current ? current.access : await service.accountAccess(ctx.db, session.accountId);
    }
    if (hotelId !== null) access = await service.withAccountStaffRoles(ctx.db, session.accountId, access);
    return service.menuOf(access, hotelId, requestLanguage(request));
  },

  resetCookies: (_request, reply) => {
    for (const name of [COOKIE.LANG, COOKIE.CURRENCY, COOKIE.ACCESS_TOKEN, COOKIE.REFRESH_TOKEN]) {
      reply.clearCookie(name, { path: '/' });
    }
    return reply.status(204).send();
  },

  createCrashReport: async (request, reply, ctx) => {
    const session = await optionalSession(request);
    const id = await service.createCrashReport(ctx.db, request.body, {
      requestId: request.id,
      accountId: session?.accountId ?? null,
      userAgent: request.headers['user-agent'],
    });
    request.log.warn({ crashReportId: id, url: request.body.url }, 'client crash reported');
    return reply.status(201).send({ id });
  },

  getServiceWorker: (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/v3/')
      .send(SERVICE_WORKER_SOURCE),
};

export const platformModule: ServerModule = { name: 'platform', handlers };
