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

function figuresOf(s: repo.Sums, occupancy: repo.Stock | null): Figures {
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
  const occ = (v: repo.Stock | undefined) => (byPlan ? null : (v ?? { sold: 0, allotment: 0 }));
  const series = bucketsOf(period, granularity).map((start) => ({
    start,
    figures: figuresOf(sums.buckets.get(start) ?? repo.ZERO, occ(sums.occupancy.buckets.get(start))),
  }));
  // The period's totals: its rooms' (each room's rows hold all of its plans, or the filter's plan).
  const total = { ...repo.ZERO };
  const stock = { sold: 0, allotment: 0 };
  for (const r of sums.rooms)
    for (const k of Object.keys(total) as (keyof repo.Sums)[]) total[k] += r.sums[k];
  for (const v of sums.occupancy.rooms.values()) {
    stock.sold += v.sold;
    stock.allotment += v.allotment;
  }
  return {
    period,
    previousPeriod: previous,
    lastYearPeriod: lastYear,
    granularity,
    totals: figuresOf(total, occ(stock)),
    previous: figuresOf(sums.previous, occ(sums.occupancy.previous)),
    lastYear: figuresOf(sums.lastYear, occ(sums.occupancy.lastYear)),
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
