import { describe, expect, it } from 'vitest';
import { allotmentShortfall, rescheduleNights, stayNights } from './reschedule.js';

describe('rescheduleNights', () => {
  it.each([
    [
      'later, overlapping',
      ['2027-03-01', '2027-03-04'],
      ['2027-03-02', '2027-03-05'],
      ['2027-03-01'],
      ['2027-03-04'],
    ],
    [
      'earlier, overlapping',
      ['2027-03-02', '2027-03-04'],
      ['2027-03-01', '2027-03-03'],
      ['2027-03-03'],
      ['2027-03-01'],
    ],
    [
      'apart, across a month end',
      ['2027-02-27', '2027-03-01'],
      ['2027-03-10', '2027-03-11'],
      ['2027-02-27', '2027-02-28'],
      ['2027-03-10'],
    ],
    ['longer', ['2027-03-01', '2027-03-02'], ['2027-03-01', '2027-03-03'], [], ['2027-03-02']],
    ['shorter', ['2027-03-01', '2027-03-03'], ['2027-03-02', '2027-03-03'], ['2027-03-01'], []],
  ])('%s', (_name, from, to, released, taken) => {
    expect(
      rescheduleNights({ checkIn: from[0]!, checkOut: from[1]! }, { checkIn: to[0]!, checkOut: to[1]! }),
    ).toEqual({ released, taken });
  });

  it('counts the nights of a leap-year stay', () => {
    expect(stayNights('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
  });
});

describe('allotmentShortfall', () => {
  it('lists the taken nights that cannot take one more room, by how much', () => {
    expect(
      allotmentShortfall(
        ['2027-03-03', '2027-03-01', '2027-03-02', '2027-03-04'],
        [
          { date: '2027-03-01', allotment: 5, sold: 4 },
          { date: '2027-03-02', allotment: 3, sold: 3 },
          { date: '2027-03-03', allotment: 0, sold: 0 },
        ],
      ),
    ).toEqual([
      { date: '2027-03-02', allotment: 3, sold: 3, missing: 1 },
      { date: '2027-03-03', allotment: 0, sold: 0, missing: 1 },
      { date: '2027-03-04', allotment: 0, sold: 0, missing: 1 },
    ]);
  });
});
