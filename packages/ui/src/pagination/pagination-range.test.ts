import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paginationRange } from './pagination-range.js';

describe('paginationRange', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'ellipsis-start', 49, 50, 51, 'ellipsis-end', 100]],
    [999, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });

  it('always includes first, last and current page, ascending, at most 7 items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (count, raw) => {
        const page = Math.min(raw, count);
        const items = paginationRange(page, count);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toContain(page);
        expect(items.length).toBeLessThanOrEqual(7);
        for (let i = 1; i < pages.length; i++) expect(pages[i]!).toBeGreaterThan(pages[i - 1]!);
        // An ellipsis always hides at least two pages.
        items.forEach((item, i) => {
          if (typeof item === 'string') {
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThanOrEqual(3);
          }
        });
      }),
    );
  });
});
