/**
 * The one decoder of the calendar read (`GET /api/v1/hotels/{hotelId}/ari`, columnar and run-length encoded,
 * docs/decisions/ari-storage-and-payload.md) into what the grid needs: per room and per rate plan one array per
 * series, indexed by day (index 0 = `from`). Runs are `[value, count, ...]`; flags one character per day
 * (closeOut 1 + cta 2 + ctd 4, '-' = no row); an absent optional series is null.
 */
import type { Schemas } from '@extranet/api';
import { expandRuns } from './ari-runs';
import type { AriCalendar } from '../model';

type Wire = Schemas['AriCalendar'];

/** One flag of each day: bit 1 closeOut, 2 cta, 4 ctd; null on a day without a row ('-') or past the string. */
export function expandFlag(flags: string, bit: 1 | 2 | 4, days: number): (boolean | null)[] {
  const out: (boolean | null)[] = new Array<boolean | null>(days).fill(null);
  for (let day = 0; day < days && day < flags.length; day++) {
    const digit = flags.charCodeAt(day) - 48;
    if (digit >= 0 && digit <= 7) out[day] = (digit & bit) !== 0;
  }
  return out;
}

const optional = <T>(runs: readonly (T | number | null)[] | undefined, days: number) =>
  runs ? expandRuns<T>(runs, days) : null;

/** The wire calendar -> one array per series and day. */
export function decodeAriCalendar(wire: Wire): AriCalendar {
  const { days } = wire;
  return {
    hotelId: wire.hotelId,
    from: wire.from,
    to: wire.to,
    days,
    occupancyBasedRate: wire.occupancyBasedRate,
    rooms: wire.rooms.map((r) => ({
      roomId: r.roomId,
      roomName: r.roomName,
      minSellPrice: r.minSellPrice,
      maxOccupancy: r.maxOccupancy,
      allotment: expandRuns<number>(r.allotment, days),
      sold: expandRuns<number>(r.sold, days),
    })),
    ratePlans: wire.ratePlans.map((p) => ({
      roomId: p.roomId,
      ratePlanId: p.ratePlanId,
      ratePlanName: p.ratePlanName,
      staticTariff: p.staticTariff,
      rate: expandRuns<number>(p.rate, days),
      closeOut: expandFlag(p.flags, 1, days),
      cta: expandFlag(p.flags, 2, days),
      ctd: expandFlag(p.flags, 4, days),
      occupancyRates: optional<Record<string, number>>(p.occupancyRates, days),
      softblockMax: optional<number>(p.softblockMax, days),
      advMin: optional<number>(p.advMin, days),
      advMax: optional<number>(p.advMax, days),
      stayMin: optional<number>(p.stayMin, days),
      stayMax: optional<number>(p.stayMax, days),
      stayThroughMin: optional<number>(p.stayThroughMin, days),
      stayThroughMax: optional<number>(p.stayThroughMax, days),
      cancellationPolicy: optional<string>(p.cancellationPolicy, days),
      mealPlan: optional<string>(p.mealPlan, days),
    })),
  };
}
