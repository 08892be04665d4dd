import { describe, expect, it } from 'vitest';
import {
  ROLE,
  ROLE_ACCESS,
  STATUS_GUARD,
  formatIdList,
  isRoleId,
  parseIdList,
  roleLabelKey,
} from './roles.js';
import {
  ActiveStatus,
  activeStatusName,
  isApproved,
  isInRegistration,
  isActiveStatus,
  isRateModel,
  isAccommodationType,
} from './status.js';

describe('roles', () => {
  it('fixes the role ids of SPEC 6 / issue 2', () => {
    expect(ROLE).toEqual({
      PROPERTY_MANAGER: 3,
      REVENUE_MANAGER: 4,
      RESERVATION: 5,
      FRONT_OFFICE: 6,
      ADMINISTRATOR: 7,
      CUSTOMER_SERVICE: 12,
      FINANCE_ADMIN: 13,
      MARKET_MANAGER: 20,
    });
  });

  it('has the access lists of SPEC 6', () => {
    expect(ROLE_ACCESS).toEqual({
      MOST: [3, 4, 5, 7],
      WITH_FRONT_OFFICE: [3, 4, 5, 6, 7],
      CHAT: [4, 5, 7],
      INSURANCE: [7],
      FINANCE: [3, 4, 6, 7, 13],
      HOTEL_CONTRACT: [3, 4, 7, 13],
      CUSTOMER_SERVICE: [12],
      MARKET_MANAGER: [20],
    });
    expect(STATUS_GUARD).toEqual([1, 2]);
  });

  it.each<[Parameters<typeof parseIdList>[0], number[]]>([
    ['3,7', [3, 7]],
    [' 3 , 7 ', [3, 7]],
    ['7', [7]],
    ['', []],
    [',,', []],
    ['3,,7,', [3, 7]],
    ['3,7,3', [3, 7]],
    ['3,abc,7', [3, 7]],
    ['3.5,7', [7]],
    ['1e3', []],
    ['-1,2', [-1, 2]],
    ['99999999999999999999', []],
    [null, []],
    [undefined, []],
    [
      [3, '7', ' 4 '],
      [3, 7, 4],
    ],
  ])('parseIdList(%j) = %j', (input, expected) => {
    expect(parseIdList(input)).toEqual(expected);
  });

  it('formatIdList is the inverse of parseIdList', () => {
    expect(formatIdList([3, 7])).toBe('3,7');
    expect(parseIdList(formatIdList([3, 4, 13]))).toEqual([3, 4, 13]);
  });

  it.each([
    [7, 'common.roles.ADMINISTRATOR'],
    [12, 'common.roles.CUSTOMER_SERVICE'],
    [1, 'common.roles.UNKNOWN'],
  ])('roleLabelKey(%i) = %s', (id, key) => expect(roleLabelKey(id)).toBe(key));

  it.each([
    [7, true],
    [20, true],
    [1, false],
    ['7', false],
  ])('isRoleId(%j) = %s', (v, out) => expect(isRoleId(v)).toBe(out));
});

describe('status', () => {
  it('has the activeStatus values of SPEC 4', () => {
    expect(ActiveStatus).toEqual({
      NHA_DRAFT: -3,
      PENDING: -1,
      REJECTED: 0,
      APPROVE_OFFLINE: 1,
      APPROVE_ONLINE: 2,
    });
  });
  it.each([
    [-3, 'NHA_DRAFT', false, true],
    [-1, 'PENDING', false, true],
    [0, 'REJECTED', false, true],
    [1, 'APPROVE_OFFLINE', true, false],
    [2, 'APPROVE_ONLINE', true, false],
    [3, undefined, false, false],
  ])('%i: name %s, approved %s, in registration %s', (v, name, approved, inReg) => {
    expect(activeStatusName(v)).toBe(name);
    expect(isApproved(v)).toBe(approved);
    expect(isInRegistration(v)).toBe(inReg);
    expect(isActiveStatus(v)).toBe(name !== undefined);
  });
  it('recognises types and rate models', () => {
    expect(isAccommodationType('HOTEL')).toBe(true);
    expect(isAccommodationType('NHA')).toBe(true);
    expect(isAccommodationType('hotel')).toBe(false);
    expect(isRateModel('LOS')).toBe(true);
    expect(isRateModel('DAILY')).toBe(true);
    expect(isRateModel(null)).toBe(false);
  });
});
