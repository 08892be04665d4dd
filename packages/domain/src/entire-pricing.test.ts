import { describe, expect, it } from 'vitest';
import { losDiscountFor, nightlyPrice, simulateStay, type EntirePricingSettings } from './entire-pricing.js';

const SETTINGS: EntirePricingSettings = {
  weekdayPrice: 1_000_000,
  weekendPrice: 1_300_000,
  weeklyDiscount: 10,
  monthlyDiscount: 25,
  overrides: [{ name: 'Nyepi', start: '2027-03-08', end: '2027-03-10', price: 2_000_000 }],
};

/** `count` consecutive dates from `start`. */
function nights(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('nightlyPrice', () => {
  it.each([
    ['2026-11-23', 1_000_000, 'WEEKDAY'], // Monday
    ['2026-11-26', 1_000_000, 'WEEKDAY'], // Thursday
    ['2026-11-27', 1_300_000, 'WEEKEND'], // Friday night
    ['2026-11-28', 1_300_000, 'WEEKEND'], // Saturday night
    ['2026-11-29', 1_000_000, 'WEEKDAY'], // Sunday night
    ['2027-03-08', 2_000_000, 'OVERRIDE'],
    ['2027-03-10', 2_000_000, 'OVERRIDE'],
    ['2027-03-11', 1_000_000, 'WEEKDAY'],
  ])('%s costs %i (%s)', (date, price, kind) => {
    expect(nightlyPrice(SETTINGS, date)).toMatchObject({ price, kind });
  });
});

describe('losDiscountFor (weekly from 7, monthly from 28 nights)', () => {
  it.each([
    [6, null],
    [7, { kind: 'WEEKLY', percent: 10 }],
    [27, { kind: 'WEEKLY', percent: 10 }],
    [28, { kind: 'MONTHLY', percent: 25 }],
  ])('%i nights', (n, expected) => {
    expect(losDiscountFor(SETTINGS, n)).toEqual(expected);
  });
  it('a monthly stay without a monthly discount still gets the weekly one', () => {
    expect(losDiscountFor({ weeklyDiscount: 10, monthlyDiscount: null }, 30)).toEqual({
      kind: 'WEEKLY',
      percent: 10,
    });
  });
});

describe('simulateStay', () => {
  it('prices a weekend stay without discount and splits the commission', () => {
    const sim = simulateStay(SETTINGS, nights('2026-11-27', 2), 15);
    expect(sim.losDiscount).toBeNull();
    expect(sim.nights.map((n) => [n.guestPrice, n.commission, n.ownerReceives])).toEqual([
      [1_300_000, 195_000, 1_105_000],
      [1_300_000, 195_000, 1_105_000],
    ]);
    expect(sim.totals).toEqual({
      basePrice: 2_600_000,
      discount: 0,
      guestPays: 2_600_000,
      commission: 390_000,
      ownerReceives: 2_210_000,
    });
  });
  it('applies the weekly discount to every night of a 7-night stay (Mon..Sun: 5 weekday + 2 weekend)', () => {
    const sim = simulateStay(SETTINGS, nights('2026-11-23', 7), 12.5);
    expect(sim.losDiscount).toEqual({ kind: 'WEEKLY', percent: 10 });
    expect(sim.totals.basePrice).toBe(5 * 1_000_000 + 2 * 1_300_000);
    expect(sim.totals.discount).toBe(760_000);
    expect(sim.totals.guestPays).toBe(6_840_000);
    expect(sim.totals.commission).toBe(855_000);
    expect(sim.totals.ownerReceives).toBe(5_985_000);
  });
  it('rounds each night to whole rupiah and the totals add up', () => {
    const sim = simulateStay({ ...SETTINGS, weekdayPrice: 1_000_003 }, nights('2026-11-23', 30), 12.5);
    for (const n of sim.nights) {
      expect(Number.isInteger(n.commission)).toBe(true);
      expect(n.guestPrice).toBe(n.basePrice - n.discount);
      expect(n.ownerReceives + n.commission).toBe(n.guestPrice);
    }
    expect(sim.totals.ownerReceives + sim.totals.commission).toBe(sim.totals.guestPays);
  });
});
