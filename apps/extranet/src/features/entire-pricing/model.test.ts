import { describe, expect, it } from 'vitest';
import { parseTyped, simulationSettings, type EntirePricingValues } from './model';

const TODAY = '2026-11-22';
const VALUES: EntirePricingValues = {
  weekdayPrice: 2_000_000,
  weekendPrice: 2_500_000,
  weeklyDiscount: null,
  monthlyDiscount: null,
  overrides: [
    { name: 'Natal', start: '2026-12-24', end: '2026-12-26', price: 3_000_000 },
    { name: '', start: '2026-12-30', end: '', price: null },
  ],
};

describe('parseTyped', () => {
  it.each([
    ['1.800.000', 1_800_000],
    ['Rp 2.000.000', 2_000_000],
    ['15', 15],
    ['', null],
  ])('%s', (text, expected) => expect(parseTyped(text)).toBe(expected));
});

describe('simulationSettings', () => {
  it('prices the typed numbers and leaves out overrides that are not complete yet', () => {
    expect(simulationSettings(VALUES, { weekdayPrice: 1_500_000 }, TODAY)).toEqual({
      weekdayPrice: 1_500_000,
      weekendPrice: 2_500_000,
      weeklyDiscount: null,
      monthlyDiscount: null,
      overrides: [{ name: 'Natal', start: '2026-12-24', end: '2026-12-26', price: 3_000_000 }],
    });
  });
  it('is null while a base price is missing or invalid', () => {
    expect(simulationSettings(VALUES, { weekendPrice: null }, TODAY)).toBeNull();
    expect(simulationSettings({ ...VALUES, weeklyDiscount: 150 }, {}, TODAY)).toBeNull();
  });
});
