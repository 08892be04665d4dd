import { describe, expect, it } from 'vitest';
import type { RateCalendarChange } from '@extranet/ui/rate-calendar';
import {
  addMonths,
  chooseRoom,
  describeBatchErrors,
  filterOptions,
  monthsOf,
  occupancyAt,
  occupancyFields,
  openingFromUrl,
  propertyToday,
  restrictionFields,
  toBatch,
  toSeries,
  viewWindow,
  type AriCalendar,
} from './model';

/**
 * A day's rates per number of guests. The contract declares the day as a bare object (no
 * additionalProperties), so the generated type is `Record<string, never>`.
 */
const guests = (rates: Record<string, number>) => rates as unknown as Record<string, never>;

const data: AriCalendar = {
  hotelId: 1,
  from: '2026-11-22',
  to: '2026-11-24',
  days: 3,
  occupancyBasedRate: false,
  rooms: [
    {
      roomId: 10,
      roomName: 'Deluxe',
      minSellPrice: 500_000,
      maxOccupancy: 2,
      allotment: [5, 4, null],
      sold: [1, 0, 0],
    },
    {
      roomId: 20,
      roomName: 'Suite',
      minSellPrice: 900_000,
      maxOccupancy: 3,
      allotment: [2, 2, 2],
      sold: [0, 0, 0],
    },
  ],
  ratePlans: [
    {
      roomId: 10,
      ratePlanId: 101,
      ratePlanName: 'Room only',
      staticTariff: false,
      rate: [600_000, 600_000, null],
      closeOut: [false, true, null],
      cta: [false, false, false],
      ctd: [null, null, true],
      stayMin: null,
      stayMax: [3, 3, 3],
    },
    {
      roomId: 10,
      ratePlanId: 102,
      ratePlanName: 'Breakfast',
      staticTariff: false,
      rate: [700_000, 700_000, 700_000],
      closeOut: [false, false, false],
      cta: [false, false, false],
      ctd: [false, false, false],
    },
    {
      roomId: 20,
      ratePlanId: 201,
      ratePlanName: 'Suite flex',
      staticTariff: false,
      rate: [1_000_000, 1_000_000, 1_000_000],
      closeOut: [false, false, false],
      cta: [false, false, false],
      ctd: [false, false, false],
    },
  ],
};

const change = (patch: Partial<RateCalendarChange>): RateCalendarChange => ({
  roomId: 10,
  ratePlanId: 101,
  field: 'rate',
  date: '2026-11-23',
  value: 650_000,
  previous: 600_000,
  ...patch,
});

describe('toSeries', () => {
  it('gives one row per room and rate plan, grouped by room, sharing the room allotment and sold', () => {
    const series = toSeries(data, { roomId: null, ratePlanId: null });
    expect(series.map((s) => `${s.roomName}/${s.ratePlanName}`)).toEqual([
      'Deluxe/Room only',
      'Deluxe/Breakfast',
      'Suite/Suite flex',
    ]);
    expect(series[0]!.allotment).toBe(data.rooms[0]!.allotment);
    expect(series[1]!.allotment).toBe(data.rooms[0]!.allotment);
    expect(series[0]!.sold).toEqual([1, 0, 0]);
    // The API's rows pass as they are (the grid reads a null day or a null series as not set).
    expect(series[0]!.closeOut).toBe(data.ratePlans[0]!.closeOut);
    expect(series[0]!.ctd).toBe(data.ratePlans[0]!.ctd);
    expect(series[0]!.stayMax).toBe(data.ratePlans[0]!.stayMax);
    expect(series[0]!.stayMin).toBeNull();
    expect(series.map((s) => [s.roomId, s.ratePlanId])).toEqual([
      [10, 101],
      [10, 102],
      [20, 201],
    ]);
  });

  it("shows a static-tariff plan's rates read-only to a user who is not its market manager", () => {
    const priced = { ...data, occupancyBasedRate: true };
    const withStatic = {
      ...priced,
      ratePlans: priced.ratePlans.map((p) => (p.ratePlanId === 102 ? { ...p, staticTariff: true } : p)),
    };
    const owner = toSeries(
      withStatic,
      { roomId: null, ratePlanId: null },
      {
        lockStaticRates: true,
        staticName: (name) => `${name} (static)`,
      },
    );
    expect(owner.map((s) => [s.ratePlanName, s.readOnlyFields ?? []])).toEqual([
      ['Room only', []],
      ['Breakfast (static)', ['rate', 'occupancy1', 'occupancy2', 'occupancy3']],
      ['Suite flex', []],
    ]);
    const manager = toSeries(withStatic, { roomId: null, ratePlanId: null });
    expect(manager.every((s) => s.readOnlyFields === undefined)).toBe(true);
  });

  it('filters by room and by rate plan', () => {
    expect(toSeries(data, { roomId: 20, ratePlanId: null }).map((s) => s.ratePlanId)).toEqual([201]);
    expect(toSeries(data, { roomId: null, ratePlanId: 102 }).map((s) => s.ratePlanId)).toEqual([102]);
    expect(toSeries(data, { roomId: 20, ratePlanId: 102 })).toEqual([]);
  });
});

