// Property-based checks (fast-check) of the number formats.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber } from './index.js';

describe('formats (property-based)', () => {
  it('IDR shows the rounded integer with dot groups of three', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatCurrency(n, 'IDR');
        expect(text).toMatch(/^-?Rp \d{1,3}(\.\d{3})*$/);
        expect(Number(text.replace(/^(-?)Rp /, '$1').replace(/\./g, ''))).toBe(n);
      }),
    );
  });

  it('other currencies show two decimals with comma groups and round to cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const text = formatCurrency(cents / 100, 'USD');
        expect(text).toMatch(/^-?USD \d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/^(-?)USD /, '$1').replace(/,/g, '')) * 100)).toBe(cents);
      }),
    );
  });

  it('id and en numbers differ only by swapped separators', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (v, decimals) => {
          const id = formatNumber(v, 'id', { decimals });
          const en = formatNumber(v, 'en', { decimals });
          expect(id.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'))).toBe(en);
        },
      ),
    );
  });
});
