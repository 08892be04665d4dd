import { describe, expect, it } from 'vitest';
import { childrenPricing } from './children-pricing.js';

const policy = { minAge: 2, adultMinAge: 12 };
const ageGroups = [
  { minAge: 2, maxAge: 5, price: 0 },
  { minAge: 6, maxAge: 11, price: 150_000 },
];

describe('childrenPricing', () => {
  it.each([
    ['no children', [], { occupancyGuests: 2, perNight: 0, priced: 0, tooYoung: false }],
    ['a free toddler and a paying child', [3, 8], { occupancyGuests: 2, perNight: 150_000, priced: 2 }],
    ['a child of the adult age counts as an adult', [12], { occupancyGuests: 3, perNight: 0, priced: 0 }],
    ['below the minimum guest age', [1], { tooYoung: true, occupancyGuests: 3 }],
    ['group edges', [2, 5, 6, 11], { perNight: 300_000, priced: 4, occupancyGuests: 2 }],
  ])('%s', (_name, childrenAges, expected) => {
    expect(childrenPricing({ adults: 2, childrenAges, policy, ageGroups })).toMatchObject(expected);
  });

  it('without a children rate plan every child counts for the occupancy rate', () => {
    expect(childrenPricing({ adults: 2, childrenAges: [3, 8], policy, ageGroups: null })).toEqual({
      occupancyGuests: 4,
      perNight: 0,
      priced: 0,
      tooYoung: false,
    });
  });

  it('an age no group covers counts for the occupancy rate', () => {
    const gap = [{ minAge: 0, maxAge: 3, price: 0 }];
    expect(
      childrenPricing({
        adults: 1,
        childrenAges: [7],
        policy: { minAge: 0, adultMinAge: 12 },
        ageGroups: gap,
      }),
    ).toMatchObject({ occupancyGuests: 2, priced: 0 });
  });
});
