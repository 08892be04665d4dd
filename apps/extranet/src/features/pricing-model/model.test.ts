import { describe, expect, it } from 'vitest';
import { MAX_NIGHTS, nextNights, tablesOf, toPricingInput, validateTables } from './model';

const model = {
  rateModel: 'LOS' as const,
  occupancyBasedRate: false,
  maxStayLengthNights: 30 as const,
  rooms: [
    {
      roomId: 1,
      name: 'Deluxe',
      minSellPrice: 500000,
      stayLengths: [
        { nights: 7, rate: 600000 },
        { nights: 1, rate: 800000 },
      ],
    },
  ],
};

describe('pricing model table', () => {
  it('sorts the rows by nights and sends them back', () => {
    const tables = tablesOf(model);
    expect(tables[0]!.rows.map((r) => r.nights)).toEqual([1, 7]);
    expect(toPricingInput('LOS', tables, false)).toEqual({
      rateModel: 'LOS',
      occupancyBasedRate: false,
      rooms: [
        {
          roomId: 1,
          stayLengths: [
            { nights: 1, rate: 800000 },
            { nights: 7, rate: 600000 },
          ],
        },
      ],
    });
    expect(toPricingInput('DAILY', tables, true)).toEqual({ rateModel: 'DAILY', occupancyBasedRate: true });
  });

  it('refuses nights outside 1-30 or twice, and rates below the minimum sell price', () => {
    const tables = tablesOf(model);
    expect(validateTables('LOS', tables)).toEqual({});
    tables[0]!.rows.push({ nights: 7, rate: 100 }, { nights: MAX_NIGHTS + 1, rate: null });
    expect(Object.keys(validateTables('LOS', tables))).toEqual([
      '1.2.nights',
      '1.2.rate',
      '1.3.nights',
      '1.3.rate',
    ]);
    expect(validateTables('DAILY', tables)).toEqual({});
  });

  it('offers the next free stay length up to 30', () => {
    expect(nextNights([])).toBe(1);
    expect(
      nextNights([
        { nights: 1, rate: 1 },
        { nights: 2, rate: 1 },
      ]),
    ).toBe(3);
    expect(nextNights(Array.from({ length: 30 }, (_, i) => ({ nights: i + 1, rate: 1 })))).toBeNull();
  });
});
