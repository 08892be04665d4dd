/**
 * Module `notifications`: the notification centre. Contract: openapi/paths/notifications.yaml. The app checks
 * the session and the caller's membership with the `notification` route's roles (x-hotel-route) before any
 * handler; entries are the property's, read state the caller's.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { hiddenNotificationKinds } from '@extranet/domain';
import type { FastifyRequest } from 'fastify';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { NotificationHub } from './hub.js';
import * as service from './service.js';

/** Each app's hub and open streams (a process may run several apps: the tests do). */
const live = new WeakMap<AppContext, { hub: NotificationHub; open: Set<() => void> }>();

/** The caller as a reader of the property's entries: its account and the kinds its roles do not see. */
async function readerOf(request: FastifyRequest, hotelId: number): Promise<service.Reader> {
  const { accountId, roles } = await requireHotelAccess(request, hotelId);
  return { accountId, hidden: hiddenNotificationKinds(roles) };
}

const handlers: OperationHandlers = {
  async listNotifications(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.list(ctx, hotelId, await readerOf(request, hotelId), request.query);
  },
  async getUnreadNotificationCount(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.unreadCount(ctx, hotelId, await readerOf(request, hotelId));
  },
  async markNotificationRead(request, _reply, ctx) {
    const { hotelId, notificationId } = request.params;
    return service.markRead(ctx, hotelId, await readerOf(request, hotelId), notificationId);
  },
  async markAllNotificationsRead(request, _reply, ctx) {
    const { hotelId } = request.params;
    return service.markAllRead(ctx, hotelId, await readerOf(request, hotelId));
  },
  async streamNotifications(request, reply, ctx) {
    const { hotelId } = request.params;
    const reader = await readerOf(request, hotelId);
    const app = live.get(ctx);
    if (!app) throw new Error('notifications: the hub is not started');
    const { stream, close } = service.openStream(ctx, app.hub, hotelId, reader);
    app.open.add(close);
    request.raw.on('close', () => {
      app.open.delete(close);
      close();
    });
    return reply
      .type('text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no')
      .send(stream);
  },
};

export const notificationsModule: ServerModule = {
  name: 'notifications',
  handlers,
  async register(app: FastifyInstance, ctx: AppContext) {
    const hub = new NotificationHub(ctx.db, ctx.log);
    const open = new Set<() => void>();
    live.set(ctx, { hub, open });
    await hub.start();
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      for (const close of [...open]) close();
      open.clear();
    });
    app.addHook('onClose', () => hub.stop());
  },
};
