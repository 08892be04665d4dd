/** Module `push` (openapi/paths/push.yaml): the VAPID key; a session is checked before the handler runs. */
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async getPushConfig(_request, _reply, ctx) {
    return service.config(ctx);
  },
};

export const pushModule: ServerModule = { name: 'push', handlers };
