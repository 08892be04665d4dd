import { routePath } from '@extranet/domain';
import { addDays, addMonths, type AriCalendar } from './model';

/**
 * The list ("statement") view of rates and availability: one row per run of identical days of one room and
 * rate plan, month by month, over 90 days back (read-only) and 18 months ahead (SPEC 9).
 */

export interface DateWindow {
  from: string;
  to: string;
}

/** SPEC 9: the list reads 90 days back (read-only) and 18 months ahead — the server's whole ARI window. */
export function listWindow(today: string): DateWindow {
  return { from: addDays(today, -90), to: addMonths(today, 18) };
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The window cut into requests of whole calendar months (3 by default), so a month never spans two requests
 * and a run of days never spans two months.
 */
export function chunksOf(window: DateWindow, months = 3): DateWindow[] {
  const out: DateWindow[] = [];
  let from = window.from;
  while (from <= window.to) {
    const next = addMonths(firstOfMonth(from), months);
    const end = addDays(next, -1);
    out.push({ from, to: end < window.to ? end : window.to });
    from = next;
  }
  return out;
}

/** Index of the chunk that holds `date` (the last chunk when `date` is past the window). */
export function chunkIndexOf(chunks: readonly DateWindow[], date: string): number {
  const i = chunks.findIndex((c) => date >= c.from && date <= c.to);
  return i === -1 ? (date < (chunks[0]?.from ?? date) ? 0 : chunks.length - 1) : i;
}

/** What the list shows of one day of one room and rate plan. */
export interface DayFacts {
  date: string;
  allotment: number | null;
  sold: number;
  /** Allotment minus sold; null when no allotment is set. */
  remaining: number | null;
  rate: number | null;
  closeOut: boolean;
  cta: boolean;
  ctd: boolean;
  stayMin: number | null;
  stayMax: number | null;
}

/** The days of one room and rate plan in a calendar read (empty when the room or the plan is not in it). */
export function dayFacts(data: AriCalendar, roomId: number, ratePlanId: number): DayFacts[] {
  const room = data.rooms.find((r) => r.roomId === roomId);
  const plan = data.ratePlans.find((p) => p.roomId === roomId && p.ratePlanId === ratePlanId);
  if (!room || !plan) return [];
  const out: DayFacts[] = [];
  for (let i = 0; i < data.days; i++) {
    const allotment = room.allotment[i] ?? null;
    const sold = room.sold[i] ?? 0;
    out.push({
      date: addDays(data.from, i),
      allotment,
      sold,
      remaining: allotment === null ? null : allotment - sold,
      rate: plan.rate[i] ?? null,
      closeOut: plan.closeOut[i] === true,
      cta: plan.cta[i] === true,
      ctd: plan.ctd[i] === true,
      stayMin: plan.stayMin?.[i] ?? null,
      stayMax: plan.stayMax?.[i] ?? null,
    });
  }
  return out;
}

export interface ListFilters {
  /** Only days closed out for the rate plan. */
  onlyClosed: boolean;
  /** Only days without a rate. */
  onlyNoRate: boolean;
}

/** Both filters narrow: with both on, a day must be closed and without a rate. */
export function matchesFilters(day: DayFacts, filters: ListFilters): boolean {
  if (filters.onlyClosed && !day.closeOut) return false;
  if (filters.onlyNoRate && day.rate !== null) return false;
  return true;
}

export const isFiltered = (filters: ListFilters) => filters.onlyClosed || filters.onlyNoRate;

/** A run of consecutive days with the same figures (one day when grouping is off). */
export interface Run {
  from: string;
  to: string;
  nights: number;
  /** The figures, the same on every day of the run. */
  facts: DayFacts;
  /** Saturday and Sunday days in the run. */
  weekendDays: number;
  /** The holiday's name: a holiday is always a run of its own. */
  holiday: string | null;
  /** Before today: read-only. Today always starts a run. */
  past: boolean;
  containsToday: boolean;
}

export interface GroupOptions {
  today: string;
  /** `YYYY-MM-DD` -> name. */
  holidays?: Readonly<Record<string, string>>;
  /** Merge consecutive identical days (default true); false gives one row per day. */
  group?: boolean;
}

export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

function sameFigures(a: DayFacts, b: DayFacts): boolean {
  return (
    a.allotment === b.allotment &&
    a.sold === b.sold &&
    a.rate === b.rate &&
    a.closeOut === b.closeOut &&
    a.cta === b.cta &&
    a.ctd === b.ctd &&
    a.stayMin === b.stayMin &&
    a.stayMax === b.stayMax
  );
}

/**
 * Days (ascending) -> runs. A new run starts at a gap (a filtered-out day), a new month, today, a holiday or
 * the day after one, and any change of figures; weekends alone do not split a run (they are counted).
 */
export function groupRuns(days: readonly DayFacts[], options: GroupOptions): Run[] {
  const { today, holidays = {}, group = true } = options;
  const runs: Run[] = [];
  let current: Run | null = null;
  for (const day of days) {
    const holiday = holidays[day.date] ?? null;
    const joins =
      group &&
      current !== null &&
      addDays(current.to, 1) === day.date &&
      current.to.slice(0, 7) === day.date.slice(0, 7) &&
      day.date !== today &&
      holiday === null &&
      current.holiday === null &&
      sameFigures(current.facts, day);
    if (joins && current) {
      current.to = day.date;
      current.nights += 1;
      if (isWeekend(day.date)) current.weekendDays += 1;
      if (day.date === today) current.containsToday = true;
      continue;
    }
    current = {
      from: day.date,
      to: day.date,
      nights: 1,
      facts: day,
      weekendDays: isWeekend(day.date) ? 1 : 0,
      holiday,
      past: day.date < today,
      containsToday: day.date === today,
    };
    runs.push(current);
  }
  return runs;
}

/** The rows of the virtual list. */
export type ListRow =
  | { kind: 'month'; key: string; month: string }
  | { kind: 'run'; key: string; run: Run }
  /** A month (of a loaded chunk) where no day matches the filters. */
  | { kind: 'none'; key: string; month: string }
  /** The next chunk: loading, or failed (with a retry). */
  | { kind: 'more'; key: string; chunk: number; failed: boolean };

export type ChunkState =
  { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: AriCalendar };

export interface Selection {
  roomId: number;
  ratePlanId: number;
}

/** The months of a window (first day of each). */
export function monthsIn(window: DateWindow): string[] {
  const out: string[] = [];
  for (let m = firstOfMonth(window.from); m <= window.to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * Chunks (in order) -> rows: for each loaded chunk of the leading loaded run of chunks, every month's header and
 * its runs (or a "none" row when the filters leave nothing); then one "more" row for the first chunk not
 * loaded yet. Chunks load in order, so rows above the reader never move.
 */
export function buildRows(
  chunks: readonly DateWindow[],
  states: readonly (ChunkState | undefined)[],
  selection: Selection,
  filters: ListFilters,
  options: GroupOptions,
): ListRow[] {
  const rows: ListRow[] = [];
  for (let i = 0; i < chunks.length; i++) {
    const state = states[i];
    if (state?.status !== 'success') {
      rows.push({ kind: 'more', key: `more-${i}`, chunk: i, failed: state?.status === 'error' });
      break;
    }
    const days = dayFacts(state.data, selection.roomId, selection.ratePlanId).filter((d) =>
      matchesFilters(d, filters),
    );
    const runs = groupRuns(days, options);
    let r = 0;
    for (const month of monthsIn(chunks[i]!)) {
      rows.push({ kind: 'month', key: `m-${month}`, month });
      const prefix = month.slice(0, 7);
      const before = rows.length;
      while (r < runs.length && runs[r]!.from.slice(0, 7) === prefix) {
        const run = runs[r++]!;
        rows.push({ kind: 'run', key: `r-${run.from}`, run });
      }
      if (rows.length === before) rows.push({ kind: 'none', key: `n-${month}`, month });
    }
  }
  return rows;
}

/** Index of the row of `date`'s run, or of the first run after it; -1 when none. */
export function rowIndexOfDate(rows: readonly ListRow[], date: string): number {
  return rows.findIndex((row) => row.kind === 'run' && row.run.to >= date);
}

/** Index of a month's header row; -1 when that month is not in the rows (yet). */
export function rowIndexOfMonth(rows: readonly ListRow[], month: string): number {
  return rows.findIndex((row) => row.kind === 'month' && row.month === month);
}

/**
 * Keyboard movement between run rows: from `from` (a row index, or -1), `step` runs down (negative: up),
 * stopping at the first and last run. Returns a row index, or -1 when there are no runs.
 */
export function stepRun(rows: readonly ListRow[], from: number, step: number): number {
  const runs: number[] = [];
  rows.forEach((row, i) => {
    if (row.kind === 'run') runs.push(i);
  });
  if (runs.length === 0) return -1;
  const at = runs.findIndex((i) => i >= from);
  let target: number;
  if (at === -1) target = step > 0 ? runs.length - 1 : runs.length + step;
  else if (runs[at] === from || step < 0) target = at + step;
  else target = at + step - 1;
  target = Math.min(runs.length - 1, Math.max(0, target));
  return runs[target]!;
}

/** Rate plans of a room in a calendar read, in the server's order. */
export function ratePlansOf(data: AriCalendar, roomId: number): { id: number; label: string }[] {
  return data.ratePlans
    .filter((p) => p.roomId === roomId)
    .map((p) => ({ id: p.ratePlanId, label: p.ratePlanName }));
}

/**
 * The room and rate plan shown: the asked ones when they exist (the plan must belong to the room), else the
 * first room and its first rate plan. Null when the property has no room with a rate plan.
 */
export function resolveSelection(
  data: AriCalendar,
  asked: { roomId: number | null; ratePlanId: number | null },
): Selection | null {
  const rooms = data.rooms.filter((r) => data.ratePlans.some((p) => p.roomId === r.roomId));
  const room = rooms.find((r) => r.roomId === asked.roomId) ?? rooms[0];
  if (!room) return null;
  const plans = ratePlansOf(data, room.roomId);
  const plan = plans.find((p) => p.id === asked.ratePlanId) ?? plans[0]!;
  return { roomId: room.roomId, ratePlanId: plan.id };
}

/**
 * Where a row leads: the 18-month editor at the run's first date, room and rate plan; a past row to the calendar
 * view (the only one that shows the past, read-only).
 */
export function editorHref(run: Pick<Run, 'from' | 'past'>, selection: Selection): string {
  const query = new URLSearchParams({
    date: run.from,
    room: String(selection.roomId),
    ratePlan: String(selection.ratePlanId),
  });
  return `${routePath(run.past ? 'ratesAndAvailability' : 'ratesEdit')}?${query.toString()}`;
}
