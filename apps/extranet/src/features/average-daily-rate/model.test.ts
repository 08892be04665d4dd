import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  difference,
  initialSimulation,
  rangeProblems,
  simulationBody,
  simulationProblems,
} from './model';

describe('average daily rate model', () => {
  it.each([
    [{ from: '2027-03-01', to: '2027-03-30' }, {}],
    [{ from: '2027-03-05', to: '2027-03-01' }, { to: 'DATE_BEFORE_START' }],
    [{ from: '2027-01-01', to: '2027-04-03' }, { to: 'DATE_RANGE_TOO_LONG' }],
    [{ from: null, to: '2027-04-03' }, { from: 'REQUIRED' }],
  ])('period %j', (range, problems) => {
    expect(rangeProblems(range)).toEqual(problems);
  });
  it('differs from the market only when both are known', () => {
    expect(difference({ adr: 900_000, marketAverage: 1_000_000 })).toBe(-100_000);
    expect(difference({ adr: null, marketAverage: 1_000_000 })).toBeNull();
  });
  it('marks holidays on the chart', () => {
    const day = { date: '2027-03-11', roomNights: 1, revenue: 5, adr: 5, marketAverage: 6, marketPrices: 15 };
    expect(chartPoints([{ ...day, holiday: { nameId: 'Nyepi', nameEn: 'Nyepi' } }])[0]).toEqual({
      date: '2027-03-11',
      adr: 5,
      market: 6,
      holiday: true,
    });
  });
});

describe('price simulation form', () => {
  const plans = [
    { ratePlanId: 1, name: 'Empty', rooms: [] },
    { ratePlanId: 2, name: 'Room only', rooms: [{ roomId: 9, name: 'Deluxe' }] },
  ];
  it('starts on the first plan with rooms, a stay a week ahead', () => {
    const v = initialSimulation(plans, '2027-02-28');
    expect(v).toMatchObject({ ratePlanId: 2, roomId: 9, checkIn: '2027-03-07', checkOut: '2027-03-09' });
    expect(simulationProblems(v)).toEqual({});
    expect(simulationBody(v)).toEqual({
      ratePlanId: 2,
      roomId: 9,
      checkIn: '2027-03-07',
      checkOut: '2027-03-09',
      adults: 2,
      platform: 'NON_LOGIN',
    });
    expect(simulationBody({ ...v, rate: 750_000 }).rate).toBe(750_000);
  });
  it('refuses a stay backwards or longer than 30 nights', () => {
    const v = initialSimulation(plans, '2027-02-28');
    expect(simulationProblems({ ...v, checkOut: '2027-03-07' })).toEqual({ checkOut: 'DATE_BEFORE_START' });
    expect(simulationProblems({ ...v, checkOut: '2027-04-07' })).toEqual({ checkOut: 'TOO_LARGE' });
  });
});
