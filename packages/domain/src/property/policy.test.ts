import { describe, expect, it } from 'vitest';
import { policyComplete, policyMinAge, type PolicyFacts } from './policy.js';

const valid: PolicyFacts = {
  allowAllAge: true,
  setMinAge: null,
  payDeposit: false,
  depositAmount: null,
  breakfastTime: { start: '06:30', end: '10:00' },
  childrenPolicy: { childAgeFrom: 0, childAgeTo: 11, adultMinAge: 12 },
};

describe('policyComplete (SPEC 5 general policy and children age groups)', () => {
  it.each<[string, Partial<PolicyFacts>, boolean]>([
    ['valid', {}, true],
    ['no breakfast times at all', { breakfastTime: { start: null, end: null } }, true],
    ['breakfast end before start', { breakfastTime: { start: '10:00', end: '06:00' } }, false],
    ['breakfast end equal to start', { breakfastTime: { start: '07:00', end: '07:00' } }, false],
    ['only a breakfast start', { breakfastTime: { start: '07:00', end: null } }, false],
    ['min age 0 when not all ages', { allowAllAge: false, setMinAge: 0 }, false],
    ['min age missing when not all ages', { allowAllAge: false, setMinAge: null }, false],
    [
      'min age 5 with children from 5',
      {
        allowAllAge: false,
        setMinAge: 5,
        childrenPolicy: { childAgeFrom: 5, childAgeTo: 11, adultMinAge: 12 },
      },
      true,
    ],
    ['children below the minimum age', { allowAllAge: false, setMinAge: 5 }, false],
    ['deposit without amount', { payDeposit: true, depositAmount: null }, false],
    ['deposit of 0', { payDeposit: true, depositAmount: 0 }, false],
    ['deposit with amount', { payDeposit: true, depositAmount: 500000 }, true],
    ['adult age missing', { childrenPolicy: { childAgeFrom: 0, childAgeTo: 11, adultMinAge: null } }, false],
    [
      'children range empty',
      { childrenPolicy: { childAgeFrom: null, childAgeTo: null, adultMinAge: 12 } },
      false,
    ],
    [
      'children up to the adult age',
      { childrenPolicy: { childAgeFrom: 0, childAgeTo: 12, adultMinAge: 12 } },
      false,
    ],
    [
      'children from above to',
      { childrenPolicy: { childAgeFrom: 8, childAgeTo: 4, adultMinAge: 12 } },
      false,
    ],
    [
      'adult age not above the minimum age',
      {
        allowAllAge: false,
        setMinAge: 12,
        childrenPolicy: { childAgeFrom: 12, childAgeTo: 12, adultMinAge: 12 },
      },
      false,
    ],
  ])('%s -> %s', (_name, patch, expected) => {
    expect(policyComplete({ ...valid, ...patch })).toBe(expected);
  });

  it('a policy never saved is not complete', () => {
    expect(policyComplete(null)).toBe(false);
  });

  it('the minimum age is 0 when all ages are allowed', () => {
    expect(policyMinAge({ allowAllAge: true, setMinAge: 9 })).toBe(0);
    expect(policyMinAge({ allowAllAge: false, setMinAge: 9 })).toBe(9);
  });
});
