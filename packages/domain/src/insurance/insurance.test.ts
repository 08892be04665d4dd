import { describe, expect, it } from 'vitest';
import { INSURANCE_CLAIM_LIMIT_IDR } from '../constants.js';
import { coverageOf, insuranceOrderProblems, insuranceRangeProblems } from './index.js';
import { can } from './policy.js';

describe('insurance order', () => {
  it.each([
    [1, 2, 0, []],
    [2, 2, 0, []],
    [3, 2, 1, []],
    [
      3,
      2,
      0,
      [{ field: 'insurance.coveredGuests', code: 'INSURANCE_TOO_MANY_GUESTS', params: { limit: 2 } }],
    ],
  ])('covers %i guests of %i adults and %i children', (coveredGuests, adults, children, problems) => {
    expect(
      insuranceOrderProblems({ planCode: 'TRAVEL_BASIC', premium: 1, coveredGuests }, { adults, children }),
    ).toEqual(problems);
  });

  it('has the claim limit of SPEC 9', () => {
    expect(coverageOf({ planCode: 'P', premium: 5, coveredGuests: 1 }).claimLimit).toBe(525_000_000);
    expect(INSURANCE_CLAIM_LIMIT_IDR).toBe(525_000_000);
  });
});

describe('insurance list range', () => {
  it.each([
    ['2027-01-01', '2027-01-01', []],
    ['2027-01-01', '2027-12-31', []],
    ['2028-01-01', '2028-12-31', []],
    ['2027-01-02', '2027-01-01', [{ field: 'to', code: 'DATE_BEFORE_START' }]],
    ['2027-01-01', '2028-01-02', [{ field: 'to', code: 'DATE_RANGE_TOO_LONG', params: { limit: 366 } }]],
    ['2027-02-30', '2027-03-01', [{ field: 'from', code: 'INVALID_FORMAT' }]],
  ])('%s to %s', (from, to, problems) => {
    expect(insuranceRangeProblems(from, to)).toEqual(problems);
  });
});

describe('insurance policy', () => {
  it.each([
    [[7], true, true],
    [[3], true, false],
    [[4, 5], true, false],
    [[6], false, false],
    [[13], false, false],
  ])('roles %j read %s, contact %s', (roles, read, contact) => {
    expect(can({ roles }, 'insurance.read')).toBe(read);
    expect(can({ roles }, 'insurance.contact')).toBe(contact);
  });
});
