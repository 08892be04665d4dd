/**
 * Module `activity-log` (SPEC 2 /account/activity-log). Contract: openapi/paths/activity-log.yaml. Membership and
 * the route rule (x-hotel-route: activityLog) are checked by the app before a handler runs. The log is written by
 * this module's onSend hook: every successful change a user made at a property (a write of the contract whose
 * property access the server checked: request.hotelAccess), except the writes that change nothing
 * (@extranet/domain UNLOGGED_OPERATIONS). "Now" is ctx.clock. A creation (201) has no id of the new item in its
 * path: the id its answer names is recorded too, when it is the one the item's own route is addressed by
 * (`POST .../room-data` answering `{ roomId }`, item route `.../room-data/:roomId`).
 */
import { isLoggedActivity } from '@extranet/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
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

const ITEM_METHODS: readonly HTTPMethods[] = ['GET', 'PUT', 'PATCH', 'DELETE'];

/**
 * The id of the item a creation made: a field `<name>Id` of its answer (a number or a short text) whose item route
 * `<the creation's route>/:<name>Id` exists. Nothing when the answer is not such an object.
 */
function createdIds(app: FastifyInstance, request: FastifyRequest, payload: unknown): Record<string, string> {
  const url = request.routeOptions.url;
  if (typeof payload !== 'string' || !url || !payload.startsWith('{')) return {};
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return {};
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (!/^[a-z][A-Za-z0-9]*Id$/.test(name) || name === 'hotelId') continue;
    if (!(typeof value === 'number' || (typeof value === 'string' && value.length <= 100))) continue;
    const item = `${url}/:${name}`;
    if (ITEM_METHODS.some((method) => app.hasRoute({ url: item, method }))) out[name] = String(value);
  }
  return out;
}

/**
 * What a request changed, when it is activity: its property, user, operation and the path's other ids (and, for
 * a creation, the new item's id).
 */
function activityOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  ctx: AppContext,
): service.Activity | null {
  const operationId = request.routeOptions.config.operationId;
  if (!operationId || reply.statusCode >= 400 || !isLoggedActivity(request.method, operationId)) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const hotelId = Number(params.hotelId);
  const access = request.hotelAccess?.get(hotelId);
  if (!access) return null;
  const subject: Record<string, string> = {};
  for (const [name, value] of Object.entries(params))
    if (name !== 'hotelId' && value !== undefined) subject[name] = String(value).slice(0, 100);
  if (reply.statusCode === 201) Object.assign(subject, createdIds(app, request, payload));
  return { hotelId, accountId: access.accountId, operation: operationId, subject, at: ctx.clock() };
}

export const activityLogModule: ServerModule = {
  name: 'activity-log',
  handlers,
  register(app, ctx) {
    // Before the answer leaves, so the caller's next read of the log has it; a failed record is logged, never
    // the caller's problem (the change itself is done).
    app.addHook('onSend', async (request, reply, payload) => {
      const activity = activityOf(app, request, reply, payload, ctx);
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
