import { describe, expect, it } from 'vitest';
import { fittingTicks } from './ticks';

const days = (n: number) => Array.from({ length: n }, (_, i) => `d${i + 1}`);

describe('fittingTicks', () => {
  it.each([
    // keys, inner width, room a label needs, labels shown
    { n: 6, width: 648, label: 56, shown: days(6) }, // 11 fit: all
    { n: 11, width: 616, label: 56, shown: days(11) }, // exactly 11 fit
    { n: 12, width: 616, label: 56, shown: ['d1', 'd3', 'd5', 'd7', 'd9', 'd11'] }, // one too many: every 2nd
    { n: 30, width: 208, label: 56, shown: ['d1', 'd11', 'd21'] }, // a phone: 3 fit, every 10th
    { n: 5, width: 20, label: 56, shown: ['d1'] }, // not even one fits: the first only, never none
    { n: 0, width: 648, label: 56, shown: [] },
  ])('$n labels in $width px at $label px each: $shown.length shown', ({ n, width, label, shown }) => {
    expect(fittingTicks(days(n), width, label)).toEqual(shown);
  });
});
