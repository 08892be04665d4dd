/**
 * Module `activity-log` (SPEC 2 /account/activity-log). Contract: openapi/paths/activity-log.yaml. Membership and
 * the route rule (x-hotel-route: activityLog) are checked by the app before a handler runs. The log is written by
 * this module's onSend hook: every successful change a user made at a property (a write of the contract whose
 * property access the server checked: request.hotelAccess), except the writes that change nothing
 * (@extranet/domain UNLOGGED_OPERATIONS). "Now" is ctx.clock.
 */
import { isLoggedActivity } from '@extranet/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireHotelAccess } from '../../http/session.js';
import type { AppContext } from '../../context.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async listActivityLog(request, _reply, ctx) {
    const { hotelId } = request.params;
    await requireHotelAccess(request, hotelId);
    return service.list(ctx, hotelId, request.query);
  },
};

/** What a request changed, when it is activity: its property, user, operation and the path's other ids. */
function activityOf(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): service.Activity | null {
  const operationId = request.routeOptions.config.operationId;
  if (!operationId || reply.statusCode >= 400 || !isLoggedActivity(request.method, operationId)) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const hotelId = Number(params.hotelId);
  const access = request.hotelAccess?.get(hotelId);
  if (!access) return null;
  const subject: Record<string, string> = {};
  for (const [name, value] of Object.entries(params))
    if (name !== 'hotelId' && value !== undefined) subject[name] = String(value).slice(0, 100);
  return { hotelId, accountId: access.accountId, operation: operationId, subject, at: ctx.clock() };
}

export const activityLogModule: ServerModule = {
  name: 'activity-log',
  handlers,
  register(app, ctx) {
    // Before the answer leaves, so the caller's next read of the log has it; a failed record is logged, never
    // the caller's problem (the change itself is done).
    app.addHook('onSend', async (request, reply, payload) => {
      const activity = activityOf(request, reply, ctx);
      if (activity) {
        await service.record(ctx.db, activity).catch((error: unknown) => {
          request.log.warn(
            { err: String(error), operation: activity.operation },
            'activity log: not recorded',
          );
        });
      }
      return payload;
    });
  },
};
