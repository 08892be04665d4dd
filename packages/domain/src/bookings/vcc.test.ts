import { describe, expect, it } from 'vitest';
import { todayInZone } from '../dates.js';
import { inVccSwipePeriod, VCC_CURRENCIES, vccSwipeWindow } from './vcc.js';

describe('vccSwipeWindow', () => {
  it.each([
    ['2027-03-01', '2027-04-30'],
    ['2026-12-31', '2027-03-01'],
    ['2028-01-15', '2028-03-15'], // leap year: 29 February counts
  ])('from check-in %s until %s', (checkIn, until) => {
    expect(vccSwipeWindow(checkIn)).toEqual({ from: checkIn, until });
  });
});

describe('inVccSwipePeriod', () => {
  it.each([
    ['2027-03-01', '2027-02-28', false], // the day before check-in
    ['2027-03-01', '2027-03-01', true], // check-in day
    ['2027-03-01', '2027-04-30', true], // day 60
    ['2027-03-01', '2027-05-01', false], // day 61
    ['2026-12-31', '2027-03-01', true],
    ['2026-12-30', '2027-03-01', false],
  ])('check-in %s, property today %s: %s', (checkIn, today, expected) => {
    expect(inVccSwipePeriod(checkIn, today)).toBe(expected);
  });

  it("follows the property's time zone, not UTC", () => {
    // 00:30 WIB on 1 March is still 28 February in UTC and in London.
    const clock = () => new Date('2027-02-28T17:30:00Z');
    expect(inVccSwipePeriod('2027-03-01', todayInZone('Asia/Jakarta', clock))).toBe(true);
    expect(inVccSwipePeriod('2027-03-01', todayInZone('Europe/London', clock))).toBe(false);
  });
});

describe('VCC_CURRENCIES', () => {
  it('holds IDR and unique ISO codes', () => {
    expect(VCC_CURRENCIES).toContain('IDR');
    expect(new Set(VCC_CURRENCIES).size).toBe(VCC_CURRENCIES.length);
    for (const c of VCC_CURRENCIES) expect(c).toMatch(/^[A-Z]{3}$/);
  });
});