describe('filters', () => {
  it('offers the rate plans of the chosen room only', () => {
    expect(filterOptions(data, { roomId: 10, ratePlanId: null }).ratePlans.map((p) => p.label)).toEqual([
      'Room only',
      'Breakfast',
    ]);
    const shared: AriCalendar = {
      ...data,
      ratePlans: [...data.ratePlans, { ...data.ratePlans[2]!, roomId: 10 }],
    };
    expect(filterOptions(shared, { roomId: null, ratePlanId: null }).ratePlans.map((p) => p.id)).toEqual([
      101, 102, 201,
    ]);
  });

  it('drops a rate plan filter that does not belong to the newly chosen room', () => {
    expect(chooseRoom(data, { roomId: null, ratePlanId: 102 }, 10)).toEqual({ roomId: 10, ratePlanId: 102 });
    expect(chooseRoom(data, { roomId: null, ratePlanId: 102 }, 20)).toEqual({ roomId: 20, ratePlanId: null });
    expect(chooseRoom(data, { roomId: 20, ratePlanId: 201 }, null)).toEqual({
      roomId: null,
      ratePlanId: 201,
    });
  });
});

describe('toBatch', () => {
  it('maps grid fields to server fields; allotment is a room change without rate plan', () => {
    const batch = toBatch([
      change({}),
      change({ field: 'closeOut', value: true, previous: false }),
      change({ field: 'stayMin', value: 2, previous: null }),
      change({ field: 'stayMax', value: null, previous: 3 }),
      change({ field: 'allotment', value: 7, previous: 4 }),
    ]);
    expect(batch).toEqual([
      { roomId: 10, ratePlanId: 101, date: '2026-11-23', field: 'rate', value: 650_000 },
      { roomId: 10, ratePlanId: 101, date: '2026-11-23', field: 'closeOut', value: true },
      { roomId: 10, ratePlanId: 101, date: '2026-11-23', field: 'stayMin', value: 2 },
      { roomId: 10, ratePlanId: 101, date: '2026-11-23', field: 'stayMax', value: null },
      { roomId: 10, ratePlanId: null, date: '2026-11-23', field: 'allotment', value: 7 },
    ]);
  });

  it('sends one allotment change per room and date (the last edit wins) and never sold', () => {
    const batch = toBatch([
      change({ field: 'allotment', value: 7 }),
      change({ field: 'allotment', ratePlanId: 102, value: 9 }),
      change({ field: 'allotment', date: '2026-11-24', value: 1 }),
      change({ field: 'sold', value: 3 }),
    ]);
    expect(batch).toEqual([
      { roomId: 10, ratePlanId: null, date: '2026-11-23', field: 'allotment', value: 9 },
      { roomId: 10, ratePlanId: null, date: '2026-11-24', field: 'allotment', value: 1 },
    ]);
  });

  it('sends the restriction fields as their server fields, choices as strings', () => {
    const batch = toBatch([
      change({ field: 'softblockMax', value: 2, previous: null }),
      change({ field: 'advMin', value: 1, previous: null }),
      change({ field: 'advMax', value: 500, previous: null }),
      change({ field: 'stayThroughMin', value: 2, previous: null }),
      change({ field: 'stayThroughMax', value: null, previous: 9 }),
      change({ field: 'cancellationPolicy', value: 'NON_REFUNDABLE', previous: null }),
      change({ field: 'mealPlan', value: null, previous: 'BREAKFAST' }),
    ]);
    expect(batch.map((c) => [c.field, c.ratePlanId, c.value])).toEqual([
      ['softblockMax', 101, 2],
      ['advMin', 101, 1],
      ['advMax', 101, 500],
      ['stayThroughMin', 101, 2],
      ['stayThroughMax', 101, null],
      ['cancellationPolicy', 101, 'NON_REFUNDABLE'],
      ['mealPlan', 101, null],
    ]);
  });

  it('merges occupancy-rate edits of a cell into one occupancyRates change over the current rates', () => {
    const priced: AriCalendar = {
      ...data,
      ratePlans: data.ratePlans.map((p) =>
        p.ratePlanId === 101 ? { ...p, occupancyRates: [null, guests({ 1: 500_000, 2: 600_000 }), null] } : p,
      ),
    };
    expect(occupancyFields(data)).toEqual([]);
    // Rates set while the property priced by occupancy stay visible after it stopped ...
    expect(occupancyFields(priced)).toEqual(['occupancy1', 'occupancy2']);
    // ... and a property that prices so gets a row per guest count up to its largest room, rates or not.
    expect(occupancyFields({ ...data, occupancyBasedRate: true })).toEqual([
      'occupancy1',
      'occupancy2',
      'occupancy3',
    ]);
    expect(restrictionFields(priced).slice(0, 3)).toEqual(['occupancy1', 'occupancy2', 'softblockMax']);
    const current = (roomId: number, ratePlanId: number, date: string) =>
      occupancyAt(priced, roomId, ratePlanId, date);
    expect(
      toBatch(
        [
          change({ field: 'occupancy2', value: 650_000, previous: 600_000 }),
          change({ field: 'occupancy3', value: 700_000, previous: null }),
          change({ field: 'occupancy1', value: null, previous: 500_000 }),
          change({ field: 'occupancy1', date: '2026-11-24', value: 1, previous: null }),
        ],
        current,
      ),
    ).toEqual([
      {
        roomId: 10,
        ratePlanId: 101,
        date: '2026-11-23',
        field: 'occupancyRates',
        value: { 2: 650_000, 3: 700_000 },
      },
      { roomId: 10, ratePlanId: 101, date: '2026-11-24', field: 'occupancyRates', value: { 1: 1 } },
    ]);
    expect(
      toBatch([change({ field: 'occupancy1', date: '2026-11-24', value: null, previous: 1 })], current),
    ).toEqual([{ roomId: 10, ratePlanId: 101, date: '2026-11-24', field: 'occupancyRates', value: null }]);
  });

  it('names the refused cells of a server answer', () => {
    const batch = toBatch([change({}), change({ date: '2026-11-24', value: 100 })]);
    const lines = describeBatchErrors(
      batch,
      [
        { field: 'changes.1.value', message: 'too low' },
        { field: '', message: 'general' },
      ],
      (c) => `${c.roomId}/${c.ratePlanId}/${c.date}`,
    );
    expect(lines).toEqual(['10/101/2026-11-24: too low', 'general']);
  });
});

