import { describe, expect, it } from 'vitest';
import { codes } from '../../test/helpers.js';
import {
  contactInUseError,
  unknownReferralError,
  validateHotelUserCreate,
  validateNotificationAdmins,
  validateRegistrationSource,
} from './users.js';
import { canSubmitChangePassword } from './auth.js';

describe('validateNotificationAdmins (SPEC 5: at least one admin with notifications per property)', () => {
  it.each([
    ['an administrator with notifications', [{ roles: [7], notificationAllowed: true }], {}],
    [
      'administrator without notifications',
      [{ roles: [7], notificationAllowed: false }],
      { users: 'users.adminWithNotificationsRequired' },
    ],
    [
      'notifications but not administrator',
      [{ roles: [3, 5], notificationAllowed: true }],
      { users: 'users.adminWithNotificationsRequired' },
    ],
    [
      'the only one is inactive',
      [{ roles: [7], notificationAllowed: true, active: false }],
      { users: 'users.adminWithNotificationsRequired' },
    ],
    ['nobody', [], { users: 'users.adminWithNotificationsRequired' }],
    [
      'one of several',
      [
        { roles: [5], notificationAllowed: true },
        { roles: [3, 7], notificationAllowed: true },
      ],
      {},
    ],
  ])('%s', (_name, users, expected) => {
    expect(codes(validateNotificationAdmins(users))).toEqual(expected);
  });
});

describe('registration source (SPEC 5: referral code valid, channel source required)', () => {
  it.each([
    ['valid', { referralCode: 'ABC123', channelSource: 'SOCIAL_MEDIA' }, {}],
    ['no referral code', { referralCode: '', channelSource: 'SEARCH' }, {}],
    [
      'referral code with symbols',
      { referralCode: 'ABC-123', channelSource: 'SEARCH' },
      { referralCode: 'alphanumeric' },
    ],
    ['channel required', { channelSource: '' }, { channelSource: 'required' }],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateRegistrationSource(input))).toEqual(expected);
  });

  it('has server errors for an unknown referral code and a contact in use', () => {
    expect(codes([unknownReferralError(), contactInUseError()])).toEqual({
      referralCode: 'referral.unknown',
      contactId: 'contact.inUse',
    });
  });
});

describe('canSubmitChangePassword (SPEC 5: blocked while errors, loading, pending or no accountId)', () => {
  const ready = { errors: [], loading: false, pending: false, accountId: '42' };
  it.each([
    ['ready', {}, true],
    ['errors (list)', { errors: [{}] }, false],
    ['errors (RHF object)', { errors: { password: {} } }, false],
    ['loading', { loading: true }, false],
    ['pending', { pending: true }, false],
    ['no accountId', { accountId: null }, false],
    ['empty accountId', { accountId: '' }, false],
  ])('%s', (_name, patch, expected) => {
    expect(canSubmitChangePassword({ ...ready, ...patch })).toBe(expected);
  });
});

describe('validateHotelUserCreate (user management: add a user)', () => {
  it.each([
    ['a complete user', { email: 'a@b.co', name: 'Ani Lestari', roles: [5] }, {}],
    [
      'nothing given',
      { email: '', name: ' ', roles: [] },
      { email: 'required', name: 'required', roles: 'users.rolesRequired' },
    ],
    ['a bad e-mail', { email: 'ani@', name: 'Ani', roles: [7] }, { email: 'email' }],
    ['a short name', { email: 'a@b.co', name: ' ab ', roles: [7] }, { name: 'min_length' }],
  ])('%s', (_label, input, expected) => {
    expect(codes(validateHotelUserCreate(input))).toEqual(expected);
  });
});
