/**
 * The average daily rate against the competitive set (docs/decisions/competitive-set.md; SPEC 2
 * /analytics/average-daily-rate): the property's ADR by stay date, the set's average public price of the day,
 * and the day's holidays (Indonesia's calendar of @extranet/domain).
 */
import {
  addDays,
  adrRangeProblems,
  averageDailyRate,
  daysBetween,
  holidayNamesByDate,
  holidaysPage,
} from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { validationError } from '../../http/errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './adr-repository.js';

export async function averageDailyRates(
  ctx: AppContext,
  hotelId: number,
  { from, to }: Req<'getAverageDailyRate'>['query'],
): Promise<Res<'getAverageDailyRate'>> {
  const problems = adrRangeProblems(from, to);
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
  const [sold, market, setSize] = await Promise.all([
    repo.soldNights(ctx.db, hotelId, from, to),
    repo.marketNights(ctx.db, hotelId, from, to),
    repo.setSize(ctx.db, hotelId),
  ]);
  const soldOn = new Map(sold.map((s) => [s.date, s]));
  const marketOn = new Map(market.map((m) => [m.date, m]));
  const holidays = holidaysPage({ from, to }, 0, 1000).items;
  const namesId = holidayNamesByDate(holidays, 'id');
  const namesEn = holidayNamesByDate(holidays, 'en');
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const s = soldOn.get(date);
    const m = marketOn.get(date);
    const nameId = namesId[date];
    const nameEn = namesEn[date];
    return {
      date,
      roomNights: s?.roomNights ?? 0,
      revenue: s?.revenue ?? 0,
      adr: s ? averageDailyRate(s.revenue, s.roomNights) : null,
      marketAverage: m?.average ?? null,
      marketPrices: m?.prices ?? 0,
      holiday: nameId !== undefined && nameEn !== undefined ? { nameId, nameEn } : null,
    };
  });
  const roomNights = days.reduce((sum, d) => sum + d.roomNights, 0);
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const priced = days.flatMap((d) => (d.marketAverage === null ? [] : [d.marketAverage]));
  return {
    from,
    to,
    setSize,
    days,
    totals: {
      roomNights,
      revenue,
      adr: averageDailyRate(revenue, roomNights),
      marketAverage:
        priced.length === 0 ? null : Math.round(priced.reduce((sum, p) => sum + p, 0) / priced.length),
    },
  };
}
