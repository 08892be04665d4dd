import { describe, expect, it } from 'vitest';
import { intRunsOfCsv } from './calendar-repository.js';

describe('intRunsOfCsv', () => {
  it.each([
    ['500000', [500000, 1]],
    ['5,5,6', [5, 2, 6, 1]],
    ['5,55,55,5', [5, 1, 55, 2, 5, 1]],
    ['55,5,5', [55, 1, 5, 2]],
    ['', [null, 1]],
    [',', [null, 2]],
    [',,7,7,', [null, 2, 7, 2, null, 1]],
    ['1,,1', [1, 1, null, 1, 1, 1]],
    ['10,1,1,10', [10, 1, 1, 2, 10, 1]],
  ])('%j -> %j', (text, runs) => {
    expect(intRunsOfCsv(text)).toEqual(runs);
  });
  it('counts add up to the number of values', () => {
    const values = Array.from({ length: 90 }, (_, i) => (i % 7 < 5 ? '800000' : i % 11 ? '950000' : ''));
    const runs = intRunsOfCsv(values.join(','));
    let days = 0;
    for (let i = 1; i < runs.length; i += 2) days += runs[i] as number;
    expect(days).toBe(90);
  });
});
