import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  checkPinReuse,
  isEasyPin,
  validateMerchantCategoryCode,
  validateNewPin,
  validateOtp,
  validatePinChange,
  validatePinEntry,
  validatePinResetDecision,
} from './security.js';

describe('isEasyPin (SPEC 5: avoid easy combinations)', () => {
  it.each([
    ['000000', true],
    ['777777', true],
    ['123456', true],
    ['654321', true],
    ['890123', true],
    ['210987', true],
    ['121212', true],
    ['123123', true],
    ['112233', true],
    ['998877', true],
    ['135790', false],
    ['482915', false],
    ['120120', true],
    ['124578', false],
    ['111222', false],
  ])('%s -> %s', (pin, expected) => {
    expect(isEasyPin(pin)).toBe(expected);
  });
});

describe('validateNewPin', () => {
  it.each([
    ['valid', { pin: '482915', confirmPin: '482915' }, {}],
    ['required', { pin: '', confirmPin: '' }, { pin: 'required', confirmPin: 'required' }],
    ['5 digits', { pin: '48291', confirmPin: '48291' }, { pin: 'pin.format' }],
    ['7 digits', { pin: '4829153', confirmPin: '4829153' }, { pin: 'pin.format' }],
    ['letters', { pin: '48a915', confirmPin: '48a915' }, { pin: 'pin.format' }],
    ['easy', { pin: '123456', confirmPin: '123456' }, { pin: 'pin.easy' }],
    ['same as old', { pin: '482915', confirmPin: '482915', currentPin: '482915' }, { pin: 'pin.sameAsOld' }],
    ['confirmation differs', { pin: '482915', confirmPin: '482916' }, { confirmPin: 'pin.mismatch' }],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateNewPin(input))).toEqual(expected);
  });

  it('accepts any 6 digits that are not easy, rejects every other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}$/), (pin) => {
        const errors = codes(validateNewPin({ pin, confirmPin: pin }));
        if (pin.length !== 6) expect(errors).toEqual({ pin: 'pin.format' });
        else expect(errors).toEqual(isEasyPin(pin) ? { pin: 'pin.easy' } : {});
      }),
    );
  });

  it('checks a PIN entry and the reuse of the stored PIN', async () => {
    expect(codes(validatePinEntry('12345'))).toEqual({ pin: 'pin.format' });
    expect(codes(validatePinEntry('123456'))).toEqual({});
    const verify = (pin: string, hash: string) => hash === `h${pin}`;
    expect(codes(await checkPinReuse('482915', 'h482915', verify))).toEqual({ pin: 'pin.sameAsOld' });
    expect(codes(await checkPinReuse('482915', 'h111111', verify))).toEqual({});
    expect(codes(await checkPinReuse('482915', null, verify))).toEqual({});
  });
});

describe('OTP (4 digits) and merchant category code (4 digits)', () => {
  it.each([
    ['1234', {}],
    ['0000', {}],
    ['123', { code: 'otp.format' }],
    ['12345', { code: 'otp.format' }],
    ['12a4', { code: 'otp.format' }],
    ['', { code: 'required' }],
  ])('OTP %j', (code, expected) => {
    expect(codes(validateOtp(code))).toEqual(expected);
  });

  it.each([
    ['5411', {}],
    ['541', { merchantCategoryCode: 'merchantCategoryCode.format' }],
    ['54111', { merchantCategoryCode: 'merchantCategoryCode.format' }],
    [null, { merchantCategoryCode: 'required' }],
  ])('MCC %j', (code, expected) => {
    expect(codes(validateMerchantCategoryCode(code))).toEqual(expected);
  });
});

describe('validatePinChange', () => {
  it.each([
    ['valid', { currentPin: '482915', pin: '739164', confirmPin: '739164' }, {}],
    ['no current PIN', { currentPin: '', pin: '739164', confirmPin: '739164' }, { currentPin: 'required' }],
    [
      'current not 6 digits',
      { currentPin: '4829', pin: '739164', confirmPin: '739164' },
      { currentPin: 'pin.format' },
    ],
    [
      'same as the current',
      { currentPin: '482915', pin: '482915', confirmPin: '482915' },
      { pin: 'pin.sameAsOld' },
    ],
    ['easy', { currentPin: '482915', pin: '121212', confirmPin: '121212' }, { pin: 'pin.easy' }],
    [
      'mismatch',
      { currentPin: '482915', pin: '739164', confirmPin: '739165' },
      { confirmPin: 'pin.mismatch' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validatePinChange(input))).toEqual(expected);
  });
});

describe('validatePinResetDecision', () => {
  it.each([
    ['approve', { decision: 'APPROVE' }, {}],
    ['reject with a reason', { decision: 'REJECT', reason: 'Not asked by the owner.' }, {}],
    ['reject without a reason', { decision: 'REJECT', reason: ' ' }, { reason: 'required' }],
    ['reject with a short reason', { decision: 'REJECT', reason: 'no' }, { reason: 'min_length' }],
    ['unknown decision', { decision: 'MAYBE' }, { decision: 'required' }],
  ])('%s', (_name, input, expected) => {
    expect(codes(validatePinResetDecision(input))).toEqual(expected);
  });
});
