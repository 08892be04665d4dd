import { describe, expect, it } from 'vitest';
import type { Schemas } from '@extranet/api';
import {
  contactValidator,
  emptyContact,
  generalInfoValidator,
  toContactInput,
  toGeneralInfoInput,
  valuesFromContact,
  valuesFromGeneralInfo,
} from './model';

const info: Schemas['GeneralInfo'] = {
  name: 'Hotel Demo',
  starRating: 4,
  description: '',
  address: 'Jl. Sudirman 1',
  country: 'ID',
  provinceCode: '31',
  regencyCode: '31.71',
  districtCode: '31.71.01',
  city: '',
  postalCode: '10220',
  latitude: -6.2,
  longitude: 106.8,
  phoneCode: '+62',
  phone: '215550123',
  email: 'info@example.com',
  website: '',
  checkInTime: '14:00',
  checkOutTime: null,
  propertyType: 'HOTEL',
  accommodationType: 'HOTEL',
};

describe('general info model', () => {
  it('round-trips the general info', () => {
    const { propertyType: _p, accommodationType: _a, ...input } = info;
    expect(toGeneralInfoInput(valuesFromGeneralInfo(info), true)).toEqual(input);
  });

  it.each([
    [
      { country: 'SG', city: 'Singapore' },
      true,
      { provinceCode: null, regencyCode: null, districtCode: null },
    ],
    [{}, false, { starRating: null }],
    [{ latitude: null, longitude: null }, true, { latitude: null, longitude: null }],
  ])('%j (hotel %s) sends %j', (change, hotel, expected) => {
    const values = valuesFromGeneralInfo({ ...info, ...change });
    expect(toGeneralInfoInput(values, hotel)).toMatchObject(expected);
  });

  it('validates with the shared rules, coordinates as typed', () => {
    const values = { ...valuesFromGeneralInfo(info), latitude: '-6.1234567', regencyCode: '32.01' };
    const fields = generalInfoValidator(true)(values).map((e) => `${e.field}:${e.code}`);
    expect(fields).toContain('latitude:max_decimal_place');
    expect(fields).toContain('regencyCode:generalInfo.areaMismatch');
  });
});

describe('coordinates typed with a decimal comma', () => {
  it('are read as decimals, by the validator and in the body (-6,2088 is not -62088)', () => {
    const values = { ...valuesFromGeneralInfo(info), latitude: '-6,2088', longitude: '106,8456' };
    const fields = generalInfoValidator(true)(values).map((e) => e.field);
    expect(fields).not.toContain('latitude');
    expect(fields).not.toContain('longitude');
    expect(toGeneralInfoInput(values, true)).toMatchObject({ latitude: -6.2088, longitude: 106.8456 });
  });
});

describe('contact model', () => {
  it('round-trips a contact and drops empty optional numbers', () => {
    const contact: Schemas['Contact'] = {
      contactId: 1,
      name: 'Sari',
      position: 'Owner',
      email: 'sari@example.com',
      mobileCode: '+62',
      mobile: '81234567',
      phone: null,
      fax: null,
      kinds: ['FINANCE', 'PRIMARY'],
      isUser: false,
    };
    expect(toContactInput(valuesFromContact(contact))).toEqual({
      name: 'Sari',
      position: 'Owner',
      email: 'sari@example.com',
      mobileCode: '+62',
      mobile: '81234567',
      phone: null,
      fax: null,
      kinds: ['PRIMARY', 'FINANCE'],
    });
  });

  it('starts empty with +62 and the kinds asked', () => {
    expect(emptyContact(['PRIMARY'])).toMatchObject({ mobileCode: '+62', kinds: ['PRIMARY'] });
    const codes = contactValidator(emptyContact()).map((e) => `${e.field}:${e.code}`);
    expect(codes).toEqual(['name:required', 'position:required', 'email:required', 'mobile:required']);
  });
});
