import { describe, expect, it } from 'vitest';
import type { Schemas } from '@extranet/api';
import { nightsOf } from './sample-rates';

const calendar = (occupancyBasedRate: boolean) =>
  ({
    hotelId: 1,
    from: '2027-01-10',
    to: '2027-01-13',
    days: 4,
    occupancyBasedRate,
    rooms: [{ roomId: 11, minSellPrice: 500_000 }],
    ratePlans: [
      {
        roomId: 11,
        ratePlanId: 21,
        rate: [1_200_000, 4],
        // Per guest on the first two nights only; the last two have none (priced at their rate).
        occupancyRates: [{ '1': 700_000, '2': 750_000 }, 2, null, 2],
      },
    ],
  }) as unknown as Schemas['AriCalendar'];

describe('nightsOf', () => {
  it("prices a property that sells by occupancy at the sample's two guests, as the quote does", () => {
    const sample = nightsOf(calendar(true), 11, 21, '2027-01-11', 3);
    expect(sample.nights).toEqual([
      { date: '2027-01-11', rate: 750_000 },
      { date: '2027-01-12', rate: 1_200_000 },
      { date: '2027-01-13', rate: 1_200_000 },
    ]);
    expect(sample).toMatchObject({ minSellPrice: 500_000, missing: false });
  });

  it('prices any other property at the rate, and says when the calendar has no rate', () => {
    expect(nightsOf(calendar(false), 11, 21, '2027-01-10', 2).nights.map((n) => n.rate)).toEqual([
      1_200_000, 1_200_000,
    ]);
    expect(nightsOf(calendar(false), 11, 99, '2027-01-10', 2).missing).toBe(true);
  });
});
