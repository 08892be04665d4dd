import { describe, expect, it } from 'vitest';
import { codes } from '../../test/helpers.js';
import { messageOf } from '../field-errors.js';
import { entirePricingHorizon, validateEntirePricing, type EntirePricingInput } from './entire-pricing.js';

const TODAY = '2026-11-22';
const VALID: EntirePricingInput = {
  weekdayPrice: 2_000_000,
  weekendPrice: 2_500_000,
  weeklyDiscount: 10,
  monthlyDiscount: null,
  overrides: [
    { name: 'Natal', start: '2026-12-24', end: '2026-12-26', price: 3_000_000 },
    { name: 'Tahun Baru', start: '2026-12-30', end: '2027-01-01', price: 3_500_000 },
  ],
};
const check = (input: Partial<EntirePricingInput>, minimumSellPrice: number | null = 1_800_000) =>
  codes(validateEntirePricing({ ...VALID, ...input }, { today: TODAY, minimumSellPrice }));

describe('validateEntirePricing (SPEC 5 price rules, SPEC 9 horizon)', () => {
  it('accepts valid settings', () => {
    expect(check({})).toEqual({});
  });
  it.each([
    [
      'both prices missing',
      { weekdayPrice: null, weekendPrice: '' },
      { weekdayPrice: 'required', weekendPrice: 'required' },
    ],
    [
      'price below the minimum sell price',
      { weekdayPrice: 1_000_000 },
      { weekdayPrice: 'price.belowMinimum' },
    ],
    ['price zero', { weekendPrice: 0 }, { weekendPrice: 'min_float_decimal' }],
    ['price with decimals', { weekdayPrice: 2_000_000.5 }, { weekdayPrice: 'integer' }],
    ['price above the currency max', { weekdayPrice: 1_000_000_001 }, { weekdayPrice: 'max_currency' }],
    ['discount 0', { weeklyDiscount: 0 }, { weeklyDiscount: 'min_float' }],
    ['discount 100', { monthlyDiscount: 100 }, { monthlyDiscount: 'max_float' }],
    ['discount not whole', { monthlyDiscount: 12.5 }, { monthlyDiscount: 'integer' }],
  ])('%s', (_name, input, expected) => {
    expect(check(input as Partial<EntirePricingInput>)).toEqual(expected);
  });
  it('checks each override: name, date order, past start, horizon, price', () => {
    expect(
      check({
        overrides: [
          { name: '  ', start: '2026-12-01', end: '2026-12-02', price: 2_000_000 },
          { name: 'B', start: '2026-12-10', end: '2026-12-05', price: 2_000_000 },
          { name: 'C', start: '2026-11-21', end: '2026-11-25', price: 2_000_000 },
          { name: 'D', start: '2028-05-01', end: '2028-06-01', price: 2_000_000 },
          { name: 'E', start: '2027-02-01', end: '2027-02-02', price: 100 },
          { name: 'F', start: '', end: '', price: null },
        ],
      }),
    ).toEqual({
      'overrides.0.name': 'not_contains_only_spaces',
      'overrides.1.end': 'date.endBeforeStart',
      'overrides.2.start': 'date.beforeToday',
      'overrides.3.end': 'entirePricing.beyondHorizon',
      'overrides.4.price': 'price.belowMinimum',
      'overrides.5.start': 'required',
      'overrides.5.end': 'required',
      'overrides.5.price': 'required',
    });
  });
  it('refuses overlapping overrides and names the other one', () => {
    const errors = validateEntirePricing(
      {
        ...VALID,
        overrides: [
          { name: 'Natal', start: '2026-12-24', end: '2026-12-26', price: 3_000_000 },
          { name: 'Libur', start: '2026-12-26', end: '2026-12-28', price: 3_000_000 },
        ],
      },
      { today: TODAY, minimumSellPrice: 0 },
    );
    expect(codes(errors)).toEqual({ 'overrides.1.start': 'entirePricing.overlap' });
    expect(messageOf(errors[0]!, { lang: 'id' })).toContain('"Natal"');
    expect(messageOf(errors[0]!, { lang: 'en' })).toContain('"Natal"');
  });
  it('an override may end on the horizon but not after it', () => {
    const horizon = entirePricingHorizon(TODAY);
    expect(horizon).toBe('2028-05-22');
    expect(
      check({ overrides: [{ name: 'X', start: '2028-05-20', end: horizon, price: 2_000_000 }] }),
    ).toEqual({});
  });
  it('messages name the field in both languages', () => {
    const errors = validateEntirePricing(
      { ...VALID, weekdayPrice: 1_000 },
      { today: TODAY, minimumSellPrice: 1_800_000 },
    );
    expect(messageOf(errors[0]!, { lang: 'id' })).toBe(
      'Harga tidak boleh di bawah harga jual minimum (Rp 1.800.000)',
    );
    expect(messageOf(errors[0]!, { lang: 'en' })).toBe(
      'The rate cannot be below the minimum selling price (Rp 1.800.000)',
    );
    const missing = validateEntirePricing({ ...VALID, weekendPrice: null }, { today: TODAY });
    expect(messageOf(missing[0]!, { lang: 'id' })).toBe('Harga akhir pekan wajib diisi');
    expect(messageOf(missing[0]!, { lang: 'en' })).toBe('Weekend price is required');
  });
});
