/**
 * Tests read the calendar (getAriCalendar, columnar and run-length encoded) back as dense arrays per day, the
 * shape their assertions were written for: rooms' allotment and sold, plans' rate, closeOut, cta and ctd, and
 * every optional series (null when the response leaves it out).
 */
import type { Schemas } from '@extranet/api/operations';

const OPTIONAL = [
  'occupancyRates',
  'softblockMax',
  'advMin',
  'advMax',
  'stayMin',
  'stayMax',
  'stayThroughMin',
  'stayThroughMax',
  'cancellationPolicy',
  'mealPlan',
] as const;

/** [value, count, ...] -> one value per day; throws when the counts do not add up to `days`. */
export function expandRuns<T>(runs: readonly unknown[], days: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < runs.length; i += 2) {
    const count = runs[i + 1];
    if (typeof count !== 'number' || count < 1) throw new Error(`bad run count at ${i + 1}`);
    for (let k = 0; k < count; k++) out.push(runs[i] as T);
  }
  if (out.length !== days) throw new Error(`runs cover ${out.length} days, not ${days}`);
  return out;
}

const flag = (flags: string, bit: number) =>
  [...flags].map((c) => (c === '-' ? null : (Number(c) & bit) !== 0));

// Dense shapes of the old wire format (tests index them by day).
/* eslint-disable @typescript-eslint/no-explicit-any */
export function denseCalendar(body: Schemas['AriCalendar']): any {
  const { days } = body;
  return {
    ...body,
    rooms: body.rooms.map((r) => ({
      ...r,
      allotment: expandRuns(r.allotment, days),
      sold: expandRuns(r.sold, days),
    })),
    ratePlans: body.ratePlans.map((p) => {
      if (p.flags.length !== days) throw new Error(`flags cover ${p.flags.length} days, not ${days}`);
      const { flags, ...rest } = p;
      return {
        ...rest,
        rate: expandRuns(p.rate, days),
        closeOut: flag(flags, 1),
        cta: flag(flags, 2),
        ctd: flag(flags, 4),
        ...Object.fromEntries(
          OPTIONAL.map((name) => {
            const runs = p[name];
            return [name, runs ? expandRuns(runs, days) : null];
          }),
        ),
      };
    }),
  };
}
