import { describe, expect, it } from 'vitest';
import type { AriCalendar } from './model';
import {
  buildRows,
  chunkIndexOf,
  chunksOf,
  dayFacts,
  editorHref,
  groupRuns,
  listWindow,
  matchesFilters,
  resolveSelection,
  rowIndexOfDate,
  rowIndexOfMonth,
  stepRun,
  type ChunkState,
  type DayFacts,
  type ListRow,
} from './list-model';

const NO_FILTERS = { onlyClosed: false, onlyNoRate: false };

/** A read of `days` days from `from`: room 10 with plans 101 and 102, room 20 with plan 201. */
function calendar(
  from: string,
  days: number,
  fill: (i: number) => { rate?: number | null; allotment?: number | null; sold?: number; closeOut?: boolean },
): AriCalendar {
  const idx = Array.from({ length: days }, (_, i) => i);
  const day = idx.map(fill);
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return {
    hotelId: 1,
    from,
    to,
    days,
    occupancyBasedRate: false,
    rooms: [
      {
        roomId: 10,
        roomName: 'Deluxe',
        minSellPrice: 0,
        maxOccupancy: 2,
        allotment: day.map((d) => (d.allotment === undefined ? 5 : d.allotment)),
        sold: day.map((d) => d.sold ?? 0),
      },
      {
        roomId: 20,
        roomName: 'Suite',
        minSellPrice: 0,
        maxOccupancy: 2,
        allotment: idx.map(() => 2),
        sold: idx.map(() => 0),
      },
      { roomId: 30, roomName: 'No plans', minSellPrice: 0, maxOccupancy: 2, allotment: [], sold: [] },
    ],
    ratePlans: [
      {
        roomId: 10,
        ratePlanId: 101,
        ratePlanName: 'Room only',
        staticTariff: false,
        rate: day.map((d) => (d.rate === undefined ? 850_000 : d.rate)),
        closeOut: day.map((d) => d.closeOut ?? false),
        cta: idx.map(() => null),
        ctd: idx.map(() => false),
        stayMin: null,
        stayMax: idx.map(() => 14),
      },
      {
        roomId: 10,
        ratePlanId: 102,
        ratePlanName: 'Breakfast',
        staticTariff: false,
        rate: idx.map(() => 950_000),
        closeOut: idx.map(() => false),
        cta: idx.map(() => false),
        ctd: idx.map(() => false),
      },
      {
        roomId: 20,
        ratePlanId: 201,
        ratePlanName: 'Suite only',
        staticTariff: false,
        rate: idx.map(() => 2_000_000),
        closeOut: idx.map(() => false),
        cta: idx.map(() => false),
        ctd: idx.map(() => false),
      },
    ],
  };
}

describe('windows and chunks', () => {
  it('reads 90 days back and 18 months ahead, in whole calendar months of three', () => {
    const window = listWindow('2026-11-22');
    expect(window).toEqual({ from: '2026-08-24', to: '2028-05-22' });
    const chunks = chunksOf(window);
    expect(chunks[0]).toEqual({ from: '2026-08-24', to: '2026-10-31' });
    expect(chunks[1]).toEqual({ from: '2026-11-01', to: '2027-01-31' });
    expect(chunks.at(-1)).toEqual({ from: '2028-05-01', to: '2028-05-22' });
    // Contiguous, without gaps or overlaps, and each within the server's 549-day limit.
    for (let i = 1; i < chunks.length; i++) {
      const prevEnd = new Date(`${chunks[i - 1]!.to}T00:00:00Z`);
      prevEnd.setUTCDate(prevEnd.getUTCDate() + 1);
      expect(chunks[i]!.from).toBe(prevEnd.toISOString().slice(0, 10));
    }
    expect(chunkIndexOf(chunks, '2026-11-22')).toBe(1);
    expect(chunkIndexOf(chunks, '2026-01-01')).toBe(0);
    expect(chunkIndexOf(chunks, '2030-01-01')).toBe(chunks.length - 1);
  });
});

describe('dayFacts', () => {
  it('takes the room’s allotment and sold and the plan’s rate and restrictions; remaining is allotment - sold', () => {
    const data = calendar('2026-12-01', 3, (i) => [{ sold: 2 }, { allotment: null }, { closeOut: true }][i]!);
    const days = dayFacts(data, 10, 101);
    expect(days.map((d) => [d.date, d.allotment, d.sold, d.remaining, d.closeOut, d.cta, d.stayMax])).toEqual(
      [
        ['2026-12-01', 5, 2, 3, false, false, 14],
        ['2026-12-02', null, 0, null, false, false, 14],
        ['2026-12-03', 5, 0, 5, true, false, 14],
      ],
    );
    expect(days[0]!.stayMin).toBeNull();
  });

  it('gives nothing for a plan of another room', () => {
    expect(
      dayFacts(
        calendar('2026-12-01', 2, () => ({})),
        20,
        101,
      ),
    ).toEqual([]);
  });
});

