/**
 * Module `pin` (issue 14; openapi/paths/pin.yaml, docs/decisions/pin.md). The account's own operations need a
 * session whose account is the path's {accountId} (checked by the service, else 403); the reset queue and the
 * decisions need the marketplace staff role 20 (requireStaffRole). Handlers: parse, call one service, answer.
 */
import { ROLE } from '@extranet/domain';
import { requestLanguage } from '../../http/lang.js';
import { requireSession, requireStaffRole } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async getPinStatus(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    return service.status(ctx, request.params.accountId, { accountId, lang: requestLanguage(request) });
  },
  async createPin(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const caller = { accountId, lang: requestLanguage(request) };
    return service.create(ctx, request.params.accountId, request.body, caller);
  },
  async updatePin(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const caller = { accountId, lang: requestLanguage(request) };
    return service.update(ctx, request.params.accountId, request.body, caller);
  },
  async verifyPin(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const caller = { accountId, lang: requestLanguage(request) };
    return service.verify(ctx, request.params.accountId, request.body, caller);
  },
  async requestPinReset(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const caller = { accountId, lang: requestLanguage(request) };
    return service.requestReset(ctx, request.params.accountId, 'FORGOTTEN', caller);
  },
  async forgetPin(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const caller = { accountId, lang: requestLanguage(request) };
    return service.requestReset(ctx, request.params.accountId, 'FORGOTTEN', caller);
  },
  async listPinResets(request, _reply, ctx) {
    await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    return service.listResets(ctx);
  },
  async decidePinReset(request, _reply, ctx) {
    const { accountId } = await requireStaffRole(request, [ROLE.MARKET_MANAGER]);
    return service.decide(ctx, request.body, { accountId, lang: requestLanguage(request) });
  },
};

export const pinModule: ServerModule = { name: 'pin', handlers };
