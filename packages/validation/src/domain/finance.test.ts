import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  validateCommission,
  validateCommissionDecision,
  validateCommissionProposal,
  validatePaymentDetails,
  validateTaxAccount,
  type TaxAccountInput,
} from './finance.js';

describe('validateCommission (SPEC 5: add-ons above 0 up to 100 with 2 decimals; preferred partner 0 to 100)', () => {
  it.each([
    ['add-ons 12.5', { addOnsPercentage: '12.5' }, {}],
    ['add-ons 100', { addOnsPercentage: 100 }, {}],
    ['add-ons 0', { addOnsPercentage: 0 }, { addOnsPercentage: 'min_float_decimal' }],
    ['add-ons 100.01', { addOnsPercentage: '100.01' }, { addOnsPercentage: 'max_float' }],
    ['add-ons 3 decimals', { addOnsPercentage: '10.125' }, { addOnsPercentage: 'max_decimal_place' }],
    ['add-ons empty', { addOnsPercentage: '' }, { addOnsPercentage: 'required' }],
    ['preferred partner 0', { preferredPartnerPercentage: 0 }, {}],
    ['preferred partner 100', { preferredPartnerPercentage: 100 }, {}],
    ['preferred partner -1', { preferredPartnerPercentage: -1 }, { preferredPartnerPercentage: 'min_float' }],
    [
      'preferred partner 101',
      { preferredPartnerPercentage: 101 },
      { preferredPartnerPercentage: 'max_float' },
    ],
    ['only present fields are checked', {}, {}],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateCommission(input))).toEqual(expected);
  });

  it('add-ons: any value with 2 decimals in (0, 100] passes, nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 11000 }), (hundredths) => {
        const value = (hundredths / 100).toFixed(2);
        expect(validateCommission({ addOnsPercentage: value }).length === 0).toBe(
          hundredths > 0 && hundredths <= 10000,
        );
      }),
    );
  });
});

describe('validateCommissionProposal', () => {
  const ok = {
    propertyPercentage: 15,
    preferredPartnerPercentage: 2,
    addOnsPercentage: 10,
    calculationMode: 'SELL',
  };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['property 3 decimals', { propertyPercentage: '15.125' }, { propertyPercentage: 'max_decimal_place' }],
    ['property above 100', { propertyPercentage: 101 }, { propertyPercentage: 'max_float' }],
    ['add-ons 0', { addOnsPercentage: 0 }, { addOnsPercentage: 'min_float_decimal' }],
    [
      'total above 100',
      { propertyPercentage: 90, preferredPartnerPercentage: 10.01 },
      { preferredPartnerPercentage: 'commission.totalTooHigh' },
    ],
    ['total 100', { propertyPercentage: 90, preferredPartnerPercentage: 10 }, {}],
    ['mode missing', { calculationMode: null }, { calculationMode: 'required' }],
    ['mode unknown', { calculationMode: 'GROSS' }, { calculationMode: 'required' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateCommissionProposal({ ...ok, ...patch } as never))).toEqual(expected);
  });

  it('a rejection needs a reason', () => {
    expect(codes(validateCommissionDecision({ decision: 'REJECT', reason: ' ' }))).toEqual({
      reason: 'required',
    });
    expect(codes(validateCommissionDecision({ decision: 'APPROVE' }))).toEqual({});
  });
});

describe('validateTaxAccount (SPEC 3, 5)', () => {
  const valid: TaxAccountInput = {
    taxAccountType: 'PERSONAL',
    taxAccountNumber: '1234567890123456',
    taxAccountName: 'Budi',
    taxAccountDocument: 'doc-1',
  };

  it.each<[string, Partial<TaxAccountInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['punctuated number', { taxAccountNumber: '1234.5678.9012.3456' }, {}],
    ['15 digits', { taxAccountNumber: '123456789012345' }, {}],
    ['14 digits', { taxAccountNumber: '12345678901234' }, { taxAccountNumber: 'tax.npwpDigits' }],
    ['17 digits', { taxAccountNumber: '12345678901234567' }, { taxAccountNumber: 'tax.npwpDigits' }],
    ['NITKU 22 digits', { nitku: '1234567890123456000001' }, {}],
    ['NITKU 21 digits', { nitku: '123456789012345600000' }, { nitku: 'tax.nitkuDigits' }],
    [
      'company other document type',
      { taxAccountType: 'COMPANY', otherDocument: { name: 'x.exe', size: 10 } },
      { otherDocument: 'document.type' },
    ],
    ['number required', { taxAccountNumber: '' }, { taxAccountNumber: 'required' }],
    ['name required', { taxAccountName: '' }, { taxAccountName: 'required' }],
    ['type required', { taxAccountType: null }, { taxAccountType: 'required' }],
    ['document required', { taxAccountDocument: null }, { taxAccountDocument: 'required' }],
    [
      'document type',
      { taxAccountDocument: { name: 'npwp.gif', size: 10 } },
      { taxAccountDocument: 'document.type' },
    ],
    [
      'company branch number',
      { taxAccountType: 'COMPANY', branchTaxAccountNumber: '123' },
      { branchTaxAccountNumber: 'tax.npwpDigits' },
    ],
    ['company without branch', { taxAccountType: 'COMPANY' }, {}],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateTaxAccount({ ...valid, ...patch }))).toEqual(expected);
  });
});

describe('validatePaymentDetails', () => {
  const bank = {
    method: 'bank_transfer' as const,
    bankName: 'BNI',
    accountNumber: '0123456789',
    holder: 'PT Hotel',
  };
  it.each([
    ['bank transfer', bank, {}],
    ['method required', { method: null }, { method: 'required' }],
    [
      'bank fields required',
      { method: 'bank_transfer' as const },
      { bankName: 'required', accountNumber: 'required', holder: 'required' },
    ],
    [
      'account number letters',
      { ...bank, accountNumber: '12AB56' },
      { accountNumber: 'payment.accountNumber' },
    ],
    [
      'account number 4 digits',
      { ...bank, accountNumber: '1234' },
      { accountNumber: 'payment.accountNumber' },
    ],
    ['account number with spaces', { ...bank, accountNumber: '0123 4567 89' }, {}],
    ['swift 8', { ...bank, swiftCode: 'BNINIDJA' }, {}],
    ['swift 11 lower case', { ...bank, swiftCode: 'bninidjaxxx' }, {}],
    ['swift 9', { ...bank, swiftCode: 'BNINIDJAX' }, { swiftCode: 'payment.swiftCode' }],
    ['invoice needs no bank', { method: 'invoice' as const }, {}],
  ])('%s', (_name, input, expected) => {
    expect(codes(validatePaymentDetails(input))).toEqual(expected);
  });
});
