import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, formatRelative, toDate, toIsoDate } from './index.js';

describe('formatCurrency (SPEC 9)', () => {
  it.each<[number, string | undefined, string]>([
    [1250000, undefined, 'Rp 1.250.000'],
    [1250000, 'IDR', 'Rp 1.250.000'],
    [1250000, 'idr', 'Rp 1.250.000'],
    [0, 'IDR', 'Rp 0'],
    [999, 'IDR', 'Rp 999'],
    [1000, 'IDR', 'Rp 1.000'],
    [525000000, 'IDR', 'Rp 525.000.000'],
    [1234.5, 'IDR', 'Rp 1.235'],
    [1234.4, 'IDR', 'Rp 1.234'],
    [-1250000, 'IDR', '-Rp 1.250.000'],
    [-0.2, 'IDR', 'Rp 0'],
    [1234.5, 'USD', 'USD 1,234.50'],
    [1234567.891, 'USD', 'USD 1,234,567.89'],
    [0, 'SGD', 'SGD 0.00'],
    [0.005, 'USD', 'USD 0.01'],
    [-12.3, 'EUR', '-EUR 12.30'],
    [999.999, 'USD', 'USD 1,000.00'],
    [1.005, 'USD', 'USD 1.01'],
    [2.675, 'USD', 'USD 2.68'],
    [1e15, 'IDR', 'Rp 1.000.000.000.000.000'],
    [Number.NaN, 'IDR', ''],
    [Number.POSITIVE_INFINITY, 'USD', ''],
  ])('%d %s -> %s', (amount, currency, text) => {
    expect(formatCurrency(amount, currency)).toBe(text);
  });

  it('does not depend on the language', () => {
    expect(formatCurrency(1250000, 'IDR', 'en')).toBe('Rp 1.250.000');
    expect(formatCurrency(1234.5, 'USD', 'id')).toBe('USD 1,234.50');
  });
});

describe('formatNumber', () => {
  it.each<[number, 'id' | 'en', number | undefined, string]>([
    [1234567, 'id', undefined, '1.234.567'],
    [1234567, 'en', undefined, '1,234,567'],
    [1234.567, 'id', 2, '1.234,57'],
    [1234.567, 'en', 2, '1,234.57'],
    [-1000, 'en', 0, '-1,000'],
    [0, 'id', 1, '0,0'],
    [100, 'en', 0, '100'],
    [Number.NaN, 'en', 0, ''],
  ])('%d (%s, %s decimals) -> %s', (value, lang, decimals, text) => {
    expect(formatNumber(value, lang, decimals === undefined ? {} : { decimals })).toBe(text);
  });
});

describe('formatDate', () => {
  it.each<[Date | string, string, 'id' | 'en', string]>([
    ['2026-01-05', 'long', 'id', '5 Januari 2026'],
    ['2026-01-05', 'long', 'en', '5 January 2026'],
    ['2026-08-17', 'short', 'id', '17 Agt 2026'],
    ['2026-08-17', 'short', 'en', '17 Aug 2026'],
    ['2026-01-05', 'withWeekday', 'id', 'Sen, 5 Jan 2026'],
    ['2026-01-05', 'withWeekday', 'en', 'Mon, 5 Jan 2026'],
    ['2026-01-05', 'month', 'id', 'Januari 2026'],
    ['2026-01-05', 'yyyy/MM/dd', 'en', '2026/01/05'],
    [new Date(2026, 0, 5, 14, 30), 'dateTime', 'en', '5 Jan 2026, 14:30'],
    ['2026-12-31', 'EEEE', 'id', 'Kamis'],
  ])('%s %s %s -> %s', (date, pattern, lang, text) => {
    expect(formatDate(date, pattern, lang)).toBe(text);
  });

  it('reads YYYY-MM-DD as a calendar date (no day shift)', () => {
    const d = toDate('2026-03-01');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 2, 1]);
    expect(toIsoDate('2026-03-01')).toBe('2026-03-01');
  });

  it('defaults to the short pattern in Indonesian', () => {
    expect(formatDate('2026-05-09')).toBe('9 Mei 2026');
  });

  it.each(['2026-02-30', '2026-13-01', 'not a date', ''])('throws on the invalid date %j', (value) => {
    expect(() => formatDate(value)).toThrow(RangeError);
  });
});

describe('formatRelative', () => {
  const base = new Date(2026, 0, 10, 12, 0);
  it.each<[Date, 'id' | 'en', string]>([
    [new Date(2026, 0, 7, 12, 0), 'en', '3 days ago'],
    [new Date(2026, 0, 7, 12, 0), 'id', '3 hari yang lalu'],
    [new Date(2026, 0, 10, 14, 0), 'en', 'in about 2 hours'],
    [new Date(2026, 0, 10, 14, 0), 'id', 'dalam waktu sekitar 2 jam'],
  ])('%s %s -> %s', (date, lang, text) => {
    expect(formatRelative(date, base, lang)).toBe(text);
  });
});