describe('windows', () => {
  it('reads 90 days back and 11 months ahead in the calendar, 18 months from today in the list', () => {
    expect(viewWindow('calendar', '2026-11-22')).toEqual({ from: '2026-08-24', to: '2027-10-22' });
    expect(viewWindow('list', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2028-05-22' });
    expect(viewWindow('edit', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2028-05-22' });
  });

  it('lists the months to jump to and clamps month ends', () => {
    expect(monthsOf({ from: '2026-11-22', to: '2027-02-01' })).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('uses the property time zone (GMT+7) for today', () => {
    expect(propertyToday('Asia/Jakarta', new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(propertyToday('Asia/Jakarta', new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22');
    // 23:30 in Jakarta is 00:30 of the next day in Bali.
    expect(propertyToday('Asia/Makassar', new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
    expect(propertyToday(undefined, new Date('2026-12-31T16:30:00Z'))).toBe('2026-12-31');
  });
});

describe('openingFromUrl', () => {
  const open = (query: string) => openingFromUrl(data, new URLSearchParams(query), '2026-11-22');
  it('opens at the linked date, room and rate plan', () => {
    expect(open('date=2026-11-24&room=10&ratePlan=102')).toEqual({
      date: '2026-11-24',
      filters: { roomId: 10, ratePlanId: 102 },
    });
  });
  it('keeps today and every room for what is outside the window or not this property', () => {
    expect(open('date=2027-01-01&room=99&ratePlan=101')).toEqual({
      date: '2026-11-22',
      filters: { roomId: null, ratePlanId: 101 },
    });
    expect(open('date=yesterday&room=abc')).toEqual({
      date: '2026-11-22',
      filters: { roomId: null, ratePlanId: null },
    });
  });
  it('drops a rate plan of another room than the linked one', () => {
    expect(open('room=20&ratePlan=101').filters).toEqual({ roomId: 20, ratePlanId: null });
  });
});
