/**
 * Module `performance-report` (issue 14). Contract: openapi/paths/performance-report.yaml. Membership and the
 * route rule (x-hotel-route: performanceReport) are checked by the app before a handler runs.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import { TABLE_CONTENT_TYPE } from '../../http/table-file.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { performanceReportFile } from './export.js';
import { foldAllChanges } from './repository.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async getPerformanceReport(request, _reply, ctx) {
    const { hotelId } = request.params;
    await requireHotelAccess(request, hotelId);
    return service.report(ctx, hotelId, request.query);
  },
  async exportPerformanceReport(request, reply, ctx) {
    const { hotelId } = request.params;
    await requireHotelAccess(request, hotelId);
    const report = await service.report(ctx, hotelId, request.query);
    const file = await performanceReportFile(report, requestLanguage(request));
    return reply
      .header(
        'content-disposition',
        `attachment; filename="performance-${hotelId}-${report.period.from}-${report.period.to}.xlsx"`,
      )
      .type(TABLE_CONTENT_TYPE.xlsx)
      .send(file);
  },
};

/** The performance report: bookings, room nights, revenue, ADR, occupancy and lead time over a period. */
/** How often the server folds every property's booking changes into the aggregates (see foldAllChanges). */
const FOLD_EVERY_MS = 60_000;

export const performanceReportModule: ServerModule = {
  name: 'performance-report',
  handlers,
  register(app, ctx) {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= foldAllChanges(ctx.db)
        .catch((error: unknown) => ctx.log.warn({ err: String(error) }, 'performance fold failed'))
        .finally(() => {
          running = null;
        });
    }, FOLD_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
};
