import { describe, expect, it } from 'vitest';
import {
  chatMessageProblem,
  chatPerformance,
  chatPerformanceAsOf,
  chatRefusal,
  instantInZone,
  workingHoursBetween,
} from './index.js';

const JKT = 'Asia/Jakarta';
/** An instant given as Jakarta wall time. */
const wib = (local: string) => new Date(`${local}:00+07:00`);

describe('chatRefusal (cancelled, or more than 14 days after check-out)', () => {
  it.each([
    ['CONFIRMED', '2027-03-05', '2027-02-01', null, 'long before the stay'],
    ['CONFIRMED', '2027-03-05', '2027-03-05', null, 'on the check-out day'],
    ['CONFIRMED', '2027-03-05', '2027-03-19', null, '14 days after check-out'],
    ['CONFIRMED', '2027-03-05', '2027-03-20', 'CLOSED', '15 days after check-out'],
    ['CANCELLED', '2027-03-05', '2027-02-01', 'CANCELLED', 'cancelled'],
  ] as const)('%s, check-out %s, today %s: %s (%s)', (status, checkOut, today, refusal, _why) => {
    expect(chatRefusal({ status, checkOut }, today)).toBe(refusal);
  });
});

describe('chatMessageProblem', () => {
  it.each([
    ['', 'REQUIRED'],
    ['  \n ', 'REQUIRED'],
    ['Halo', null],
    ['x'.repeat(2000), null],
    ['x'.repeat(2001), 'TOO_LONG'],
    ['😀'.repeat(2000), null],
  ] as const)('%j: %s', (body, problem) => {
    expect(chatMessageProblem(body)).toBe(problem);
  });
});

describe('chatPerformanceAsOf (the figure is updated on Tuesdays)', () => {
  it.each([
    ['2027-03-02', '2027-03-02'], // a Tuesday: itself
    ['2027-03-03', '2027-03-02'],
    ['2027-03-08', '2027-03-02'], // Monday: still last week's
    ['2027-03-09', '2027-03-09'],
    ['2028-01-03', '2027-12-28'], // over a year end
  ])('%s is as of %s', (today, asOf) => {
    expect(chatPerformanceAsOf(today)).toBe(asOf);
  });
});

describe('workingHoursBetween (09:00-18:00 in the property zone, every day)', () => {
  it.each([
    [wib('2027-03-01T10:00'), wib('2027-03-01T11:30'), JKT, 1.5],
    [wib('2027-03-01T08:00'), wib('2027-03-01T19:00'), JKT, 9],
    [wib('2027-03-01T17:00'), wib('2027-03-02T10:00'), JKT, 2],
    [wib('2027-03-01T20:00'), wib('2027-03-02T08:00'), JKT, 0],
    [wib('2027-03-05T17:00'), wib('2027-03-08T09:30'), JKT, 19.5],
    [wib('2027-03-01T10:00'), wib('2027-03-01T09:00'), JKT, 0],
    // 10:00 WITA is 09:00 WIB: the Bali property's own working hours count.
    [new Date('2027-03-01T10:00:00+08:00'), new Date('2027-03-01T12:00:00+08:00'), 'Asia/Makassar', 2],
    [new Date('2027-03-01T08:00:00+08:00'), new Date('2027-03-01T10:00:00+08:00'), 'Asia/Makassar', 1],
  ])('%s to %s in %s: %d h', (start, end, zone, hours) => {
    expect(workingHoursBetween(start, end, zone)).toBeCloseTo(hours, 6);
  });

  it('finds the instant of a wall-clock time in a zone', () => {
    expect(instantInZone('2027-03-01', '09:00', JKT).toISOString()).toBe('2027-03-01T02:00:00.000Z');
    expect(instantInZone('2027-03-01', '00:00', 'Asia/Makassar').toISOString()).toBe(
      '2027-02-28T16:00:00.000Z',
    );
  });
});

