import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.js';
import {
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_FILE_BYTES,
  PAYMENT_UPLOAD_MAX_BYTES,
  TAX_FILE_MAX_BYTES,
} from './constants.js';

describe('formatBytes', () => {
  it('writes every limit of SPEC 9 as its round number', () => {
    expect(formatBytes(IMAGE_MAX_FILE_BYTES, 'id-ID', 'down')).toBe('5 MB');
    expect(formatBytes(IMAGE_MAX_TOTAL_BYTES, 'en-US', 'down')).toBe('25 MB');
    expect(formatBytes(IMAGE_MIN_FILE_BYTES, 'id-ID', 'up')).toBe('100 KB');
    expect(formatBytes(TAX_FILE_MAX_BYTES)).toBe('5 MB');
    expect(formatBytes(PAYMENT_UPLOAD_MAX_BYTES)).toBe('2 MB');
  });

  it('writes a decimal in the locale, rounded to a tenth', () => {
    expect(formatBytes(2_400_000, 'id-ID')).toBe('2,3 MB');
    expect(formatBytes(2_400_000, 'en-US')).toBe('2.3 MB');
    expect(formatBytes(65_432)).toBe('65,4 KB');
    expect(formatBytes(999)).toBe('999 B');
  });

  it('never overstates a limit: an upper one rounds down, a lower one up', () => {
    expect(formatBytes(5.25 * 1_048_576, 'en-US', 'down')).toBe('5.2 MB');
    expect(formatBytes(100_001, 'en-US', 'up')).toBe('100.1 KB');
    expect(formatBytes(100_001, 'en-US', 'down')).toBe('100 KB');
    // 5.2 MB exactly is not "5.3 MB" by floating point
    expect(formatBytes(5.2 * 1_048_576, 'en-US', 'up')).toBe('5.2 MB');
  });
});
