import { describe, expect, it } from 'vitest';
import { hotelNowNights, hotelNowWindow, nightState } from './hotel-now.js';

/** An instant given as GMT+7 wall-clock time. */
const jakarta = (local: string) => new Date(`${local}:00+07:00`);

describe('hotelNowWindow (18:00-04:00 GMT+7)', () => {
  it.each([
    ['2026-11-22T17:59', 'OPENS_TODAY', '2026-11-22'],
    ['2026-11-22T18:00', 'OPEN', '2026-11-22'],
    ['2026-11-22T23:59', 'OPEN', '2026-11-22'],
    ['2026-11-23T00:00', 'OPEN', '2026-11-22'],
    ['2026-11-23T03:59', 'OPEN', '2026-11-22'],
    ['2026-11-23T04:00', 'OPENS_TODAY', '2026-11-23'],
    ['2026-11-23T12:00', 'OPENS_TODAY', '2026-11-23'],
    ['2026-12-31T23:30', 'OPEN', '2026-12-31'],
    ['2027-01-01T01:00', 'OPEN', '2026-12-31'],
  ])('at %s GMT+7: %s, night %s', (local, status, night) => {
    const window = hotelNowWindow(jakarta(local));
    expect(window.status).toBe(status);
    expect(window.night).toBe(night);
    expect(window.opensAt.toISOString()).toBe(jakarta(`${night}T18:00`).toISOString());
    expect(window.closesAt.getTime() - window.opensAt.getTime()).toBe(10 * 3_600_000);
  });

  it('lists 30 nights from the current night, across a month end', () => {
    const nights = hotelNowNights(hotelNowWindow(jakarta('2026-12-02T03:00')));
    expect(nights).toHaveLength(30);
    expect(nights[0]).toBe('2026-12-01');
    expect(nights[29]).toBe('2026-12-30');
    expect(hotelNowNights(hotelNowWindow(jakarta('2027-02-15T10:00')))[20]).toBe('2027-03-07');
  });

  it('says which nights are past, running and upcoming', () => {
    const open = hotelNowWindow(jakarta('2026-11-23T03:59'));
    expect(nightState('2026-11-21', open)).toBe('PAST');
    expect(nightState('2026-11-22', open)).toBe('RUNNING');
    expect(nightState('2026-11-23', open)).toBe('UPCOMING');
    const closed = hotelNowWindow(jakarta('2026-11-23T04:00'));
    expect(nightState('2026-11-22', closed)).toBe('PAST');
    expect(nightState('2026-11-23', closed)).toBe('UPCOMING');
  });
});
