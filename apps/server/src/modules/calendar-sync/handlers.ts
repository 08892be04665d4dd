/** Calendar sync's operations (openapi/paths/calendar-sync.yaml) and its scheduled job. See README.md. */
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../http/lang.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';
import { runDueSyncs } from './sync.js';

/** How often the scheduled job looks for due feeds (each feed is due every 30 minutes). */
const JOB_TICK_MS = 60_000;

const syncOptions = (ctx: AppContext) => ({
  allowPrivateHosts: ctx.config.calendarSyncAllowPrivateHosts,
  clock: ctx.clock,
});

const handlers: OperationHandlers = {
  listCalendars: (request, _reply, ctx) => service.listCalendars(ctx.db, request.params.hotelId, ctx.clock),

  async createCalendar(request, reply, ctx) {
    const caller = {
      appHost: ctx.config.appHost,
      host: request.headers.host,
      lang: requestLanguage(request),
    };
    const calendar = await service.createCalendar(
      ctx.db,
      request.params.hotelId,
      request.body,
      caller,
      ctx.clock,
    );
    reply.code(201);
    return calendar;
  },

  async deleteCalendar(request, reply, ctx) {
    await service.deleteCalendar(ctx.db, request.params.hotelId, request.params.calendarId);
    return reply.code(204).send();
  },

  syncCalendar: (request, _reply, ctx) =>
    service.syncCalendar(ctx.db, request.params.hotelId, request.params.calendarId, syncOptions(ctx)),

  rotateCalendarExport: (request, _reply, ctx) =>
    service.rotateExport(ctx.db, request.params.hotelId, request.params.roomId),

  async exportCalendar(request, reply, ctx) {
    const calendar = await service.exportCalendar(ctx.db, request.params.token, ctx.clock);
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/calendar; charset=utf-8');
    return calendar;
  },
};

/** iCal import and export per unit; a job syncs due feeds every minute (stopped and awaited on close). */
export const calendarSyncModule: ServerModule = {
  name: 'calendar-sync',
  handlers,
  register(app, ctx) {
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = runDueSyncs(ctx.db, syncOptions(ctx), (error) =>
        ctx.log.error({ err: error }, 'calendar sync failed'),
      )
        .then(() => undefined)
        .catch((error: unknown) => ctx.log.error({ err: error }, 'calendar sync job failed'))
        .finally(() => {
          running = null;
        });
    }, JOB_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
};
