import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from '.';

describe('shared format', () => {
  it.each([
    ['2026-01-05', 'id', 'short', '5 Jan 2026'],
    ['2026-01-05', 'en', 'short', '5 Jan 2026'],
    ['2026-08-17', 'id', 'long', '17 Agustus 2026'],
    ['2026-08-17', 'en', 'long', '17 August 2026'],
    ['2028-02-29', 'en', 'short', '29 Feb 2028'],
  ] as const)('formatDate(%s, %s, %s) = %s', (date, lang, style, expected) => {
    expect(formatDate(date, lang, style)).toBe(expected);
  });

  it('never shifts a calendar date, whatever the machine time zone', () => {
    expect(formatDate('2026-12-31', 'id')).toBe('31 Des 2026');
  });

  it('shows an instant in the property time zone, one format per language', () => {
    // 16:30 UTC is 23:30 in Jakarta (WIB, +7) and already the next day in Jayapura (WIT, +9).
    expect(formatDateTime('2026-03-01T16:30:00Z', 'id', 'Asia/Jakarta')).toBe('1 Mar 2026, 23.30');
    expect(formatDateTime('2026-03-01T16:30:00Z', 'en', 'Asia/Jakarta')).toBe('1 Mar 2026, 23:30');
    expect(formatDateTime('2026-03-01T16:30:00Z', 'en', 'Asia/Jayapura')).toBe('2 Mar 2026, 01:30');
  });

  it('shows money as Rp with dot thousands in both languages', () => {
    expect(formatMoney(550000, 'id')).toBe('Rp 550.000');
    expect(formatMoney(550000, 'en')).toBe('Rp 550.000');
  });
});
