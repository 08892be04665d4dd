import { describe, expect, it } from 'vitest';
import type { Schemas } from '@extranet/api';
import { decodeAriCalendar, expandFlag } from './decode-ari-calendar';

describe('expandFlag', () => {
  it.each([
    { flags: '0000', bit: 1, out: [false, false, false, false] },
    { flags: '1357', bit: 1, out: [true, true, true, true] },
    { flags: '0123', bit: 2, out: [false, false, true, true] },
    { flags: '4-60', bit: 4, out: [true, null, true, false] },
    { flags: '1', bit: 1, out: [true, null] },
  ] as const)('$flags bit $bit -> $out', ({ flags, bit, out }) => {
    expect(expandFlag(flags, bit, out.length)).toEqual(out);
  });
});

describe('decodeAriCalendar', () => {
  const wire: Schemas['AriCalendar'] = {
    hotelId: 1,
    from: '2026-11-24',
    to: '2026-11-26',
    days: 3,
    occupancyBasedRate: true,
    rooms: [
      {
        roomId: 10,
        roomName: 'Deluxe',
        minSellPrice: 100,
        maxOccupancy: 2,
        allotment: [5, 2, null, 1],
        sold: [0, 3],
      },
    ],
    ratePlans: [
      {
        roomId: 10,
        ratePlanId: 20,
        ratePlanName: 'Flex',
        staticTariff: false,
        rate: [500, 2, 600, 1],
        flags: '03-',
        stayMin: [null, 1, 2, 2],
        mealPlan: ['BREAKFAST', 3],
        occupancyRates: [{ 1: 400, 2: 500 }, 1, null, 2],
      },
    ],
  };
  it('gives one value per day and series, null for absent series and days without a row', () => {
    const data = decodeAriCalendar(wire);
    expect(data).toMatchObject({
      hotelId: 1,
      from: '2026-11-24',
      to: '2026-11-26',
      days: 3,
      occupancyBasedRate: true,
    });
    expect(data.rooms[0]).toEqual({
      roomId: 10,
      roomName: 'Deluxe',
      minSellPrice: 100,
      maxOccupancy: 2,
      allotment: [5, 5, null],
      sold: [0, 0, 0],
    });
    expect(data.ratePlans[0]).toEqual({
      roomId: 10,
      ratePlanId: 20,
      ratePlanName: 'Flex',
      staticTariff: false,
      rate: [500, 500, 600],
      closeOut: [false, true, null],
      cta: [false, true, null],
      ctd: [false, false, null],
      occupancyRates: [{ 1: 400, 2: 500 }, null, null],
      softblockMax: null,
      advMin: null,
      advMax: null,
      stayMin: [null, 2, 2],
      stayMax: null,
      stayThroughMin: null,
      stayThroughMax: null,
      cancellationPolicy: null,
      mealPlan: ['BREAKFAST', 'BREAKFAST', 'BREAKFAST'],
    });
  });
});
