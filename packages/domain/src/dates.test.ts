import { describe, expect, it } from 'vitest';
import { ariWindow } from './ari.js';
import {
  addDays,
  addMonths,
  clockFrom,
  daysBetween,
  eachDate,
  isValidDate,
  todayInZone,
  weekday,
} from './dates.js';

describe('calendar arithmetic', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 7, '2026-04-05'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-08-31', 18, '2028-02-29'],
    ['2026-11-24', -2, '2026-09-24'],
  ])('%s plus %i months is %s (clamped to the month end)', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('lists every date of a range, none for a reversed one', () => {
    expect(eachDate('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(eachDate('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s is a valid date: %s', (date, valid) => {
    expect(isValidDate(date)).toBe(valid);
  });

  it('knows the day of the week', () => {
    expect(weekday('2026-11-24')).toBe(2);
  });
});

describe('today in a property time zone', () => {
  const at = (iso: string) => () => new Date(iso);

  it('at 23:30 WIB it is still that day in Jakarta and already the next in Bali', () => {
    const clock = at('2027-02-28T16:30:00Z');
    expect(todayInZone('Asia/Jakarta', clock)).toBe('2027-02-28');
    expect(todayInZone('Asia/Makassar', clock)).toBe('2027-03-01');
  });

  it('an unknown zone counts as GMT+7', () => {
    expect(todayInZone('Mars/Olympus', at('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('a clock started at a given instant runs on from it at the real pace', () => {
    let real = Date.parse('2020-01-01T00:00:00Z');
    const clock = clockFrom(new Date('2028-02-29T16:59:00Z'), () => new Date(real));
    expect(todayInZone('Asia/Jakarta', clock)).toBe('2028-02-29');
    real += 60_000;
    expect(clock().toISOString()).toBe('2028-02-29T17:00:00.000Z');
    expect(todayInZone('Asia/Jakarta', clock)).toBe('2028-03-01');
  });
});

describe('the ARI window', () => {
  it('reads 90 days back and edits 18 months ahead', () => {
    expect(ariWindow('2026-08-31')).toEqual({
      readFrom: '2026-06-02',
      today: '2026-08-31',
      horizon: '2028-02-29',
    });
  });
});
