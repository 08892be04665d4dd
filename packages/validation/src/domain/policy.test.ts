import { describe, expect, it } from 'vitest';
import { policyComplete } from '@extranet/domain';
import { validateHotelPolicy, type HotelPolicyInput } from './policy.js';

const valid = {
  allowAllAge: true,
  setMinAge: null,
  payDeposit: false,
  depositAmount: null,
  breakfastTime: { start: '06:30', end: '10:00' },
  childrenPolicy: { childAgeFrom: 0, childAgeTo: 11, adultMinAge: 12 },
};
type Patch = Partial<HotelPolicyInput> & Record<string, unknown>;
const codes = (input: HotelPolicyInput) =>
  Object.fromEntries(validateHotelPolicy(input).map((e) => [e.field, e.code]));

describe('validateHotelPolicy (SPEC 5: general policy, children age groups)', () => {
  it.each<[string, Patch, Record<string, string>]>([
    ['valid', {}, {}],
    ['no breakfast', { breakfastTime: { start: null, end: null } }, {}],
    [
      'breakfast end before start',
      { breakfastTime: { start: '10:00', end: '09:00' } },
      {
        'breakfastTime.end': 'time.endBeforeStart',
      },
    ],
    [
      'breakfast end missing',
      { breakfastTime: { start: '10:00', end: '' } },
      { 'breakfastTime.end': 'required' },
    ],
    [
      'breakfast start malformed',
      { breakfastTime: { start: '25:00', end: '10:00' } },
      {
        'breakfastTime.start': 'time.invalid',
      },
    ],
    ['min age 0', { allowAllAge: false, setMinAge: 0 }, { setMinAge: 'min_float_decimal' }],
    ['min age missing', { allowAllAge: false, setMinAge: null }, { setMinAge: 'required' }],
    ['min age 18 is above the largest', { allowAllAge: false, setMinAge: 18 }, { setMinAge: 'max_float' }],
    [
      'children from below the minimum age',
      { allowAllAge: false, setMinAge: 4 },
      { 'childrenPolicy.childAgeFrom': 'min_float' },
    ],
    ['deposit without amount', { payDeposit: true }, { depositAmount: 'required' }],
    ['deposit of 0', { payDeposit: true, depositAmount: 0 }, { depositAmount: 'min_float_decimal' }],
    ['deposit amount', { payDeposit: true, depositAmount: 250000 }, {}],
    [
      'children policy empty',
      { childrenPolicy: {} },
      {
        'childrenPolicy.adultMinAge': 'required',
        'childrenPolicy.childAgeFrom': 'required',
        'childrenPolicy.childAgeTo': 'required',
      },
    ],
    [
      'children up to the adult age',
      { childrenPolicy: { childAgeFrom: 0, childAgeTo: 12, adultMinAge: 12 } },
      { 'childrenPolicy.childAgeTo': 'ageGroups.notBelowAdult' },
    ],
    [
      'children from above to',
      { childrenPolicy: { childAgeFrom: 9, childAgeTo: 3, adultMinAge: 12 } },
      { 'childrenPolicy.childAgeTo': 'range.maxBelowMin' },
    ],
    [
      'adult age not above the minimum age',
      {
        allowAllAge: false,
        setMinAge: 10,
        childrenPolicy: { childAgeFrom: 10, childAgeTo: 10, adultMinAge: 10 },
      },
      {
        'childrenPolicy.adultMinAge': 'ageGroups.adultNotAbovePolicy',
        'childrenPolicy.childAgeTo': 'ageGroups.notBelowAdult',
      },
    ],
    [
      'adult age above 21',
      { childrenPolicy: { childAgeFrom: 0, childAgeTo: 11, adultMinAge: 30 } },
      { 'childrenPolicy.adultMinAge': 'max_float' },
    ],
  ])('%s', (_name, patch, expected) => {
    const input = { ...valid, ...patch } as HotelPolicyInput;
    expect(codes(input)).toEqual(expected);
  });

  it.each<[string, Patch]>([
    ['valid', {}],
    [
      'min age 5, children 5-11',
      {
        allowAllAge: false,
        setMinAge: 5,
        childrenPolicy: { childAgeFrom: 5, childAgeTo: 11, adultMinAge: 12 },
      },
    ],
    ['children below min', { allowAllAge: false, setMinAge: 5 }],
    ['deposit 0', { payDeposit: true, depositAmount: 0 }],
    ['breakfast reversed', { breakfastTime: { start: '10:00', end: '09:00' } }],
    ['children to adult', { childrenPolicy: { childAgeFrom: 0, childAgeTo: 12, adultMinAge: 12 } }],
  ])('agrees with the domain policyComplete: %s', (_name, patch) => {
    const input = { ...valid, ...patch } as typeof valid;
    expect(validateHotelPolicy(input).length === 0).toBe(policyComplete(input));
  });
});
