import { describe, expect, it } from 'vitest';
import {
  contactInUse,
  contactOfKind,
  contactsComplete,
  missingContactKinds,
  normalizeContactKinds,
} from './contacts.js';
import { changedGeneralInfoFields, generalInfoEditMode, type GeneralInfoValues } from './general-info.js';

describe('contacts', () => {
  it.each([
    [[], false, ['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION']],
    [[{ kinds: ['PRIMARY', 'AGREEMENT'] }], false, ['FINANCE', 'RESERVATION']],
    [[{ kinds: ['PRIMARY', 'AGREEMENT'] }, { kinds: ['RESERVATION', 'FINANCE'] }], true, []],
    [[{ kinds: ['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION'] }], true, []],
  ])('%j complete %s, missing %j', (contacts, complete, missing) => {
    expect(contactsComplete(contacts)).toBe(complete);
    expect(missingContactKinds(contacts)).toEqual(missing);
  });

  it('a contact holding a kind is in use', () => {
    expect(contactInUse({ kinds: ['FINANCE'] })).toBe(true);
    expect(contactInUse({ kinds: [] })).toBe(false);
  });

  it('orders kinds and drops unknown or repeated ones', () => {
    expect(normalizeContactKinds(['RESERVATION', 'PRIMARY', 'PRIMARY', 'OWNER'])).toEqual([
      'PRIMARY',
      'RESERVATION',
    ]);
  });

  it('finds the contact holding a kind', () => {
    const others = [
      { contactId: 1, kinds: ['PRIMARY', 'AGREEMENT'] },
      { contactId: 2, kinds: ['FINANCE'] },
    ];
    expect(contactOfKind(others, 'FINANCE')?.contactId).toBe(2);
    expect(contactOfKind(others, 'RESERVATION')).toBeUndefined();
  });
});

describe('general info', () => {
  it.each([
    [-3, 'DIRECT'],
    [-1, 'DIRECT'],
    [0, 'DIRECT'],
    [1, 'CHANGE_REQUEST'],
    [2, 'CHANGE_REQUEST'],
  ])('status %i is edited %s', (status, mode) => {
    expect(generalInfoEditMode(status)).toBe(mode);
  });

  it('lists the fields a proposal changes', () => {
    const current = {
      name: 'A',
      starRating: 3,
      description: '',
      address: 'x',
      country: 'ID',
      provinceCode: '31',
      regencyCode: '31.71',
      districtCode: '31.71.01',
      city: '',
      postalCode: '',
      latitude: null,
      longitude: null,
      phoneCode: '+62',
      phone: '215550123',
      email: 'a@example.com',
      website: '',
      checkInTime: '14:00',
      checkOutTime: null,
    } satisfies GeneralInfoValues;
    expect(changedGeneralInfoFields(current, { ...current })).toEqual([]);
    expect(changedGeneralInfoFields(current, { ...current, name: 'B', latitude: -6.2 })).toEqual([
      'name',
      'latitude',
    ]);
  });
});