describe('filters', () => {
  const day = (over: Partial<DayFacts>): DayFacts => ({
    date: '2026-12-01',
    allotment: 5,
    sold: 0,
    remaining: 5,
    rate: 100,
    closeOut: false,
    cta: false,
    ctd: false,
    stayMin: null,
    stayMax: null,
    ...over,
  });
  it('keeps closed days, days without a rate, or (both on) days that are both', () => {
    expect(matchesFilters(day({}), NO_FILTERS)).toBe(true);
    expect(matchesFilters(day({}), { onlyClosed: true, onlyNoRate: false })).toBe(false);
    expect(matchesFilters(day({ closeOut: true }), { onlyClosed: true, onlyNoRate: false })).toBe(true);
    expect(matchesFilters(day({ rate: null }), { onlyClosed: false, onlyNoRate: true })).toBe(true);
    expect(matchesFilters(day({ rate: 0 }), { onlyClosed: false, onlyNoRate: true })).toBe(false);
    expect(matchesFilters(day({ rate: null }), { onlyClosed: true, onlyNoRate: true })).toBe(false);
    expect(matchesFilters(day({ rate: null, closeOut: true }), { onlyClosed: true, onlyNoRate: true })).toBe(
      true,
    );
  });
});

describe('groupRuns', () => {
  const spans = (runs: ReturnType<typeof groupRuns>) => runs.map((r) => `${r.from}..${r.to}`);

  it('merges consecutive identical days and splits on any change of figures', () => {
    // 1–14 Dec at 850.000, 15 Dec a sale, 16–20 Dec at 900.000.
    const data = calendar('2026-12-01', 20, (i) => ({
      rate: i < 14 ? 850_000 : 900_000,
      sold: i === 14 ? 1 : 0,
    }));
    const runs = groupRuns(dayFacts(data, 10, 101), { today: '2026-11-01' });
    expect(spans(runs)).toEqual([
      '2026-12-01..2026-12-14',
      '2026-12-15..2026-12-15',
      '2026-12-16..2026-12-20',
    ]);
    expect(runs[0]).toMatchObject({ nights: 14, weekendDays: 4, past: false, containsToday: false });
    expect(runs[0]!.facts.rate).toBe(850_000);
    expect(runs[1]!.facts.remaining).toBe(4);
  });

  it('starts a run at today, a new month, a holiday and the day after it; marks the past', () => {
    const data = calendar('2026-11-25', 14, () => ({}));
    const runs = groupRuns(dayFacts(data, 10, 101), {
      today: '2026-11-27',
      holidays: { '2026-12-03': 'Holiday' },
    });
    expect(spans(runs)).toEqual([
      '2026-11-25..2026-11-26',
      '2026-11-27..2026-11-30',
      '2026-12-01..2026-12-02',
      '2026-12-03..2026-12-03',
      '2026-12-04..2026-12-08',
    ]);
    expect(runs.map((r) => r.past)).toEqual([true, false, false, false, false]);
    expect(runs[1]!.containsToday).toBe(true);
    expect(runs[3]!.holiday).toBe('Holiday');
  });

  it('does not merge across a filtered-out day, and gives one row per day when grouping is off', () => {
    const data = calendar('2026-12-01', 5, (i) => ({ closeOut: i !== 2 }));
    const closed = dayFacts(data, 10, 101).filter((d) =>
      matchesFilters(d, { onlyClosed: true, onlyNoRate: false }),
    );
    expect(spans(groupRuns(closed, { today: '2026-11-01' }))).toEqual([
      '2026-12-01..2026-12-02',
      '2026-12-04..2026-12-05',
    ]);
    expect(groupRuns(dayFacts(data, 10, 101), { today: '2026-11-01', group: false })).toHaveLength(5);
  });
});

