import { describe, expect, it } from 'vitest';
import { editUserPath, memberChange, orderedRoles, userRow, type HotelUser } from './user-manage-model';

const user: HotelUser = {
  userRoleId: 12,
  hotelId: 1001,
  accountId: 40,
  name: 'Nia Rahma',
  email: 'nia@example.com',
  phoneCode: '+62',
  phone: '81234567',
  roles: [7, 5],
  privileges: [],
  requireVerification: false,
  emailVerified: true,
  notificationAllowed: true,
  isContact: false,
  lastLogin: '2027-02-01T03:00:00.000Z',
};

describe('user-manage model', () => {
  it.each([
    [
      [7, 5, 3],
      [3, 5, 7],
    ],
    [
      [13, 3, 3],
      [3, 13],
    ],
    [
      [99, 7],
      [7, 99],
    ],
    [[], []],
  ])('orders roles %j as the forms list them: %j', (roles, expected) => {
    expect(orderedRoles(roles)).toEqual(expected);
  });

  it.each([
    ['another user, caller manages', '55', true, false, editUserPath(12)],
    ['another user, caller reads only', '55', false, false, null],
    ['oneself, caller reads only', '12', false, true, editUserPath(12)],
  ])('%s', (_label, own, canManage, self, editPath) => {
    const row = userRow(user, own, canManage);
    expect(row).toMatchObject({ self, editPath, phone: '+62 81234567', verified: true });
    expect(row.roleKeys).toEqual(['common.roles.RESERVATION', 'common.roles.ADMINISTRATOR']);
  });

  it('shows no phone when there is none', () => {
    expect(userRow({ ...user, phone: null }, '1', true).phone).toBeNull();
    expect(editUserPath(12)).toBe('/v3/account/user-manage/edit/12');
  });

  it.each([
    ['nothing changed (roles in another order)', { roles: [5, 7], notificationAllowed: true }, null],
    ['roles changed', { roles: [4], notificationAllowed: true }, { roles: [4] }],
    ['notifications off', { roles: [7, 5], notificationAllowed: false }, { notificationAllowed: false }],
    ['both', { roles: [13, 3], notificationAllowed: false }, { roles: [3, 13], notificationAllowed: false }],
  ])('a change: %s', (_label, values, expected) => {
    expect(memberChange(user, values)).toEqual(expected);
  });
});
