import { describe, expect, it } from 'vitest';
import { formatIdr } from './fields';

describe('formatIdr', () => {
  it('joins "Rp" to its amount with a no-break space, so a narrow column never splits them', () => {
    expect(formatIdr(1_250_000)).toBe('Rp\u00a01.250.000');
    expect(formatIdr(0)).toBe('Rp\u00a00');
  });

  it('shows a dash without an amount', () => {
    expect(formatIdr(null)).toBe('—');
    expect(formatIdr(undefined)).toBe('—');
  });
});
