import { describe, expect, it } from 'vitest';
import { announcementPeriod, announcementShown } from './announcements.js';

describe('announcementPeriod (SPEC 4: upcoming, active, expired)', () => {
  const range = { startDate: '2027-03-01', endDate: '2027-03-31' };
  it.each([
    ['2027-02-28', 'UPCOMING'],
    ['2027-03-01', 'ACTIVE'],
    ['2027-03-15', 'ACTIVE'],
    ['2027-03-31', 'ACTIVE'],
    ['2027-04-01', 'EXPIRED'],
    ['2028-02-29', 'EXPIRED'],
  ])('on %s -> %s', (today, period) => {
    expect(announcementPeriod(range, today)).toBe(period);
  });

  it('a one-day announcement is active on that day only', () => {
    const day = { startDate: '2024-02-29', endDate: '2024-02-29' };
    expect(['2024-02-28', '2024-02-29', '2024-03-01'].map((d) => announcementPeriod(day, d))).toEqual([
      'UPCOMING',
      'ACTIVE',
      'EXPIRED',
    ]);
  });

  it('guests see only switched-on active announcements', () => {
    expect(announcementShown({ ...range, status: 'ACTIVE' }, '2027-03-10')).toBe(true);
    expect(announcementShown({ ...range, status: 'INACTIVE' }, '2027-03-10')).toBe(false);
    expect(announcementShown({ ...range, status: 'ACTIVE' }, '2027-04-10')).toBe(false);
  });
});
