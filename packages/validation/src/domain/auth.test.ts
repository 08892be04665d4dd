import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  checkPasswordHistory,
  emailRegisteredError,
  isInPasswordHistory,
  validateChangePassword,
  validateLogin,
  validateNewPassword,
  validateRegister,
  validateUserName,
} from './auth.js';
import { PASSWORD_HISTORY, PASSWORD_MIN_LENGTH } from '../constants.js';
import { localizeFieldErrors } from '../field-errors.js';

const STRONG = 'Extranet#2026';

describe('validateLogin (SPEC 5: e-mail and password required)', () => {
  it.each([
    [{ email: 'admin@demo.extranet', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: 'required', password: 'required' },
    ],
    [
      { email: undefined, password: null },
      { email: 'required', password: 'required' },
    ],
    [{ email: 'admin', password: 'x' }, { email: 'email' }],
    [{ email: '  admin@demo.extranet  ', password: 'x' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(codes(validateLogin(input))).toEqual(expected);
  });
});

describe('validateChangePassword (SPEC 5)', () => {
  it.each([
    ['all valid', { currentPassword: 'Old#Pass1', password: STRONG, confirmPassword: STRONG }, {}],
    [
      'all three required',
      { currentPassword: '', password: '', confirmPassword: '' },
      { currentPassword: 'required', password: 'required', confirmPassword: 'required' },
    ],
    [
      '7 characters (the older text) is too short',
      { currentPassword: 'a', password: 'Abcde1!', confirmPassword: 'Abcde1!' },
      { password: 'strength_password' },
    ],
    [
      'no uppercase',
      { currentPassword: 'a', password: 'abcdefg1!', confirmPassword: 'abcdefg1!' },
      { password: 'strength_password' },
    ],
    [
      'no lowercase',
      { currentPassword: 'a', password: 'ABCDEFG1!', confirmPassword: 'ABCDEFG1!' },
      { password: 'strength_password' },
    ],
    [
      'no digit',
      { currentPassword: 'a', password: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' },
      { password: 'strength_password' },
    ],
    [
      'no special character (stricter text)',
      { currentPassword: 'a', password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' },
      { password: 'strength_password' },
    ],
    [
      'confirmation differs',
      { currentPassword: 'a', password: STRONG, confirmPassword: 'Extranet#2027' },
      { confirmPassword: 'password.mismatch' },
    ],
    [
      'same as current',
      { currentPassword: STRONG, password: STRONG, confirmPassword: STRONG },
      { password: 'password.sameAsCurrent' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateChangePassword(input))).toEqual(expected);
  });

  it('accepts exactly the passwords with 8+ characters and all four classes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 20 }), (password) => {
        const strong =
          Array.from(password).length >= PASSWORD_MIN_LENGTH &&
          /[a-z]/.test(password) &&
          /[A-Z]/.test(password) &&
          /\d/.test(password) &&
          /[^A-Za-z0-9]/.test(password);
        const errors = validateNewPassword({ password, confirmPassword: password });
        expect(errors.length === 0).toBe(strong && password !== '');
      }),
    );
  });
});

describe('password history (server check)', () => {
  const verify = (plain: string, hash: string) => hash === `hash:${plain}`;
  const history = ['a', 'b', 'c', 'd', 'e', 'f'].map((p) => `hash:${p}`);

  it.each([
    ['the newest', 'a', true],
    ['the fifth', 'e', true],
    ['the sixth is old enough', 'f', false],
    ['never used', 'z', false],
  ])('%s', async (_name, password, expected) => {
    expect(PASSWORD_HISTORY).toBe(5);
    expect(await isInPasswordHistory(password, history, verify)).toBe(expected);
    const errors = await checkPasswordHistory(password, history, async (p, h) => verify(p, h));
    expect(codes(errors)).toEqual(expected ? { password: 'password.reused' } : {});
  });

  it('says how many passwords are remembered', async () => {
    const errors = await checkPasswordHistory('a', history, verify);
    expect(localizeFieldErrors(errors, { lang: 'en' })[0]?.message).toBe(
      'You cannot reuse any of your last 5 passwords',
    );
  });
});

describe('validateUserName (SPEC 5: 3 to 50 characters, the one rule of screens and API)', () => {
  it.each([
    ['3 characters', 'Ani', {}],
    ['50 characters', 'B'.repeat(50), {}],
    ['spaces around do not count', '  Ani  ', {}],
    ['empty', '', { name: 'required' }],
    ['only spaces', '    ', { name: 'required' }],
    ['2 characters', 'An', { name: 'min_length' }],
    ['2 characters padded', '  An  ', { name: 'min_length' }],
    ['51 characters', 'B'.repeat(51), { name: 'max_length' }],
  ])('%s', (_name, name, expected) => {
    expect(codes(validateUserName(name))).toEqual(expected);
  });
});

describe('validateRegister (SPEC 5)', () => {
  const valid = {
    name: 'Budi',
    email: 'budi@hotel.id',
    phoneCode: '+62',
    phone: '81234567',
    password: STRONG,
    confirmPassword: STRONG,
  };

  it.each([
    ['valid', {}, {}],
    ['name required', { name: '' }, { name: 'required' }],
    ['name of spaces', { name: '   ' }, { name: 'required' }],
    ['name of 2 characters', { name: 'Bu' }, { name: 'min_length' }],
    ['name of 51 characters', { name: 'B'.repeat(51) }, { name: 'max_length' }],
    ['e-mail format', { email: 'budi@' }, { email: 'email' }],
    ['phone code required', { phoneCode: '' }, { phoneCode: 'required' }],
    ['phone code format', { phoneCode: '62' }, { phoneCode: 'phone.code' }],
    ['phone required', { phone: '' }, { phone: 'required' }],
    ['phone 5 digits', { phone: '12345' }, { phone: 'phone.invalid' }],
    ['phone 6 digits', { phone: '123456' }, {}],
    ['phone with country code', { phone: '+6281234567' }, { phone: 'phone.countryCode' }],
    ['phone with letters', { phone: '0812abc' }, { phone: 'phone.invalid' }],
    ['phone 16 digits', { phone: '1234567890123456' }, { phone: 'phone.invalid' }],
    [
      'weak password',
      { password: 'password', confirmPassword: 'password' },
      { password: 'strength_password' },
    ],
    ['confirmation', { confirmPassword: 'x' }, { confirmPassword: 'password.mismatch' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateRegister({ ...valid, ...patch }))).toEqual(expected);
  });

  it('has a server error for an e-mail already registered', () => {
    expect(codes([emailRegisteredError()])).toEqual({ email: 'account.emailRegistered' });
  });
});
