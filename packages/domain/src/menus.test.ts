import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from './constants.js';
import type { AccessContext } from './guards.js';
import { MENU, filterMenu } from './menus.js';
import { routeById } from './route-match.js';

const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  roles: [7],
  privileges: [],
  hotel: {
    activeStatus: 2,
    accommodationType: 'HOTEL',
    rateModel: 'DAILY',
    vendor: null,
    vendorSkipPriceValidation: false,
    features: FEATURE_IDS,
    registrationStep: null,
  },
  user: { requireVerification: false, phoneCode: '+62', emailVerified: true, userRoleId: 1 },
  ...over,
});
const ids = (c: AccessContext) => filterMenu(c).flatMap((s) => s.items.map((i) => i.routeId));

describe('MENU', () => {
  it('references existing, non-public routes with unique ids', () => {
    const all = MENU.flatMap((s) => s.items.map((i) => i.routeId));
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) {
      const route = routeById(id);
      expect(route, id).toBeDefined();
      expect(route?.access.public, id).toBeFalsy();
      expect(route?.path, id).not.toMatch(/:/);
    }
  });
});

describe('filterMenu', () => {
  it("names a home's rooms its units, a hotel's its rooms", () => {
    const labelOf = (c: AccessContext) =>
      filterMenu(c)
        .flatMap((s) => s.items)
        .find((i) => i.routeId === 'roomData')?.labelKey;
    expect(labelOf(ctx())).toBe('common.nav.roomData');
    expect(labelOf(ctx({ hotel: { ...ctx().hotel!, accommodationType: 'NHA' } }))).toBe(
      'common.nav.roomDataNHA',
    );
  });

  it('shows an administrator everything but the customer-service list', () => {
    const visible = ids(ctx());
    expect(visible).toContain('home');
    expect(visible).toContain('insuranceContact');
    expect(visible).toContain('paymentList');
    expect(visible).not.toContain('customerService');
    expect(filterMenu(ctx()).map((s) => s.id)).not.toContain('customerService');
  });

  it.each<[string, number[], string[], string[]]>([
    [
      'reservation',
      [5],
      ['home', 'rates', 'chat', 'searchBookings'],
      ['paymentList', 'insuranceContact', 'hotelContract'],
    ],
    [
      'front office',
      [6],
      ['home', 'searchBookings', 'performanceReport', 'hotelAnnouncement', 'userManage', 'paymentList'],
      ['rates', 'chat', 'promoList', 'hotelContract'],
    ],
    [
      'finance admin',
      [13],
      ['home', 'paymentList', 'hotelContract', 'changePassword'],
      ['rates', 'searchBookings', 'userManage'],
    ],
    ['revenue manager', [4], ['chat', 'hotelContract', 'rates'], ['insuranceContact']],
    ['customer service at a property', [12], ['customerService', 'home'], ['rates', 'paymentList']],
    [
      'market manager who is revenue manager at a property',
      [4, 20],
      ['reviewProperties', 'rates', 'chat'],
      ['customerService', 'insuranceContact'],
    ],
    ['revenue manager (not a market manager)', [4], ['rates'], ['reviewProperties']],
  ])('%s (roles %j)', (_name, roles, shown, hidden) => {
    const visible = ids(ctx({ roles }));
    for (const id of shown) expect(visible, id).toContain(id);
    for (const id of hidden) expect(visible, id).not.toContain(id);
  });

  it('hides items whose feature the property lacks', () => {
    const base = ctx();
    const visible = ids({ ...base, hotel: { ...base.hotel!, features: [] } });
    expect(visible).not.toContain('chat');
    expect(visible).not.toContain('addOnList');
    expect(visible).toContain('rates');
    expect(filterMenu({ ...base, hotel: { ...base.hotel!, features: [] } }).map((s) => s.id)).not.toContain(
      'addOns',
    );
  });

  it('shows only status-free items to a property still in registration', () => {
    const base = ctx();
    const visible = ids({ ...base, hotel: { ...base.hotel!, activeStatus: -1 } });
    expect(visible).toEqual(['changePassword']);
  });

  it('lists entire pricing for a home only (a hotel never sees a page for homes)', () => {
    const base = ctx();
    expect(ids(base)).not.toContain('entirePricing');
    expect(ids({ ...base, hotel: { ...base.hotel!, accommodationType: 'NHA' } })).toContain('entirePricing');
  });

  it('keeps LOS-denied pages listed (they show access denied)', () => {
    const base = ctx();
    expect(ids({ ...base, hotel: { ...base.hotel!, rateModel: 'LOS' } })).toContain('bulkUpdates');
  });

  it.each<[string, number[], string[]]>([
    ['customer service', [12], ['changePassword', 'customerService']],
    ['owner without a property', [], ['changePassword']],
    [
      'market manager',
      [20],
      ['changePassword', 'reviewProperties', 'reviewLoyalty', 'reviewCampaigns', 'reviewFinance'],
    ],
  ])('without a property, %s sees %j', (_name, roles, expected) => {
    expect(ids(ctx({ roles, hotel: null }))).toEqual(expected);
  });

  it('is empty for anonymous visitors', () => {
    expect(filterMenu(ctx({ user: null }))).toEqual([]);
  });

  it('drops empty sections', () => {
    for (const section of filterMenu(ctx({ roles: [6] }))) expect(section.items.length).toBeGreaterThan(0);
  });
});
