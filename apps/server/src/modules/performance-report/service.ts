/**
 * The performance report (docs/decisions/performance-report.md): validates the period (at most 3 years), reads
 * the sums of the daily aggregates and room_inventory (repository.ts) and derives the figures with the domain's
 * rules (ADR, occupancy, average lead time). Membership and the route rule (x-hotel-route: performanceReport)
 * are checked by the app before a handler runs.
 */
import {
  averageDailyRate,
  averageLeadTime,
  bucketsOf,
  occupancyPercent,
  performanceRangeProblems,
  previousPeriod,
  samePeriodLastYear,
  type PerformanceGranularity,
} from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { validationError } from '../../http/errors.js';
import type { Schemas } from '@extranet/api/operations';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

export type ReportQuery = Req<'getPerformanceReport'>['query'];
type Figures = Schemas['PerformanceFigures'];

function figuresOf(s: repo.Sums, occupancy: { sold: number; allotment: number } | null): Figures {
  return {
    bookings: s.bookings,
    roomNights: s.roomNights,
    revenue: s.revenue,
    adr: averageDailyRate(s.revenue, s.roomNights),
    sold: occupancy?.sold ?? 0,
    allotment: occupancy?.allotment ?? 0,
    occupancy: occupancy ? occupancyPercent(occupancy.sold, occupancy.allotment) : null,
    cancellations: s.cancellations,
    leadTimeDays: s.leadTimeDays,
    averageLeadTime: averageLeadTime(s.leadTimeDays, s.bookings),
  };
}

function add(a: repo.Sums, b: repo.Sums): repo.Sums {
  return {
    roomNights: a.roomNights + b.roomNights,
    revenue: a.revenue + b.revenue,
    bookings: a.bookings + b.bookings,
    leadTimeDays: a.leadTimeDays + b.leadTimeDays,
    cancellations: a.cancellations + b.cancellations,
    sold: 0,
    allotment: 0,
  };
}

export async function report(
  ctx: AppContext,
  hotelId: number,
  query: ReportQuery,
): Promise<Res<'getPerformanceReport'>> {
  const problems = performanceRangeProblems(query.from, query.to);
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
  const granularity: PerformanceGranularity = query.granularity ?? 'DAY';
  const period = { from: query.from, to: query.to };
  const previous = previousPeriod(period);
  const lastYear = samePeriodLastYear(period);
  const filters = { roomId: query.roomId ?? null, ratePlanId: query.ratePlanId ?? null };
  const sums = await repo.reportSums(
    ctx.db,
    hotelId,
    { current: period, previous, lastYear },
    granularity,
    filters,
  );
  // Occupancy is a room's: with a rate plan filter it is not defined (the allotment is shared by the plans).
  const byPlan = filters.ratePlanId !== null;
  const occ = (v: { sold: number; allotment: number } | undefined) =>
    byPlan ? null : (v ?? { sold: 0, allotment: 0 });
  let total = { ...repo.ZERO };
  const series = bucketsOf(period, granularity).map((start) => {
    const s = sums.buckets.get(start) ?? repo.ZERO;
    total = add(total, s);
    return { start, figures: figuresOf(s, occ(sums.occupancy.buckets.get(start))) };
  });
  return {
    period,
    previousPeriod: previous,
    lastYearPeriod: lastYear,
    granularity,
    totals: figuresOf(total, occ(sums.occupancy.totals.CURRENT)),
    previous: figuresOf(sums.previous, occ(sums.occupancy.totals.PREVIOUS)),
    lastYear: figuresOf(sums.lastYear, occ(sums.occupancy.totals.LAST_YEAR)),
    series,
    rooms: sums.rooms.map((r) => ({
      roomId: r.roomId,
      name: r.name,
      figures: figuresOf(r.sums, occ(sums.occupancy.rooms.get(r.roomId))),
    })),
    ratePlans: sums.ratePlans.map((p) => ({
      ratePlanId: p.ratePlanId,
      name: p.name,
      figures: figuresOf(p.sums, null),
    })),
  };
}
