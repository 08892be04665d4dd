import { describe, expect, it } from 'vitest';
import { monthDate, monthParam, sumLines } from './model';

describe('statements model', () => {
  it.each([
    ['2027-02', '2027-02'],
    ['2027-13', null],
    ['27-02', null],
    [null, null],
  ])('monthParam(%s) = %s', (value, month) => expect(monthParam(value)).toBe(month));

  it('dates a month by its 1st', () => expect(monthDate('2027-02')).toBe('2027-02-01'));

  it('sums lines field by field', () => {
    const a = {
      roomRevenue: 1,
      addOns: 2,
      adjustments: -1,
      promotionDiscount: 0,
      commission: 1,
      addOnsCommission: 0,
      tax: 0,
      netPayable: 1,
    };
    expect(sumLines([{ amounts: a }, { amounts: a }])).toMatchObject({
      roomRevenue: 2,
      adjustments: -2,
      netPayable: 2,
    });
  });
});
