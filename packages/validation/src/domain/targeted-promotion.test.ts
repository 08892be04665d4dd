import { describe, expect, it } from 'vitest';
import { validateTargetedPromotion, type TargetedPromotionFormInput } from './targeted-promotion.js';

const TODAY = '2027-02-28';
const valid: TargetedPromotionFormInput = {
  name: 'Corporate rate',
  discountPercent: 12,
  bookingPeriod: { start: '2027-03-01', end: '2027-03-31' },
  stayPeriod: { start: '2027-03-01', end: '2027-06-30' },
  blackoutDates: ['2027-03-10'],
  ratePlanIds: [1],
};
const year = (y: number, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `${y}-${String(Math.floor(i / 28) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  );

describe('validateTargetedPromotion', () => {
  it.each<[string, Partial<TargetedPromotionFormInput>, Record<string, string>]>([
    ['a valid one', {}, {}],
    ['no discount', { discountPercent: null }, { discountPercent: 'required' }],
    ['below 1 %', { discountPercent: 0.5 }, { discountPercent: 'min_float' }],
    ['the lower bound', { discountPercent: 1 }, {}],
    ['the upper bound', { discountPercent: 75 }, {}],
    ['above 75 %', { discountPercent: 75.01 }, { discountPercent: 'max_float' }],
    ['three decimals', { discountPercent: 10.125 }, { discountPercent: 'max_decimal_place' }],
    ['no name', { name: '' }, { name: 'required' }],
    ['only spaces', { name: '  ' }, { name: 'not_contains_only_spaces' }],
    ['no rate plan', { ratePlanIds: [] }, { ratePlanIds: 'promotion.ratePlanRequired' }],
    ['30 blackout dates in a year', { blackoutDates: year(2027, 30) }, {}],
    ['31 blackout dates in a year', { blackoutDates: year(2027, 31) }, { blackoutDates: 'blackout.tooMany' }],
    ['30 in each of two years', { blackoutDates: [...year(2027, 30), ...year(2028, 30)] }, {}],
    [
      'a date twice',
      { blackoutDates: ['2027-03-10', '2027-03-10'] },
      { 'blackoutDates.1': 'blackout.duplicate' },
    ],
    ['not a date', { blackoutDates: ['2027-02-30'] }, { 'blackoutDates.0': 'date.invalid' }],
  ])('%s', (_name, over, expected) => {
    const errors = validateTargetedPromotion({ ...valid, ...over }, { today: TODAY });
    expect(Object.fromEntries(errors.map((e) => [e.field, e.code]))).toEqual(expected);
  });
});
