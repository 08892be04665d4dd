import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatMonth,
} from './format';

describe('formatDate', () => {
  it.each([
    ['2026-08-05', 'id', '5 Agu 2026'],
    ['2026-08-05', 'en', '5 Aug 2026'],
    ['2028-02-29', 'id', '29 Feb 2028'],
    ['2026-12-31', 'en', '31 Dec 2026'],
  ] as const)('%s in %s is %s', (day, lang, expected) => {
    expect(formatDate(day, lang)).toBe(expected);
  });

  it('never shifts a day by the time zone of the browser or of the property', () => {
    expect(formatDate('2027-01-01', 'en')).toBe('1 Jan 2027');
  });

  it('can name the weekday', () => {
    expect(formatDate('2026-08-05', 'id', { weekday: true })).toBe('Rab, 5 Agu 2026');
    expect(formatDate('2026-08-05', 'en', { weekday: true })).toBe('Wed, 5 Aug 2026');
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('not a date', 'id')).toBe('not a date');
  });

  it('writes periods and months', () => {
    expect(formatDateRange('2026-03-01', '2026-03-31', 'en')).toBe('1 Mar 2026 – 31 Mar 2026');
    expect(formatMonth('2026-03-01', 'id')).toBe('Maret 2026');
    expect(formatMonth('2026-03-01', 'en')).toBe('March 2026');
  });
});

describe('formatDateTime', () => {
  // 16:30 UTC is 23:30 in Jakarta (WIB) and already the next day in Bali (WITA).
  const instant = '2026-03-01T16:30:00Z';
  it.each([
    ['id', 'Asia/Jakarta', '1 Mar 2026, 23.30 WIB'],
    ['en', 'Asia/Jakarta', '1 Mar 2026, 23:30 GMT+7'],
    ['id', 'Asia/Makassar', '2 Mar 2026, 00.30 WITA'],
    ['en', 'Asia/Makassar', '2 Mar 2026, 00:30 GMT+8'],
    ['id', 'Asia/Jayapura', '2 Mar 2026, 01.30 WIT'],
  ] as const)('in %s at %s', (lang, zone, expected) => {
    expect(formatDateTime(instant, lang, zone)).toBe(expected);
  });

  it('writes the same instant the same way whatever its notation', () => {
    expect(formatDateTime('2026-03-01T23:30:00+07:00', 'id', 'Asia/Jakarta')).toBe(
      formatDateTime(new Date(instant), 'id', 'Asia/Jakarta'),
    );
  });

  it('falls back to the default zone for a zone it does not know', () => {
    expect(formatDateTime(instant, 'id', 'Nowhere/Nothing')).toBe('1 Mar 2026, 23.30 WIB');
  });
});

describe('formatMoney', () => {
  it.each([
    [550000, 'Rp 550.000'],
    [0, 'Rp 0'],
    [1250000.4, 'Rp 1.250.000'],
    [-1250000, '-Rp 1.250.000'],
  ])('%d is %s in both languages', (amount, expected) => {
    expect(formatMoney(amount, 'id')).toBe(expected);
    expect(formatMoney(amount, 'en')).toBe(expected);
  });
});

describe('formatDecimal', () => {
  it.each([
    [6.55, 'id', '6,6'],
    [6.5, 'en', '6.5'],
    [6, 'id', '6'],
    [1234.5, 'id', '1.234,5'],
  ] as const)('%s in %s is %s', (value, lang, expected) => {
    expect(formatDecimal(value, lang)).toBe(expected);
  });
});