describe('chatPerformance', () => {
  // Thursday 4 March 2027, 12:00 WIB: as of Tuesday 2 March, the window is 31 January … 1 March.
  const now = wib('2027-03-04T12:00');
  const conv = (first: string, reply: string | null) => ({
    firstGuestMessageAt: wib(first),
    firstReplyAt: reply === null ? null : wib(reply),
  });

  it('has no figures without conversations, and says which Tuesday and window', () => {
    expect(chatPerformance([], JKT, now)).toEqual({
      asOf: '2027-03-02',
      from: '2027-01-31',
      to: '2027-03-01',
      conversations: 0,
      answered: 0,
      responseRate: null,
      responseRateLevel: null,
      responseTimeHours: null,
      responseTimeLevel: null,
    });
  });

  it.each([
    {
      name: 'all answered quickly',
      list: [conv('2027-02-10T10:00', '2027-02-10T11:00'), conv('2027-02-11T10:00', '2027-02-11T13:00')],
      expected: {
        conversations: 2,
        answered: 2,
        responseRate: 100,
        responseRateLevel: 'GOOD',
        responseTimeHours: 2,
        responseTimeLevel: 'GOOD',
      },
    },
    {
      name: 'a night message answered next morning counts only working hours',
      // 20:00 to 10:00 next day: 14 h elapsed (answered within 24 h), 1 working hour.
      list: [conv('2027-02-10T20:00', '2027-02-11T10:00')],
      expected: {
        conversations: 1,
        answered: 1,
        responseRate: 100,
        responseRateLevel: 'GOOD',
        responseTimeHours: 1,
        responseTimeLevel: 'GOOD',
      },
    },
    {
      name: 'a late reply counts for the time but not the rate; unanswered ones lower the rate',
      list: [
        conv('2027-02-10T09:00', '2027-02-11T18:00'), // 33 h elapsed, 18 working hours
        conv('2027-02-12T09:00', null),
        conv('2027-02-13T09:00', null),
      ],
      expected: {
        conversations: 3,
        answered: 0,
        responseRate: 0,
        responseRateLevel: 'POOR',
        responseTimeHours: 18,
        responseTimeLevel: 'IMPROVE',
      },
    },
    {
      name: 'rates at the band edges: 2 of 3 is 67 % (good), 1 of 2 is 50 % (improve)',
      list: [
        conv('2027-02-10T10:00', '2027-02-10T10:30'),
        conv('2027-02-11T10:00', '2027-02-11T10:30'),
        conv('2027-02-12T10:00', null),
      ],
      expected: {
        conversations: 3,
        answered: 2,
        responseRate: 67,
        responseRateLevel: 'GOOD',
        responseTimeHours: 0.5,
        responseTimeLevel: 'GOOD',
      },
    },
    {
      name: 'the median of an even count; 30 working hours is poor',
      list: [
        conv('2027-02-01T09:00', '2027-02-04T12:00'), // 9 + 9 + 9 + 3 = 30 h
        conv('2027-02-10T09:00', '2027-02-13T12:00'), // 30 h
        conv('2027-02-14T10:00', '2027-02-14T11:00'),
        conv('2027-02-15T10:00', '2027-02-15T11:00'),
      ],
      expected: {
        conversations: 4,
        answered: 2,
        responseRate: 50,
        responseRateLevel: 'IMPROVE',
        responseTimeHours: 15.5,
        responseTimeLevel: 'IMPROVE',
      },
    },
    {
      name: 'outside the window (before it, or after the Tuesday) and replies after the Tuesday do not count',
      list: [
        conv('2027-01-30T23:00', '2027-01-30T23:30'), // 30 January: before the window
        conv('2027-03-02T10:00', '2027-03-02T10:10'), // on the Tuesday itself: next week's figure
        conv('2027-03-01T17:00', '2027-03-02T09:00'), // in the window, replied after the Tuesday began
      ],
      expected: {
        conversations: 1,
        answered: 0,
        responseRate: 0,
        responseRateLevel: 'POOR',
        responseTimeHours: null,
        responseTimeLevel: null,
      },
    },
  ])('$name', ({ list, expected }) => {
    expect(chatPerformance(list, JKT, now)).toMatchObject(expected);
  });

  it('counts the window in the property time zone (a message at 00:30 WITA on 31 January is in it)', () => {
    const bali = chatPerformance(
      [{ firstGuestMessageAt: new Date('2027-01-31T00:30:00+08:00'), firstReplyAt: null }],
      'Asia/Makassar',
      now,
    );
    expect(bali.conversations).toBe(1);
    const jakarta = chatPerformance(
      [{ firstGuestMessageAt: new Date('2027-01-31T00:30:00+08:00'), firstReplyAt: null }],
      JKT,
      now,
    );
    expect(jakarta.conversations).toBe(0); // 23:30 WIB on 30 January
  });
});