describe('buildRows', () => {
  const chunks = [
    { from: '2026-11-20', to: '2026-12-31' },
    { from: '2027-01-01', to: '2027-03-31' },
  ];
  const first: ChunkState = {
    status: 'success',
    data: calendar('2026-11-20', 42, (i) => ({ closeOut: i >= 20 && i < 25 })),
  };
  const kinds = (rows: ListRow[]) =>
    rows.map((r) =>
      r.kind === 'run' ? `run ${r.run.from}` : r.kind === 'more' ? `more ${r.chunk}` : `${r.kind} ${r.month}`,
    );

  it('lists each month’s header and runs of the loaded chunks, then the next chunk to load', () => {
    const rows = buildRows(chunks, [first], { roomId: 10, ratePlanId: 101 }, NO_FILTERS, {
      today: '2026-11-22',
    });
    expect(kinds(rows)).toEqual([
      'month 2026-11-01',
      'run 2026-11-20',
      'run 2026-11-22',
      'month 2026-12-01',
      'run 2026-12-01',
      'run 2026-12-10',
      'run 2026-12-15',
      'more 1',
    ]);
    expect(rows.at(-1)).toMatchObject({ kind: 'more', failed: false });
    expect(rowIndexOfMonth(rows, '2026-12-01')).toBe(3);
    expect(rowIndexOfMonth(rows, '2027-01-01')).toBe(-1);
    expect(rowIndexOfDate(rows, '2026-11-23')).toBe(2);
    expect(rowIndexOfDate(rows, '2026-12-12')).toBe(5);
  });

  it('says so for a month without matching days, and stops at a failed or missing chunk', () => {
    const rows = buildRows(
      chunks,
      [first, { status: 'error', error: new Error('x') }],
      { roomId: 10, ratePlanId: 101 },
      { onlyClosed: true, onlyNoRate: false },
      { today: '2026-11-22' },
    );
    expect(kinds(rows)).toEqual([
      'month 2026-11-01',
      'none 2026-11-01',
      'month 2026-12-01',
      'run 2026-12-10',
      'more 1',
    ]);
    expect(rows.at(-1)).toMatchObject({ kind: 'more', failed: true });
    const run = rows[3]!;
    expect(run.kind === 'run' && [run.run.to, run.run.nights]).toEqual(['2026-12-14', 5]);
  });

  it('loads the chunks only in order: a later chunk loaded early is not shown before the one above it', () => {
    const later: ChunkState = { status: 'success', data: calendar('2027-01-01', 90, () => ({})) };
    const rows = buildRows(chunks, [undefined, later], { roomId: 10, ratePlanId: 101 }, NO_FILTERS, {
      today: '2026-11-22',
    });
    expect(kinds(rows)).toEqual(['more 0']);
  });
});

describe('stepRun (keyboard)', () => {
  const rows: ListRow[] = buildRows(
    [{ from: '2026-11-20', to: '2026-12-31' }],
    [{ status: 'success', data: calendar('2026-11-20', 42, (i) => ({ sold: i % 2 })) }],
    { roomId: 10, ratePlanId: 101 },
    NO_FILTERS,
    { today: '2026-11-01' },
  );
  it('moves between run rows, skipping month headers, and stops at both ends', () => {
    const december = rowIndexOfMonth(rows, '2026-12-01');
    expect(stepRun(rows, december - 1, 1)).toBe(december + 1);
    expect(stepRun(rows, december + 1, -1)).toBe(december - 1);
    expect(stepRun(rows, 1, -1)).toBe(1);
    expect(stepRun(rows, 1, -10)).toBe(1);
    expect(stepRun(rows, rows.length - 1, 5)).toBe(rows.length - 1);
    // From a header (or nothing focused yet): one step down is the first run below it.
    expect(stepRun(rows, december, 1)).toBe(december + 1);
    expect(stepRun(rows, -1, 1)).toBe(1);
    expect(stepRun(rows, 1, 3)).toBe(4);
    expect(stepRun([], 0, 1)).toBe(-1);
  });
});

describe('resolveSelection', () => {
  const data = calendar('2026-12-01', 1, () => ({}));
  it('keeps a valid room and plan, drops a plan of another room, skips rooms without plans', () => {
    expect(resolveSelection(data, { roomId: 10, ratePlanId: 102 })).toEqual({ roomId: 10, ratePlanId: 102 });
    expect(resolveSelection(data, { roomId: 20, ratePlanId: 102 })).toEqual({ roomId: 20, ratePlanId: 201 });
    expect(resolveSelection(data, { roomId: 30, ratePlanId: null })).toEqual({ roomId: 10, ratePlanId: 101 });
    expect(resolveSelection(data, { roomId: null, ratePlanId: null })).toEqual({
      roomId: 10,
      ratePlanId: 101,
    });
    expect(resolveSelection({ ...data, ratePlans: [] }, { roomId: null, ratePlanId: null })).toBeNull();
  });
});

describe('editorHref', () => {
  it('opens the 18-month editor at the date, room and rate plan; the past opens the calendar view', () => {
    const selection = { roomId: 10, ratePlanId: 101 };
    expect(editorHref({ from: '2027-06-03', past: false }, selection)).toBe(
      '/v3/rates-and-availability/rates/edit?date=2027-06-03&room=10&ratePlan=101',
    );
    expect(editorHref({ from: '2026-10-01', past: true }, selection)).toBe(
      '/v3/rates-and-availability?date=2026-10-01&room=10&ratePlan=101',
    );
  });
});
