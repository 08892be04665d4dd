import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './guards.js';
import { accessContextFromSession, type SessionLike } from './session.js';

const hotel = (over: Partial<SessionLike['hotels'][number]> = {}): SessionLike['hotels'][number] => ({
  hotelId: 1,
  accommodationType: 'HOTEL',
  activeStatus: 2,
  rateModel: 'DAILY',
  vendor: null,
  vendorSkipPriceValidation: false,
  features: [11],
  roles: [7],
  privileges: [],
  registrationStep: null,
  ...over,
});
const session = (over: Partial<SessionLike> = {}): SessionLike => ({
  account: { role: '7', priv: '' },
  user: { userRoleId: 42, requireVerification: false, phoneCode: '+62', emailVerified: true },
  hotels: [hotel(), hotel({ hotelId: 2, rateModel: 'LOS', roles: [5], privileges: [9] })],
  currentHotelId: 1,
  ...over,
});

describe('accessContextFromSession', () => {
  it('is anonymous without a session', () => {
    expect(accessContextFromSession(null)).toEqual({ roles: [], privileges: [], hotel: null, user: null });
    expect(accessContextFromSession(undefined).user).toBeNull();
  });

  it('uses the current property (matching ids as strings)', () => {
    const ctx = accessContextFromSession(session({ currentHotelId: '2' }));
    expect(ctx.roles).toEqual([5]);
    expect(ctx.privileges).toEqual([9]);
    expect(ctx.hotel?.rateModel).toBe('LOS');
    expect(resolveNavigation(ctx, '/v3/app/home')).toEqual({ kind: 'denied', reason: 'LOS_RATE_MODEL' });
  });

  it.each<[string, string, number[]]>([
    ['a market manager working at the property', '4,20', [4, 20]],
    ['customer service working at the property', '4,12', [4, 12]],
    ['an owner (property roles only)', '4,7', [4]],
  ])('adds the staff roles of the account to the property roles: %s', (_name, accountRoles, roles) => {
    const ctx = accessContextFromSession(
      session({
        currentHotelId: 2,
        account: { role: accountRoles, priv: '' },
        hotels: [hotel({ hotelId: 2, roles: [4] })],
      }),
    );
    expect(ctx.roles).toEqual(roles);
    expect(resolveNavigation(ctx, '/v3/review/properties').kind).toBe(
      roles.includes(20) ? 'allow' : 'denied',
    );
  });

  it.each<[string, Partial<SessionLike>, number[]]>([
    ['no current property', { currentHotelId: null, account: { role: '12', priv: '3,4' }, hotels: [] }, [12]],
    ['current id not among the hotels', { currentHotelId: 99, account: { role: '20', priv: null } }, [20]],
  ])('falls back to the account roles: %s', (_name, over, roles) => {
    const ctx = accessContextFromSession(session(over));
    expect(ctx.roles).toEqual(roles);
    expect(ctx.hotel).toBeNull();
  });

  it('copies the user and defaults a missing userRoleId to empty', () => {
    const ctx = accessContextFromSession(
      session({
        user: { userRoleId: null, requireVerification: true, phoneCode: '+65', emailVerified: false },
      }),
    );
    expect(ctx.user).toEqual({
      userRoleId: '',
      requireVerification: true,
      phoneCode: '+65',
      emailVerified: false,
    });
  });
});
