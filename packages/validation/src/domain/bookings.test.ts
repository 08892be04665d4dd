import { describe, expect, it } from 'vitest';
import { validateBookingSearch } from './bookings.js';

describe('validateBookingSearch', () => {
  it.each([
    [{}, []],
    [{ stayFrom: '2027-01-01', stayTo: '2027-01-31' }, []],
    [{ stayFrom: '2027-01-01' }, []],
    [{ bookedTo: '2027-01-31' }, []],
    [{ stayFrom: '2027-01-31', stayTo: '2027-01-01' }, ['stayTo:date.endBeforeStart']],
    [{ bookedFrom: '2027-01-31', bookedTo: '2027-01-30' }, ['bookedTo:date.endBeforeStart']],
    [{ stayFrom: '2027-02-30' }, ['stayFrom:date.invalid']],
    [{ bookedTo: 'nope' }, ['bookedTo:date.invalid']],
  ])('%j', (input, expected) => {
    expect(validateBookingSearch(input).map((e) => `${e.field}:${e.code}`)).toEqual(expected);
  });
});
