import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  validateChildrenAgeGroups,
  validateContact,
  validateGeneralPolicy,
  validateRoom,
  type ContactInput,
  type RoomInput,
} from './property.js';

describe('validateContact (SPEC 5)', () => {
  const valid: ContactInput = {
    name: 'Sari',
    position: 'Manager',
    email: 'sari@hotel.id',
    mobile: '81234567',
  };

  it.each<[string, Partial<ContactInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['name 2 characters', { name: 'Sa' }, { name: 'min_length' }],
    ['name 3 characters', { name: 'Sar' }, {}],
    ['name 50 characters', { name: 'a'.repeat(50) }, {}],
    ['name 51 characters', { name: 'a'.repeat(51) }, { name: 'max_length' }],
    ['position required', { position: '' }, { position: 'required' }],
    ['e-mail format', { email: 'sari' }, { email: 'email' }],
    ['e-mail required', { email: '' }, { email: 'required' }],
    ['mobile 5 digits', { mobile: '12345' }, { mobile: 'phone.invalid' }],
    ['mobile with +62', { mobile: '+6281234567' }, { mobile: 'phone.countryCode' }],
    ['phone optional', { phone: '' }, {}],
    ['phone too short', { phone: '123' }, { phone: 'phone.invalid' }],
    ['fax digits', { fax: '21-555' }, { fax: 'phone.invalid' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateContact({ ...valid, ...patch }))).toEqual(expected);
  });

  it('accepts a name exactly when it has 3 to 50 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{0,60}$/), (name) => {
        const ok = name.length >= 3 && name.length <= 50;
        expect(!('name' in codes(validateContact({ ...valid, name })))).toBe(ok);
      }),
    );
  });
});

describe('validateGeneralPolicy (SPEC 5: min age above 0, breakfast end after start)', () => {
  it.each([
    ['all ages', { allowAllAge: true }, {}],
    ['min age required', { allowAllAge: false, setMinAge: '' }, { setMinAge: 'required' }],
    ['min age 0', { allowAllAge: false, setMinAge: 0 }, { setMinAge: 'min_float_decimal' }],
    ['min age 18', { allowAllAge: false, setMinAge: 18 }, {}],
    ['breakfast fine', { breakfastTime: { start: '06:00', end: '10:00' } }, {}],
    [
      'breakfast end before start',
      { breakfastTime: { start: '10:00', end: '06:00' } },
      { 'breakfastTime.end': 'time.endBeforeStart' },
    ],
    [
      'breakfast same time',
      { breakfastTime: { start: '07:00', end: '07:00' } },
      { 'breakfastTime.end': 'time.endBeforeStart' },
    ],
    [
      'breakfast end missing',
      { breakfastTime: { start: '06:00', end: '' } },
      { 'breakfastTime.end': 'required' },
    ],
    [
      'breakfast bad time',
      { breakfastTime: { start: '6am', end: '10:00' } },
      { 'breakfastTime.start': 'time.invalid' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateGeneralPolicy(input))).toEqual(expected);
  });
});

describe('validateChildrenAgeGroups (SPEC 5)', () => {
  it.each([
    [
      'valid',
      {
        policyMinAge: 0,
        adultMinAge: 12,
        groups: [
          { minAge: 0, maxAge: 5 },
          { minAge: 6, maxAge: 11 },
        ],
      },
      {},
    ],
    [
      'adult not above policy',
      { policyMinAge: 12, adultMinAge: 12, groups: [] },
      { adultMinAge: 'ageGroups.adultNotAbovePolicy' },
    ],
    ['adult required', { policyMinAge: 0, adultMinAge: '', groups: [] }, { adultMinAge: 'required' }],
    [
      'range not filled',
      { policyMinAge: 0, adultMinAge: 12, groups: [{ minAge: 0, maxAge: '' }] },
      { 'groups.0.maxAge': 'required' },
    ],
    [
      'range reversed',
      { policyMinAge: 0, adultMinAge: 12, groups: [{ minAge: 5, maxAge: 2 }] },
      { 'groups.0.maxAge': 'range.maxBelowMin' },
    ],
    [
      'range reaches adult age',
      { policyMinAge: 0, adultMinAge: 12, groups: [{ minAge: 0, maxAge: 12 }] },
      { 'groups.0.maxAge': 'ageGroups.notBelowAdult' },
    ],
    [
      'ranges overlap',
      {
        policyMinAge: 0,
        adultMinAge: 12,
        groups: [
          { minAge: 0, maxAge: 6 },
          { minAge: 6, maxAge: 11 },
        ],
      },
      { 'groups.1.minAge': 'ageGroups.overlap' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateChildrenAgeGroups(input))).toEqual(expected);
  });
});

describe('validateRoom (SPEC 5, 9)', () => {
  const valid: RoomInput = {
    name: 'Deluxe',
    adultOccupancy: 2,
    childOccupancy: 1,
    bedroomCount: 1,
    bedrooms: [{ beds: ['KING'] }],
    facilities: ['AC', 'TV', 'WIFI'],
    guestTypes: ['FAMILY'],
  };

  it.each<[string, Partial<RoomInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['child above adult', { childOccupancy: 3 }, { childOccupancy: 'room.childAboveAdult' }],
    ['child equal to adult', { childOccupancy: 2 }, {}],
    ['adult required', { adultOccupancy: '' }, { adultOccupancy: 'required' }],
    ['bed arrangements must match bedrooms', { bedroomCount: 2 }, { bedrooms: 'room.bedroomMismatch' }],
    ['7 bedrooms', { bedroomCount: 7 }, { bedroomCount: 'max_float' }],
    ['bedroom without a bed', { bedrooms: [{ beds: [] }] }, { 'bedrooms.0.beds': 'room.bedRequired' }],
    [
      '4 alternatives',
      { bedrooms: [{ beds: ['KING'], alternatives: [1, 2, 3, 4] }] },
      { 'bedrooms.0.alternatives': 'room.tooManyArrangements' },
    ],
    ['description 1000', { description: 'a'.repeat(1000) }, {}],
    ['description 1001', { description: 'a'.repeat(1001) }, { description: 'max_length' }],
    ['description as rich text counts its text', { description: `<p>${'a'.repeat(1000)}</p>` }, {}],
    ['2 facilities', { facilities: ['AC', 'TV'] }, { facilities: 'room.tooFewFacilities' }],
    ['3 guest types', { guestTypes: [1, 2, 3] }, { guestTypes: 'room.tooManyGuestTypes' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateRoom({ ...valid, ...patch }))).toEqual(expected);
  });

  it('never accepts more children than adults', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 }), (adults, children) => {
        const errors = codes(validateRoom({ ...valid, adultOccupancy: adults, childOccupancy: children }));
        expect(errors.childOccupancy === 'room.childAboveAdult').toBe(children > adults);
      }),
    );
  });
});
