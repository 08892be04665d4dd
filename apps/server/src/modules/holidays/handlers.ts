/**
 * Module `holidays` (issue 14): Indonesia's public holidays and collective leave days, from @extranet/domain
 * INDONESIA_HOLIDAYS. Contract: openapi/paths/holidays.yaml. Any signed-in user.
 */
import { requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { listHolidays } from './service.js';

const handlers: OperationHandlers = {
  async listHolidays(request) {
    await requireSession(request);
    return listHolidays(request.query);
  },
};

export const holidaysModule: ServerModule = { name: 'holidays', handlers };
