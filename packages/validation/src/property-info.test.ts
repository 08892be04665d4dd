import { describe, expect, it } from 'vitest';
import { validatePropertyContact } from './contact.js';
import { validateGeneralInfo, type GeneralInfoFormInput } from './general-info.js';
import { isPhoneCode, phoneCountryCodes, validatePhone } from './phone.js';

const codes = (errors: { field: string; code: string }[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('validatePhone', () => {
  it.each([
    ['+62', '81234567890', []],
    ['+62', '081234567890', []],
    ['+1', '2025550123', []],
    ['+62', '', ['phone:required']],
    ['+62', '12345', ['phone:phone.invalid']],
    ['+62', '+6281234567', ['phone:phone.countryCode']],
    ['+62', '12a456789', ['phone:phone.invalid']],
    ['+999', '81234567890', ['phoneCode:phone.code']],
    ['+1', '1234567890', ['phone:phone.notValid']],
  ])('%s %s', (code, number, expected) => {
    expect(codes(validatePhone(code, number))).toEqual(expected);
  });

  it('is optional when asked', () => {
    expect(validatePhone('+62', '', { optional: true })).toEqual([]);
  });

  it('lists Indonesia first and knows the codes', () => {
    expect(phoneCountryCodes()[0]).toEqual({ country: 'ID', code: '+62' });
    expect(isPhoneCode('+65')).toBe(true);
    expect(isPhoneCode('62')).toBe(false);
  });
});

describe('validatePropertyContact', () => {
  const good = {
    name: 'Sari Dewi',
    position: 'Owner',
    email: 'sari@example.com',
    mobileCode: '+62',
    mobile: '81234567',
    kinds: ['PRIMARY'],
  };
  it.each([
    [{}, []],
    [{ name: 'Al' }, ['name:min_length']],
    [{ name: 'x'.repeat(51) }, ['name:max_length']],
    [{ position: ' ' }, ['position:not_contains_only_spaces']],
    [{ email: 'nope' }, ['email:email']],
    [{ mobile: '12345' }, ['mobile:phone.invalid']],
    [{ mobileCode: '62' }, ['mobileCode:phone.code']],
    [{ kinds: ['OWNER'] }, ['kinds:contact.kind']],
    [{ phone: '021' }, ['phone:phone.invalid']],
  ])('%j', (change, expected) => {
    expect(codes(validatePropertyContact({ ...good, ...change }))).toEqual(expected);
  });
});

describe('validateGeneralInfo', () => {
  const good: GeneralInfoFormInput = {
    name: 'Hotel Demo',
    starRating: 4,
    address: 'Jl. Sudirman 1',
    country: 'ID',
    provinceCode: '31',
    regencyCode: '31.71',
    districtCode: '31.71.01',
    city: '',
    postalCode: '10220',
    latitude: -6.2,
    longitude: 106.816666,
    phoneCode: '+62',
    phone: '215550123',
    email: 'info@example.com',
    website: '',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  };
  it.each([
    [{}, []],
    [{ name: ' ' }, ['name:required']],
    [{ starRating: 6 }, ['starRating:generalInfo.starRating']],
    [
      { regencyCode: '32.01' },
      ['regencyCode:generalInfo.areaMismatch', 'districtCode:generalInfo.areaMismatch'],
    ],
    [{ districtCode: '31.72.01' }, ['districtCode:generalInfo.areaMismatch']],
    // The regency and district wait for the level above them (their fields are disabled until then).
    [{ provinceCode: null, regencyCode: null, districtCode: null }, ['provinceCode:not_null']],
    [{ regencyCode: null, districtCode: null }, ['regencyCode:not_null']],
    [{ districtCode: null }, ['districtCode:not_null']],
    [{ postalCode: '1022' }, ['postalCode:generalInfo.postalCode']],
    [{ latitude: 91 }, ['latitude:generalInfo.coordinateRange']],
    [{ longitude: -180.5 }, ['longitude:generalInfo.coordinateRange']],
    [{ latitude: '-6.1234567' }, ['latitude:max_decimal_place']],
    [{ latitude: null }, ['latitude:generalInfo.coordinatesPair']],
    [{ latitude: null, longitude: null }, []],
    [{ latitude: 'abc' }, ['latitude:number']],
    [{ phone: '' }, ['phone:required']],
    [{ email: 'x@' }, ['email:email']],
    [{ website: 'ftp://x' }, ['website:url']],
    [{ website: 'https://hotel.example.com' }, []],
    [{ checkInTime: '25:00' }, ['checkInTime:time.invalid']],
    [{ country: 'SG', provinceCode: null, regencyCode: null, districtCode: null }, ['city:required']],
    [{ country: 'SG', city: 'Singapore', postalCode: '018956' }, []],
    [{ country: 'sg', city: 'Singapore' }, ['country:generalInfo.country']],
  ])('%j', (change, expected) => {
    expect(codes(validateGeneralInfo({ ...good, ...change }, { hotel: true }))).toEqual(expected);
  });
  it.each([
    [{ latitude: null, longitude: null }, ['latitude:required', 'longitude:required']],
    [{ latitude: null }, ['latitude:required']],
    [{}, []],
  ])('registration needs the map location: %j', (change, expected) => {
    expect(
      codes(validateGeneralInfo({ ...good, ...change }, { hotel: true, coordinatesRequired: true })),
    ).toEqual(expected);
  });
});
