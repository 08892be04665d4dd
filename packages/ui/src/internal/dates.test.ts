import { describe, expect, it } from 'vitest';
import { parseDate } from '@internationalized/date';
import { toCalendarDate, toIsoDate, toIsoTime, toTime, unavailableDates } from './dates.js';

describe('date conversions', () => {
  it('round-trips YYYY-MM-DD', () => {
    expect(toIsoDate(toCalendarDate('2026-02-28'))).toBe('2026-02-28');
    expect(toIsoDate(toCalendarDate('2028-02-29'))).toBe('2028-02-29');
  });

  it('treats empty and malformed values as no date', () => {
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
    expect(toCalendarDate('28/02/2026')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });

  it('keeps times to the minute', () => {
    expect(toIsoTime(toTime('14:00'))).toBe('14:00');
    expect(toIsoTime(toTime('09:30:45'))).toBe('09:30');
    expect(toTime('25:00')).toBeNull();
  });
});

describe('unavailableDates', () => {
  it('is undefined when nothing is disabled, so react-aria skips the check', () => {
    expect(unavailableDates(undefined, undefined)).toBeUndefined();
    expect(unavailableDates([], undefined)).toBeUndefined();
  });

  it('combines the list and the predicate', () => {
    const check = unavailableDates(['2026-03-17'], (d) => d.endsWith('-01'))!;
    expect(check(parseDate('2026-03-17'))).toBe(true);
    expect(check(parseDate('2026-04-01'))).toBe(true);
    expect(check(parseDate('2026-03-18'))).toBe(false);
  });
});
