import { describe, expect, it } from 'vitest';
import { expandRuns } from './ari-runs';

describe('expandRuns', () => {
  it.each([
    { runs: [5, 3], days: 3, out: [5, 5, 5] },
    { runs: [1, 1, null, 2, 3, 1], days: 4, out: [1, null, null, 3] },
    { runs: ['A', 2, 'B', 1], days: 3, out: ['A', 'A', 'B'] },
    { runs: [{ 1: 900 }, 2], days: 2, out: [{ 1: 900 }, { 1: 900 }] },
    { runs: [7, 2], days: 4, out: [7, 7, null, null] },
    { runs: [7, 5], days: 2, out: [7, 7] },
    { runs: [], days: 2, out: [null, null] },
    { runs: undefined, days: 1, out: [null] },
  ])('$runs over $days days -> $out', ({ runs, days, out }) => {
    expect(expandRuns(runs as never, days)).toEqual(out);
  });
});
