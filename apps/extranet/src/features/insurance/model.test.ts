import { describe, expect, it } from 'vitest';
import { contactValues, filterProblems, initialFilters, queryOf, type InsuranceFilters } from './model';

const f = (over: Partial<InsuranceFilters> = {}): InsuranceFilters => ({
  dateType: 'STAY',
  from: '2027-02-01',
  to: '2027-02-28',
  ...over,
});

describe('insurance model', () => {
  it('starts on the bookings made in the 30 days up to today', () => {
    expect(initialFilters('2027-03-01')).toEqual({
      dateType: 'BOOKED',
      from: '2027-01-31',
      to: '2027-03-01',
    });
    expect(initialFilters('2028-02-29')).toEqual({
      dateType: 'BOOKED',
      from: '2028-01-31',
      to: '2028-02-29',
    });
  });

  it.each([
    ['a valid range', f(), {}],
    ['no start', f({ from: null }), { from: 'REQUIRED' }],
    ['no end', f({ to: null }), { to: 'REQUIRED' }],
    ['an end before the start', f({ to: '2027-01-31' }), { to: 'DATE_BEFORE_START' }],
    ['366 days', f({ from: '2027-01-01', to: '2028-01-01' }), {}],
    ['367 days', f({ from: '2027-01-01', to: '2028-01-02' }), { to: 'DATE_RANGE_TOO_LONG' }],
  ])('checks %s', (_name, filters, problems) => {
    expect(filterProblems(filters)).toEqual(problems);
  });

  it('makes the API query of valid filters (pages from 0), none of invalid ones', () => {
    expect(queryOf(f(), 3)).toEqual({
      rangeOf: 'STAY',
      from: '2027-02-01',
      to: '2027-02-28',
      page: 2,
      size: 20,
    });
    expect(queryOf(f({ to: '2027-01-01' }), 1)).toBeNull();
  });

  it('fills the contact form with the saved contact, else empty fields', () => {
    const contact = { name: 'Rina', email: 'r@example.com', phone: '8123456', position: 'GM' };
    expect(contactValues({ contact, updatedAt: '2027-02-01T00:00:00.000Z' })).toEqual(contact);
    expect(contactValues({ contact: null, updatedAt: null })).toEqual({
      name: '',
      email: '',
      phone: '',
      position: '',
    });
  });
});
