/**
 * Reschedule requests (SPEC 4: answered once; approval with too little allotment is possible after a warning).
 * Which nights a move gives back and takes, and which of the taken ones lack allotment: the server decides from
 * these before it writes, inside the transaction that writes.
 */
import { addDays } from '../dates.js';

export const RESCHEDULE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];

/** The nights of a stay: check-in up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The nights a move from one stay to another gives back (only in the old) and takes (only in the new). */
export function rescheduleNights(
  from: { checkIn: string; checkOut: string },
  to: { checkIn: string; checkOut: string },
): { released: string[]; taken: string[] } {
  const before = stayNights(from.checkIn, from.checkOut);
  const after = stayNights(to.checkIn, to.checkOut);
  return {
    released: before.filter((d) => !after.includes(d)),
    taken: after.filter((d) => !before.includes(d)),
  };
}

/** One night the move needs: its allotment and what is sold; a night with no row has neither. */
export interface NightStock {
  readonly date: string;
  readonly allotment: number | null;
  readonly sold: number | null;
}

/** A night that lacks allotment for one more room, and by how much. */
export interface AllotmentShortfall {
  date: string;
  allotment: number;
  sold: number;
  missing: number;
}

/** The taken nights that cannot take one more room (a night without a row lacks one), in date order. */
export function allotmentShortfall(
  taken: readonly string[],
  stock: readonly NightStock[],
): AllotmentShortfall[] {
  const byDate = new Map(stock.map((s) => [s.date, s]));
  const out: AllotmentShortfall[] = [];
  for (const date of [...taken].sort()) {
    const s = byDate.get(date);
    const allotment = s?.allotment ?? 0;
    const sold = s?.sold ?? 0;
    const missing = sold + 1 - allotment;
    if (missing > 0) out.push({ date, allotment, sold, missing });
  }
  return out;
}
