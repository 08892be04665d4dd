/**
 * Module `system-parameters` (issue 13): the marketplace's parameters the promotions screens use, from
 * @extranet/domain SYSTEM_PARAMETERS (no table: the constants are the one source). Contract:
 * openapi/paths/system-parameters.yaml. Any signed-in user.
 */
import { systemParametersPage } from '@extranet/domain';
import { requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';

const handlers: OperationHandlers = {
  async listSystemParameters(request) {
    await requireSession(request);
    return systemParametersPage(request.query.page ?? 0, request.query.limit ?? undefined);
  },
};

export const systemParametersModule: ServerModule = { name: 'system-parameters', handlers };
