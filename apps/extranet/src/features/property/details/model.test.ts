import { describe, expect, it } from 'vitest';
import {
  announcementValidator,
  countryName,
  policyValues,
  tabOf,
  textIn,
  toPolicyInput,
  validatePolicyValues,
  type Announcement,
  type GeneralPolicy,
  type PolicyValues,
} from './model';

const policy: GeneralPolicy = {
  allowAlcoholicDrink: true,
  allowPets: false,
  allowSmoking: false,
  genderType: 'ALL',
  marriageRegulation: 'NONE',
  allowAllAge: false,
  setMinAge: 5,
  payDeposit: true,
  depositAmount: 300000,
  breakfastTime: { start: '06:00', end: '10:00' },
  childrenPolicy: { childAgeFrom: 5, childAgeTo: 11, adultMinAge: 12 },
  saved: true,
  complete: true,
  updatedAt: '2027-02-28T10:00:00.000Z',
};

describe('policy form values', () => {
  it('round-trips a saved policy', () => {
    const input = toPolicyInput(policyValues(policy));
    const { saved: _s, complete: _c, updatedAt: _u, ...expected } = policy;
    expect(input).toEqual(expected);
  });

  it.each<[string, Partial<PolicyValues>, Record<string, unknown>]>([
    ['all ages drops the minimum age', { age: 'ALL' }, { allowAllAge: true, setMinAge: null }],
    ['no deposit drops its amount', { payDeposit: false }, { payDeposit: false, depositAmount: null }],
    [
      'empty breakfast times are null',
      { breakfastTime: { start: '', end: '' } },
      { breakfastTime: { start: null, end: null } },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(toPolicyInput({ ...policyValues(policy), ...patch })).toMatchObject(expected);
  });

  it.each<[string, Partial<PolicyValues>, string[]]>([
    ['valid', {}, []],
    ['minimum age 0', { setMinAge: 0 }, ['setMinAge']],
    ['children below the minimum age', { setMinAge: 8 }, ['childrenPolicy.childAgeFrom']],
    ['deposit without amount', { depositAmount: null }, ['depositAmount']],
    ['breakfast reversed', { breakfastTime: { start: '10:00', end: '06:00' } }, ['breakfastTime.end']],
  ])('validates like the server: %s', (_name, patch, fields) => {
    expect(validatePolicyValues({ ...policyValues(policy), ...patch }).map((e) => e.field)).toEqual(fields);
  });
});

describe('announcements', () => {
  const saved = { startDate: '2027-02-20', text: { id: 'Teks', en: 'Text' } } as Announcement;
  const values = {
    title: 'T',
    text: { id: 'abcde', en: 'abcde' },
    startDate: '2027-02-20',
    endDate: '2027-03-01',
  };

  it('a new announcement may not start before today; an edit keeps its start', () => {
    expect(announcementValidator('2027-02-28', null)(values).map((e) => e.field)).toEqual(['startDate']);
    expect(announcementValidator('2027-02-28', saved)(values)).toEqual([]);
  });

  it.each([
    [null, 'ACTIVE'],
    ['upcoming', 'UPCOMING'],
    ['EXPIRED', 'EXPIRED'],
    ['soon', 'ACTIVE'],
  ])('tab %s -> %s', (search, tab) => {
    expect(tabOf(search)).toBe(tab);
  });

  it('shows the text in the user language, else the other', () => {
    expect(textIn(saved, 'en')).toBe('Text');
    expect(textIn({ text: { id: 'Teks', en: '' } }, 'en')).toBe('Teks');
  });
});

describe('countryName', () => {
  it.each([
    ['ID', 'en', 'Indonesia'],
    ['SG', 'id', 'Singapura'],
    ['??', 'en', '??'],
  ] as const)('%s in %s -> %s', (code, lang, name) => {
    expect(countryName(code, lang)).toBe(name);
  });
});
