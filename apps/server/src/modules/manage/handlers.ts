/**
 * Module `manage` (issue 13): the manage hub. Contract: openapi/paths/manage.yaml; membership and the route rule
 * (x-hotel-route: manage) are checked by the app before the handler runs.
 */
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  getManageHub: (request, _reply, ctx) => service.hub(ctx.db, request.params.hotelId, ctx.clock),
};

export const manageModule: ServerModule = { name: 'manage', handlers };
