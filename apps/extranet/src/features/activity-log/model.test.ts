import { describe, expect, it } from 'vitest';
import { filterProblems, initialFilters, queryOf, referenceOf } from './model';

describe('activity log model', () => {
  it('starts with the week up to today, every user', () => {
    expect(initialFilters('2027-03-10')).toEqual({ from: '2027-03-04', to: '2027-03-10', accountId: null });
  });

  it.each([
    [
      { from: null, to: null, accountId: null },
      { from: 'REQUIRED', to: 'REQUIRED' },
    ],
    [{ from: '2027-03-10', to: '2027-03-09', accountId: null }, { to: 'DATE_BEFORE_START' }],
    [{ from: '2027-01-01', to: '2027-02-01', accountId: null }, { to: 'DATE_RANGE_TOO_LONG' }],
    [{ from: '2027-01-01', to: '2027-01-31', accountId: null }, {}],
  ])('%j has problems %j', (filters, problems) => {
    expect(filterProblems(filters)).toEqual(problems);
  });

  it('asks only valid filters, with the user when one is chosen', () => {
    expect(queryOf({ from: '2027-03-01', to: '2027-03-02', accountId: 7 })).toEqual({
      from: '2027-03-01',
      to: '2027-03-02',
      accountId: 7,
    });
    expect(queryOf({ from: '2027-03-01', to: '2027-02-02', accountId: null })).toBeNull();
  });

  it('names what an entry changed by its ids', () => {
    expect(referenceOf({ subject: { ratePlanId: '12' } })).toBe('#12');
    expect(referenceOf({ subject: { bookingId: '9', requestId: '3' } })).toBe('#9 · #3');
    expect(referenceOf({ subject: {} })).toBe('');
  });
});
