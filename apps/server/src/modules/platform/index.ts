import {
  COOKIE,
  filterMenu,
  PROPERTY_ROLE_IDS,
  roleLabelKey,
  ROLE,
  routePath,
  type AccessContext,
} from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/lang.js';
import { findHotelAccess, optionalSession, requireHotelAccess, requireSession } from '../../http/session.js';
import type { ServerModule } from '../types.js';
import * as repo from './repository.js';
import { SERVICE_WORKER_SOURCE } from './service-worker.js';

const USER_MANAGE_ROLES = [3, 4, 5, 6, 7];

interface HotelParams {
  hotelId: number;
}
interface HotelUserParams extends HotelParams {
  userRoleId: number;
}
interface HotelUserUpdate {
  name?: string;
  phoneCode?: string | null;
  phone?: string;
  notificationAllowed?: boolean;
  roles?: number[];
}
interface CrashReportBody {
  error: string;
  info?: string;
  url?: string;
  clientTime?: string;
  browser?: Record<string, unknown>;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
}

export const platformModule: ServerModule = {
  name: 'platform',
  handlers: {
    getHealth: () => ({ status: 'ok' }),

    getReadiness: async (_request, reply, ctx) => {
      try {
        await ctx.db.query('SELECT 1');
      } catch (error) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', { cause: error });
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ready' };
    },

    listHotels: async (request, _reply, ctx) => {
      const session = await requireSession(request);
      return { items: await repo.listHotelsOfAccount(ctx.db, session.accountId) };
    },

    getHotel: async (request, _reply, ctx) => {
      const session = await requireSession(request);
      const { hotelId } = request.params as HotelParams;
      const hotel = await repo.findHotelOfAccount(ctx.db, session.accountId, hotelId);
      if (!hotel) throw notFound();
      return hotel;
    },

    listHotelUsers: async (request, _reply, ctx) => {
      const { hotelId } = request.params as HotelParams;
      const { page = 0, size = 20 } = request.query as { page?: number; size?: number };
      const { items, total } = await repo.listHotelUsers(ctx.db, hotelId, page, size);
      return { items, page: { page, size, total } };
    },

    getHotelUser: async (request, _reply, ctx) => {
      const { hotelId, userRoleId } = request.params as HotelUserParams;
      const me = await requireHotelAccess(request, hotelId);
      if (me.userRoleId !== userRoleId && !me.roles.some((r) => USER_MANAGE_ROLES.includes(r)))
        throw forbidden();
      const user = await repo.findHotelUser(ctx.db, hotelId, userRoleId);
      if (!user) throw notFound();
      return user;
    },

    updateHotelUser: async (request, _reply, ctx) => {
      const { hotelId, userRoleId } = request.params as HotelUserParams;
      const body = request.body as HotelUserUpdate;
      const me = await requireHotelAccess(request, hotelId);
      const isAdmin = me.roles.includes(ROLE.ADMINISTRATOR);
      const own = me.userRoleId === userRoleId;
      await ctx.db.transaction(async (tx) => {
        const target = await repo.lockHotelUser(tx, hotelId, userRoleId);
        if (!target) throw notFound();
        const changesRoles = body.roles !== undefined && !sameIds(body.roles, target.roles);
        if ((!own || changesRoles) && !isAdmin) throw forbidden('ADMINISTRATOR_REQUIRED');
        if (changesRoles && body.roles) {
          if (target.is_contact) throw new AppError(409, 'CONTACT_ROLE_LOCKED');
          const losesAdmin =
            target.roles.includes(ROLE.ADMINISTRATOR) && !body.roles.includes(ROLE.ADMINISTRATOR);
          if (losesAdmin && (await repo.countOtherAdministrators(tx, hotelId, userRoleId)) === 0) {
            throw new AppError(409, 'LAST_ADMINISTRATOR');
          }
        }
        await repo.updateHotelUserRow(tx, hotelId, userRoleId, {
          ...(changesRoles && body.roles ? { roles: body.roles } : {}),
          ...(body.notificationAllowed !== undefined
            ? { notificationAllowed: body.notificationAllowed }
            : {}),
        });
        if (body.name !== undefined || body.phone !== undefined || typeof body.phoneCode === 'string') {
          await repo.updateAccountContact(tx, target.account_id, {
            ...(body.name !== undefined ? { name: body.name.trim() } : {}),
            ...(typeof body.phoneCode === 'string' ? { phoneCode: body.phoneCode } : {}),
            ...(body.phone !== undefined ? { phone: body.phone === '' ? null : body.phone } : {}),
          });
        }
      });
      const user = await repo.findHotelUser(ctx.db, hotelId, userRoleId);
      if (!user) throw notFound();
      return user;
    },

    listRoles: (request) => {
      const lang = requestLanguage(request);
      return {
        items: PROPERTY_ROLE_IDS.map((roleId) => {
          const labelKey = roleLabelKey(roleId);
          return { roleId, labelKey, name: translate(lang, labelKey) ?? labelKey };
        }),
      };
    },

    getMenus: async (request, _reply, ctx) => {
      const session = await requireSession(request);
      const lang = requestLanguage(request);
      const requested = (request.query as { hotelId?: number }).hotelId;
      let hotelId: number | null = null;
      let access: AccessContext;
      if (requested !== undefined) {
        access = (await requireHotelAccess(request, requested)).access;
        hotelId = requested;
      } else {
        const current =
          session.hotelId === null ? null : await findHotelAccess(ctx.db, session.accountId, session.hotelId);
        if (current) {
          access = current.access;
          hotelId = current.hotelId;
        } else {
          const flags = await repo.findAccountFlags(ctx.db, session.accountId);
          if (!flags) throw new AppError(401, 'UNAUTHENTICATED');
          access = {
            roles: await repo.accountStaffRoles(ctx.db, session.accountId),
            privileges: [],
            hotel: null,
            user: {
              requireVerification: false,
              phoneCode: flags.phone_code,
              emailVerified: flags.email_verified,
              userRoleId: '',
            },
          };
        }
      }
      const label = (key: string) => translate(lang, key) ?? key;
      return {
        hotelId,
        sections: filterMenu(access).map((section) => ({
          id: section.id,
          labelKey: section.labelKey,
          label: label(section.labelKey),
          icon: section.icon,
          items: section.items.map((item) => ({
            routeId: item.routeId,
            labelKey: item.labelKey,
            label: label(item.labelKey),
            path: routePath(item.routeId),
            ...(item.newSince ? { newSince: item.newSince } : {}),
          })),
        })),
      };
    },

    resetCookies: (_request, reply) => {
      for (const name of [COOKIE.LANG, COOKIE.CURRENCY, COOKIE.ACCESS_TOKEN, COOKIE.REFRESH_TOKEN]) {
        reply.clearCookie(name, { path: '/' });
      }
      return reply.status(204).send();
    },

    createCrashReport: async (request, reply, ctx) => {
      const body = request.body as CrashReportBody;
      const session = await optionalSession(request);
      const userAgent = request.headers['user-agent'];
      const id = await repo.insertCrashReport(ctx.db, {
        requestId: request.id,
        accountId: session?.accountId ?? null,
        error: body.error,
        info: body.info ?? null,
        url: body.url ?? null,
        clientTime: body.clientTime ?? null,
        browser: body.browser ?? {},
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 1000) : null,
      });
      request.log.warn({ crashReportId: id, url: body.url }, 'client crash reported');
      return reply.status(201).send({ id });
    },

    getServiceWorker: (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/v3/')
        .send(SERVICE_WORKER_SOURCE),
  },
};
