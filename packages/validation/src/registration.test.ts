import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION } from '@extranet/domain';
import {
  validateAgreement,
  validateCreateRegistration,
  validateOtherPlatform,
  validatePaymentDetail,
  validatePropertyDecision,
  validatePropertyType,
} from './registration.js';

const codes = (errors: { field: string; code: string }[]) =>
  Object.fromEntries(errors.map((e) => [e.field, e.code]));

describe('category', () => {
  it.each([
    [{ accommodationType: 'HOTEL' }, {}],
    [{ accommodationType: 'NHA', placeType: 'UNIT' }, {}],
    [{ accommodationType: 'NHA' }, { placeType: 'registration.placeTypeRequired' }],
    [{ accommodationType: 'HOTEL', placeType: 'WHOLE' }, { placeType: 'registration.placeTypeNotAllowed' }],
    [{ accommodationType: null }, { accommodationType: 'required' }],
  ])('%j', (input, expected) => {
    expect(codes(validateCreateRegistration(input))).toEqual(expected);
  });

  it('property types follow the category', () => {
    expect(validatePropertyType('HOTEL', 'RESORT')).toEqual([]);
    expect(codes(validatePropertyType('NHA', 'RESORT'))).toEqual({
      propertyType: 'registration.invalidOption',
    });
    expect(codes(validatePropertyType('NHA', ''))).toEqual({ propertyType: 'required' });
  });
});

describe('other platforms', () => {
  const ok = {
    platforms: [{ platform: 'AIRBNB', url: 'https://airbnb.com/rooms/1' }],
    channelSource: 'EVENT',
  };
  it.each([
    [ok, {}],
    [{ ...ok, referralCode: 'TEMAN2026' }, {}],
    [{ ...ok, referralCode: 'bad code!' }, { referralCode: 'alphanumeric' }],
    [{ ...ok, channelSource: null }, { channelSource: 'required' }],
    [{ ...ok, channelSource: 'RADIO' }, { channelSource: 'registration.invalidOption' }],
    [{ ...ok, platforms: [{ platform: 'AIRBNB', url: 'ftp://x' }] }, { 'platforms.0.url': 'url' }],
    [
      { ...ok, platforms: [{ platform: 'MYSPACE', url: 'https://x.com' }] },
      { 'platforms.0.platform': 'registration.invalidOption' },
    ],
    [
      { ...ok, platforms: [ok.platforms[0]!, { platform: 'AGODA', url: 'https://AIRBNB.com/rooms/1' }] },
      { 'platforms.1.url': 'registration.duplicatePlatform' },
    ],
    [
      {
        ...ok,
        platforms: Array.from({ length: 6 }, (_, i) => ({ platform: 'OTHER', url: `https://x.com/${i}` })),
      },
      { platforms: 'registration.tooManyPlatforms' },
    ],
  ])('%j', (input, expected) => {
    expect(codes(validateOtherPlatform(input))).toEqual(expected);
  });
});

describe('agreement', () => {
  const today = '2027-02-28';
  const ok = { name: 'Ani', position: 'Pemilik', date: today, accepted: true, version: AGREEMENT_VERSION };
  it.each([
    [ok, {}],
    [{ ...ok, date: '2027-03-01' }, { date: 'max_date' }],
    [{ ...ok, date: '2027-02-30' }, { date: 'date.invalid' }],
    [{ ...ok, date: null }, { date: 'required' }],
    [{ ...ok, accepted: false }, { accepted: 'registration.agreementRequired' }],
    [{ ...ok, version: '1.0' }, { version: 'registration.agreementOutdated' }],
    [
      { ...ok, name: '   ', position: '' },
      { name: 'not_contains_only_spaces', position: 'required' },
    ],
  ])('%j', (input, expected) => {
    expect(codes(validateAgreement(input, today))).toEqual(expected);
  });
});

describe('payment details', () => {
  const bank = {
    method: 'BANK_TRANSFER',
    bankName: 'BNI',
    branch: 'Yogyakarta',
    accountNumber: '0123-456-789',
    accountHolder: 'Ani',
    swiftCode: 'BNINIDJA',
    payoutCurrency: 'IDR',
  };
  it.each([
    [bank, {}],
    [{ ...bank, swiftCode: 'BNINIDJAXXX' }, {}],
    [{ ...bank, accountNumber: '1234' }, { accountNumber: 'registration.accountNumber' }],
    [{ ...bank, accountNumber: '1'.repeat(21) }, { accountNumber: 'registration.accountNumber' }],
    [{ ...bank, swiftCode: 'BNINIDJAX' }, { swiftCode: 'payment.swiftCode' }],
    [
      { method: 'BANK_TRANSFER', payoutCurrency: 'IDR' },
      {
        bankName: 'required',
        branch: 'required',
        accountHolder: 'required',
        accountNumber: 'required',
        swiftCode: 'required',
      },
    ],
    [{ method: 'INVOICE', payoutCurrency: 'USD' }, {}],
    [{ method: 'INVOICE', payoutCurrency: 'XYZ' }, { payoutCurrency: 'registration.invalidOption' }],
    [
      { method: null, payoutCurrency: null },
      { method: 'required', payoutCurrency: 'required' },
    ],
  ])('%j', (input, expected) => {
    expect(codes(validatePaymentDetail(input))).toEqual(expected);
  });
});

describe('decision', () => {
  it.each([
    [{ decision: 'APPROVE_OFFLINE' }, {}],
    [{ decision: 'REJECT', reason: 'Foto kurang jelas.' }, {}],
    [{ decision: 'REJECT', reason: 'short' }, { reason: 'min_length' }],
    [{ decision: 'REJECT' }, { reason: 'required' }],
    [{ decision: 'APPROVE_ONLINE', reason: 'x'.repeat(1001) }, { reason: 'max_length' }],
  ])('%j', (input, expected) => {
    expect(codes(validatePropertyDecision(input))).toEqual(expected);
  });
});
