import { describe, expect, it } from 'vitest';
import { choiceProblem, emptyFilters, queryOf, toggle, type Choice, type MarketProperty } from './model';

const p = (id: number): MarketProperty => ({
  marketPropertyId: id,
  name: `P${id}`,
  city: 'JAKARTA',
  area: 'Menteng',
  starRating: 4,
  propertyType: 'HOTEL',
  reviewScore: 8.1,
});
const many = (n: number): Choice => Array.from({ length: n }, (_, i) => p(i + 1));

describe('competitive set model', () => {
  it('builds the query from the filters set only', () => {
    expect(queryOf(emptyFilters, 1)).toEqual({ page: 0, size: 20 });
    expect(queryOf({ city: 'BALI', stars: '5', type: 'VILLA', name: '  Puri ' }, 3)).toEqual({
      city: 'BALI',
      stars: 5,
      type: 'VILLA',
      name: 'Puri',
      page: 2,
      size: 20,
    });
  });
  it.each([
    [0, 'COMPETITIVE_SET_SIZE'],
    [14, 'COMPETITIVE_SET_SIZE'],
    [15, null],
    [30, null],
  ])('%i chosen: %s', (n, problem) => {
    expect(choiceProblem(many(n))).toBe(problem);
  });
  it('toggles, never past 30', () => {
    expect(toggle(many(2), p(1)).map((c) => c.marketPropertyId)).toEqual([2]);
    expect(toggle(many(2), p(9)).map((c) => c.marketPropertyId)).toEqual([1, 2, 9]);
    expect(toggle(many(30), p(99))).toHaveLength(30);
  });
});
