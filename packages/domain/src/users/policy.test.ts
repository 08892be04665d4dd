import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles.js';
import { can, usersAbilities } from './policy.js';

describe('users policy', () => {
  it.each([
    [[ROLE.ADMINISTRATOR], true, true],
    [[ROLE.PROPERTY_MANAGER, ROLE.ADMINISTRATOR], true, true],
    [[ROLE.PROPERTY_MANAGER], true, false],
    [[ROLE.REVENUE_MANAGER], true, false],
    [[ROLE.RESERVATION], true, false],
    [[ROLE.FRONT_OFFICE], true, false],
    [[ROLE.FINANCE_ADMIN], false, false],
    [[ROLE.MARKET_MANAGER], false, false],
    [[], false, false],
  ])('roles %j: read %s, manage %s', (roles, read, manage) => {
    expect(can({ roles }, 'users.read')).toBe(read);
    expect(can({ roles }, 'users.manage')).toBe(manage);
    expect(usersAbilities({ roles })).toEqual({ manage });
  });
});
