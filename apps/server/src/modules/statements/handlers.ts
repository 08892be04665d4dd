/**
 * Module `statements` (finance part 1). Contract: openapi/paths/finance-statements.yaml. Membership and the
 * route rules (x-hotel-route: paymentList, depositHistory — the latter denied to LOS properties) are checked by
 * the app before a handler runs; the marketplace records payments with its API key.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireMarketplace } from '../../http/marketplace-key.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { STATEMENT_CONTENT_TYPE, statementPdf, statementXlsx } from './files.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  listStatements: (request, _reply, ctx) =>
    service.listStatements(ctx, request.params.hotelId, request.query.page ?? 0, request.query.size ?? 20),
  getStatement: (request, _reply, ctx) =>
    service.getStatement(ctx, request.params.hotelId, request.params.month),
  async downloadStatement(request, reply, ctx) {
    const { hotelId, month } = request.params;
    const { format } = request.query;
    const lang = requestLanguage(request);
    const statement = await service.getStatement(ctx, hotelId, month);
    const file =
      format === 'pdf'
        ? await statementPdf(statement, await service.hotelName(ctx, hotelId), lang)
        : await statementXlsx(statement, lang);
    return reply
      .header('content-disposition', `attachment; filename="statement-${hotelId}-${month}.${format}"`)
      .type(STATEMENT_CONTENT_TYPE[format])
      .send(file);
  },
  async listDeposits(request, _reply, ctx) {
    const { hotelId } = request.params;
    const { hotel } = await requireHotelAccess(request, hotelId);
    return service.listDeposits(ctx, hotelId, hotel, request.query.page ?? 0, request.query.size ?? 20);
  },
  async marketplaceRecordPayment(request, reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    const result = await service.recordPayment(ctx, request.params.hotelId, request.body);
    reply.code(result.created ? 201 : 200);
    return result.payment;
  },
};

/** Finance statements: the monthly statements, their files and the deposit history. */
export const statementsModule: ServerModule = { name: 'statements', handlers };
