import { describe, expect, it } from 'vitest';
import {
  accessDeniedReason,
  canAccessRoute,
  landingPath,
  needsVerification,
  resolveNavigation,
  statusGuard,
  verificationGuard,
  type AccessContext,
  type AccessHotel,
  type AccessUser,
} from './guards.js';
import { FEATURE, FEATURE_IDS } from './constants.js';
import { routeById } from './route-match.js';
import type { RouteDef } from './routes.js';
import { ActiveStatus } from './status.js';

const hotel = (over: Partial<AccessHotel> = {}): AccessHotel => ({
  activeStatus: ActiveStatus.APPROVE_ONLINE,
  accommodationType: 'HOTEL',
  rateModel: 'DAILY',
  vendor: null,
  vendorSkipPriceValidation: false,
  features: FEATURE_IDS,
  registrationStep: null,
  ...over,
});
const user = (over: Partial<AccessUser> = {}): AccessUser => ({
  requireVerification: false,
  phoneCode: '+62',
  emailVerified: true,
  userRoleId: 42,
  ...over,
});
const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  roles: [7],
  privileges: [],
  hotel: hotel(),
  user: user(),
  ...over,
});
const route = (id: string): RouteDef => {
  const r = routeById(id);
  if (!r) throw new Error(id);
  return r;
};

describe('canAccessRoute: roles (SPEC 6)', () => {
  const cases: Array<[string, number, boolean]> = [];
  const table: Record<string, number[]> = {
    ratePlans: [3, 4, 5, 7],
    promoList: [3, 4, 5, 7],
    searchBookings: [3, 4, 5, 6, 7],
    performanceReport: [3, 4, 5, 6, 7],
    hotelAnnouncement: [3, 4, 5, 6, 7],
    userManage: [3, 4, 5, 6, 7],
    chat: [4, 5, 7],
    insuranceContact: [7],
    paymentList: [3, 4, 6, 7, 13],
    hotelContract: [3, 4, 7, 13],
    customerService: [12],
  };
  for (const [id, allowed] of Object.entries(table)) {
    for (const role of [3, 4, 5, 6, 7, 12, 13, 20]) cases.push([id, role, allowed.includes(role)]);
  }
  it.each(cases)('%s with role %i -> %s', (id, role, expected) => {
    expect(canAccessRoute(route(id), ctx({ roles: [role] }))).toBe(expected);
  });

  it.each([3, 4, 5, 6, 7, 12, 13, 20, 99])('home is exempt from the role check (role %i)', (role) => {
    expect(canAccessRoute(route('home'), ctx({ roles: [role] }))).toBe(true);
  });

  it('denies a user without roles on a role-guarded route', () => {
    expect(canAccessRoute(route('ratePlans'), ctx({ roles: [] }))).toBe(false);
  });

  it('allows any of several roles', () => {
    expect(canAccessRoute(route('insuranceContact'), ctx({ roles: [5, 7] }))).toBe(true);
  });
});

describe('canAccessRoute: privileges, statuses, features', () => {
  const custom = (access: RouteDef['access']): RouteDef => ({
    id: 'x',
    path: '/v3/x',
    access,
    labelKey: 'common.nav.x',
    area: 'app',
  });
  it.each<[string, RouteDef['access'], Partial<AccessContext>, boolean]>([
    [
      'role matches, privilege does not',
      { roles: [7], privileges: [100] },
      { roles: [7], privileges: [] },
      true,
    ],
    [
      'privilege matches, role does not',
      { roles: [7], privileges: [100] },
      { roles: [5], privileges: [100] },
      true,
    ],
    ['neither matches', { roles: [7], privileges: [100] }, { roles: [5], privileges: [101] }, false],
    ['privilege-only route, privilege held', { privileges: [100] }, { roles: [], privileges: [100] }, true],
    ['privilege-only route, not held', { privileges: [100] }, { roles: [7], privileges: [] }, false],
    ['no role or privilege list', {}, { roles: [], privileges: [] }, true],
    ['status in list', { statuses: [1, 2] }, { hotel: hotel({ activeStatus: 1 }) }, true],
    ['status not in list (pending)', { statuses: [1, 2] }, { hotel: hotel({ activeStatus: -1 }) }, false],
    ['status not in list (rejected)', { statuses: [1, 2] }, { hotel: hotel({ activeStatus: 0 }) }, false],
    ['status not in list (draft)', { statuses: [1, 2] }, { hotel: hotel({ activeStatus: -3 }) }, false],
    ['status list without a property', { statuses: [1, 2] }, { hotel: null }, false],
    [
      'home-exempt status list without a property',
      { statuses: [1, 2], homeExempt: true },
      { hotel: null },
      true,
    ],
    ['feature enabled', { features: [11] }, { hotel: hotel({ features: [11, 14] }) }, true],
    ['feature missing', { features: [11] }, { hotel: hotel({ features: [14] }) }, false],
    ['all features needed', { features: [11, 14] }, { hotel: hotel({ features: [11] }) }, false],
    ['feature without a property', { features: [11] }, { hotel: null }, false],
    [
      'public route ignores everything',
      { public: true, roles: [7] },
      { roles: [], hotel: null, user: null },
      true,
    ],
  ])('%s', (_name, access, over, expected) => {
    expect(canAccessRoute(custom(access), ctx(over))).toBe(expected);
  });

  it.each([
    ['chat', FEATURE.CHAT],
    ['manageCalendarSync', FEATURE.CALENDAR_SYNC],
    ['targetedPromoCreate', FEATURE.TARGETED_PROMO],
    ['addOnList', FEATURE.ADD_ONS],
  ])('%s needs feature %i', (id, feature) => {
    expect(canAccessRoute(route(id), ctx())).toBe(true);
    expect(
      canAccessRoute(
        route(id),
        ctx({ hotel: hotel({ features: FEATURE_IDS.filter((f) => f !== feature) }) }),
      ),
    ).toBe(false);
  });
});

describe('statusGuard (SPEC 4)', () => {
  it.each<[string, Partial<AccessHotel> | null, string, string | null]>([
    ['no property', null, '/v3/app/home', null],
    ['approved online, home', {}, '/v3/app/home', null],
    ['approved offline, rates', { activeStatus: 1 }, '/v3/rates-and-availability/rate-plans', null],
    ['approved, on a registration page', {}, '/v3/registration/hotel/general-info', '/v3/app/home'],
    [
      'approved, on property-category',
      { activeStatus: 1 },
      '/v3/registration/property-category',
      '/v3/app/home',
    ],
    ['approved, on a public page', {}, '/v3/homes', null],
    [
      'pending without type',
      { activeStatus: -1, accommodationType: null },
      '/v3/app/home',
      '/v3/registration/property-category',
    ],
    [
      'rejected without type',
      { activeStatus: 0, accommodationType: null },
      '/v3/finance/tax',
      '/v3/registration/property-category',
    ],
    [
      'pending without type, already there',
      { activeStatus: -1, accommodationType: null },
      '/v3/registration/property-category',
      null,
    ],
    [
      'pending without type, trailing slash',
      { activeStatus: -1, accommodationType: null },
      '/v3/registration/property-category/',
      null,
    ],
    [
      'pending without type, on an NHA step',
      { activeStatus: -1, accommodationType: null },
      '/v3/registration/nha/general-info',
      '/v3/registration/property-category',
    ],
    [
      'pending without type, public page',
      { activeStatus: -1, accommodationType: null },
      '/v3/help-center',
      null,
    ],
    [
      'NHA draft after CONTACT, home',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: 'CONTACT' },
      '/v3/app/home',
      '/v3/registration/nha/other-platform',
    ],
    [
      'NHA draft, nothing done',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: null },
      '/v3/app/home',
      '/v3/registration/nha/property-type',
    ],
    [
      'NHA draft, stays on an NHA page',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: 'CONTACT' },
      '/v3/registration/nha/general-info',
      null,
    ],
    [
      'NHA draft, stays on listing detail with id',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: 'CONTACT' },
      '/v3/registration/nha/listing-detail/edit/3',
      null,
    ],
    [
      'NHA draft, stays on finish',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: 'REGISTRATION_REVIEW' },
      '/v3/registration/nha/finish',
      null,
    ],
    [
      'NHA draft, unknown NHA page',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: 'CONTACT' },
      '/v3/registration/nha/nope',
      '/v3/registration/nha/other-platform',
    ],
    [
      'NHA draft, on hotel registration',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: 'AGREEMENT_DETAIL' },
      '/v3/registration/hotel/general-info',
      '/v3/registration/nha/property-detail',
    ],
    [
      'NHA draft, on property-category',
      { activeStatus: -3, accommodationType: 'NHA', registrationStep: 'GUEST_PROPERTY' },
      '/v3/registration/property-category',
      '/v3/registration/nha/general-info',
    ],
    [
      'NHA after the last step stays on the last',
      { activeStatus: -1, accommodationType: 'NHA', registrationStep: 'REGISTRATION_REVIEW' },
      '/v3/app/home',
      '/v3/registration/nha/registration-review',
    ],
    [
      'NHA pending with type',
      { activeStatus: -1, accommodationType: 'NHA', registrationStep: 'PAYMENT_DETAIL' },
      '/v3/app/home',
      '/v3/registration/nha/registration-review',
    ],
    [
      'hotel pending, home',
      { activeStatus: -1, accommodationType: 'HOTEL' },
      '/v3/app/home',
      '/v3/registration/hotel/general-info',
    ],
    [
      'hotel rejected, finance',
      { activeStatus: 0, accommodationType: 'HOTEL' },
      '/v3/finance/tax',
      '/v3/registration/hotel/general-info',
    ],
    [
      'hotel pending, already on general-info',
      { activeStatus: -1, accommodationType: 'HOTEL' },
      '/v3/registration/hotel/general-info',
      null,
    ],
    [
      'hotel pending, stays on another hotel step',
      { activeStatus: -1, accommodationType: 'HOTEL' },
      '/v3/registration/hotel/room-detail/edit/2',
      null,
    ],
    [
      'hotel pending, on an NHA page',
      { activeStatus: -1, accommodationType: 'HOTEL' },
      '/v3/registration/nha/general-info',
      '/v3/registration/hotel/general-info',
    ],
    [
      'draft without type',
      { activeStatus: -3, accommodationType: null },
      '/v3/app/home',
      '/v3/registration/property-category',
    ],
  ])('%s: %s', (_name, h, path, expected) => {
    expect(statusGuard(ctx({ hotel: h === null ? null : hotel(h) }), path)).toBe(expected);
  });

  it('does nothing for anonymous visitors', () => {
    expect(
      statusGuard(
        ctx({ user: null, hotel: hotel({ activeStatus: -1, accommodationType: null }) }),
        '/v3/app/home',
      ),
    ).toBeNull();
  });
});

describe('verificationGuard (SPEC 4)', () => {
  it.each<[string, Partial<AccessUser> | null, boolean]>([
    ['anonymous', null, false],
    ['verified domestic', {}, false],
    ['requireVerification', { requireVerification: true }, true],
    [
      'requireVerification with +62 and verified e-mail',
      { requireVerification: true, emailVerified: true },
      true,
    ],
    ['+65 with unverified e-mail', { phoneCode: '+65', emailVerified: false }, true],
    ['+65 with verified e-mail', { phoneCode: '+65', emailVerified: true }, false],
    ['+62 with unverified e-mail', { phoneCode: '+62', emailVerified: false }, false],
    ['62 without plus, unverified e-mail', { phoneCode: '62', emailVerified: false }, false],
    ['" +62 " with spaces, unverified', { phoneCode: ' +62 ', emailVerified: false }, false],
    ['65 without plus, unverified', { phoneCode: '65', emailVerified: false }, true],
    ['+620 is not +62', { phoneCode: '+620', emailVerified: false }, true],
    ['no phone code, unverified', { phoneCode: null, emailVerified: false }, false],
    ['empty phone code, unverified', { phoneCode: '', emailVerified: false }, false],
  ])('needsVerification: %s -> %s', (_name, u, expected) => {
    expect(needsVerification(u === null ? null : user(u))).toBe(expected);
  });

  const unverified = ctx({ user: user({ requireVerification: true, userRoleId: 42 }) });
  it.each<[string, string | null]>([
    ['/v3/app/home', '/v3/account/user-manage/edit/42'],
    ['/v3/finance/payment-list', '/v3/account/user-manage/edit/42'],
    ['/v3/account/user-manage', '/v3/account/user-manage/edit/42'],
    ['/v3/account/user-manage/edit/43', '/v3/account/user-manage/edit/42'],
    ['/v3/account/user-manage/edit/42', null],
    ['/v3/account/user-manage/edit/42/', null],
    ['/v3/account/user-manage/edit/42?tab=verify', null],
    ['/v3/app/login', null],
    ['/v3/help-center', null],
    ['/login', null],
    ['/v3/unknown', '/v3/account/user-manage/edit/42'],
  ])('unverified user on %s -> %s', (path, expected) => {
    expect(verificationGuard(unverified, path)).toBe(expected);
  });

  it('never redirects a verified user', () => {
    expect(verificationGuard(ctx(), '/v3/finance/payment-list')).toBeNull();
  });

  it('encodes a string userRoleId', () => {
    expect(
      verificationGuard(
        ctx({ user: user({ requireVerification: true, userRoleId: 'a b' }) }),
        '/v3/app/home',
      ),
    ).toBe('/v3/account/user-manage/edit/a%20b');
  });
});

describe('accessDeniedReason (SPEC 4)', () => {
  it.each<[string, Partial<AccessHotel>, string, string | null]>([
    ['LOS on home', { rateModel: 'LOS' }, '/v3/app/home', 'LOS_RATE_MODEL'],
    [
      'LOS on bulk-updates',
      { rateModel: 'LOS' },
      '/v3/rates-and-availability/bulk-updates',
      'LOS_RATE_MODEL',
    ],
    ['LOS on deposit-history', { rateModel: 'LOS' }, '/v3/finance/deposit-history/', 'LOS_RATE_MODEL'],
    ['LOS on rate plans', { rateModel: 'LOS' }, '/v3/rates-and-availability/rate-plans', null],
    [
      'a hotel on entire pricing',
      { accommodationType: 'HOTEL' },
      '/v3/rates-and-availability/entire-pricing',
      'NOT_A_HOME',
    ],
    [
      'a home on entire pricing',
      { accommodationType: 'NHA' },
      '/v3/rates-and-availability/entire-pricing',
      null,
    ],
    ['a hotel on rate plans', { accommodationType: 'HOTEL' }, '/v3/rates-and-availability/rate-plans', null],
    ['DAILY on home', { rateModel: 'DAILY' }, '/v3/app/home', null],
    ['no rate model on home', { rateModel: null }, '/v3/app/home', null],
    [
      'vendor without skip on promo-list',
      { vendor: 'SITEMINDER' },
      '/v3/promotions-and-campaigns/promo-list',
      'VENDOR_PRICE_VALIDATION',
    ],
    [
      'vendor without skip on targeted promo',
      { vendor: 'SITEMINDER' },
      '/v3/promotions-and-campaigns/targeted-promo/create/CORPORATE',
      'VENDOR_PRICE_VALIDATION',
    ],
    [
      'vendor true without skip on add',
      { vendor: true },
      '/v3/promotions-and-campaigns/add',
      'VENDOR_PRICE_VALIDATION',
    ],
    [
      'vendor with skip',
      { vendor: 'SITEMINDER', vendorSkipPriceValidation: true },
      '/v3/promotions-and-campaigns/promo-list',
      null,
    ],
    ['empty vendor', { vendor: '' }, '/v3/promotions-and-campaigns/promo-list', null],
    ['vendor false', { vendor: false }, '/v3/promotions-and-campaigns/promo-list', null],
    ['vendor outside promotions', { vendor: 'SITEMINDER' }, '/v3/rates-and-availability/rate-plans', null],
    [
      'offline on add campaign',
      { activeStatus: 1 },
      '/v3/promotions-and-campaigns/add/campaign/view/5',
      'NOT_APPROVE_ONLINE',
    ],
    ['online on add campaign', { activeStatus: 2 }, '/v3/promotions-and-campaigns/add/campaign/view/5', null],
    ['offline on promo-list', { activeStatus: 1 }, '/v3/promotions-and-campaigns/promo-list', null],
    [
      'vendor and offline on add campaign: vendor first',
      { activeStatus: 1, vendor: 'X' },
      '/v3/promotions-and-campaigns/add/campaign/view/5',
      'VENDOR_PRICE_VALIDATION',
    ],
    ['unknown path', { rateModel: 'LOS' }, '/v3/nope', null],
  ])('%s', (_name, h, path, expected) => {
    expect(accessDeniedReason(ctx({ hotel: hotel(h) }), path)).toBe(expected);
  });

  it('needs a property', () => {
    expect(accessDeniedReason(ctx({ hotel: null }), '/v3/app/home')).toBeNull();
  });
});

describe('landingPath', () => {
  it.each<[string, Partial<AccessContext>, string]>([
    ['anonymous', { user: null }, '/login'],
    ['administrator of an approved hotel', {}, '/v3/app/home'],
    ['customer service without property', { roles: [12], hotel: null }, '/v3/customer-service/list'],
    ['market manager without property', { roles: [20], hotel: null }, '/v3/review/properties'],
    ['owner without property', { roles: [], hotel: null }, '/v3/registration/property-category'],
    [
      'pending without type',
      { hotel: hotel({ activeStatus: -1, accommodationType: null }) },
      '/v3/registration/property-category',
    ],
    [
      'NHA draft',
      { hotel: hotel({ activeStatus: -3, accommodationType: 'NHA', registrationStep: 'CONTACT' }) },
      '/v3/registration/nha/other-platform',
    ],
  ])('%s -> %s', (_name, over, expected) => {
    expect(landingPath(ctx(over))).toBe(expected);
  });
});

describe('resolveNavigation', () => {
  it.each<[string, Partial<AccessContext>, string, ReturnType<typeof resolveNavigation>]>([
    ['unknown path', {}, '/v3/nope', { kind: 'notFound' }],
    ['unknown path, anonymous', { user: null }, '/v3/nope', { kind: 'notFound' }],
    ['public page, anonymous', { user: null }, '/v3/en/homes', { kind: 'allow' }],
    ['login, anonymous', { user: null }, '/login', { kind: 'allow' }],
    [
      'protected page, anonymous',
      { user: null },
      '/v3/app/home',
      { kind: 'redirect', to: '/login?ref=%2Fv3%2Fapp%2Fhome' },
    ],
    [
      'elite rewards redirect',
      {},
      '/v3/promotions-and-campaigns/elite-rewards',
      { kind: 'redirect', to: '/v3/loyalty' },
    ],
    ['admin home', {}, '/v3/app/home', { kind: 'allow' }],
    ['main-area home goes to the dashboard', {}, '/v3/home', { kind: 'redirect', to: '/v3/app/home' }],
    ['admin finance', {}, '/v3/finance/payment-list', { kind: 'allow' }],
    [
      'reservation on finance',
      { roles: [5] },
      '/v3/finance/payment-list',
      { kind: 'denied', reason: 'FORBIDDEN' },
    ],
    ['finance admin on finance', { roles: [13] }, '/v3/finance/payment-list', { kind: 'allow' }],
    [
      'finance admin on rate plans',
      { roles: [13] },
      '/v3/rates-and-availability/rate-plans',
      { kind: 'denied', reason: 'FORBIDDEN' },
    ],
    ['front office on home', { roles: [6] }, '/v3/app/home', { kind: 'allow' }],
    [
      'LOS home',
      { hotel: hotel({ rateModel: 'LOS' }) },
      '/v3/app/home',
      { kind: 'denied', reason: 'LOS_RATE_MODEL' },
    ],
    [
      'vendor promo',
      { hotel: hotel({ vendor: 'X' }) },
      '/v3/promotions-and-campaigns/campaign-list',
      { kind: 'denied', reason: 'VENDOR_PRICE_VALIDATION' },
    ],
    [
      'offline add campaign',
      { hotel: hotel({ activeStatus: 1 }) },
      '/v3/promotions-and-campaigns/add/campaign/view/1',
      { kind: 'denied', reason: 'NOT_APPROVE_ONLINE' },
    ],
    [
      'verification first',
      { user: user({ phoneCode: '+65', emailVerified: false, userRoleId: 9 }) },
      '/v3/finance/payment-list',
      { kind: 'redirect', to: '/v3/account/user-manage/edit/9' },
    ],
    [
      'verification page allowed even to a role without user manage',
      { roles: [13], user: user({ requireVerification: true, userRoleId: 9 }) },
      '/v3/account/user-manage/edit/9',
      { kind: 'allow' },
    ],
    [
      'verification before status',
      {
        user: user({ requireVerification: true, userRoleId: 9 }),
        hotel: hotel({ activeStatus: -1, accommodationType: null }),
      },
      '/v3/app/home',
      { kind: 'redirect', to: '/v3/account/user-manage/edit/9' },
    ],
    [
      'pending without type',
      { hotel: hotel({ activeStatus: -1, accommodationType: null }) },
      '/v3/app/home',
      { kind: 'redirect', to: '/v3/registration/property-category' },
    ],
    [
      'pending on property-category',
      { hotel: hotel({ activeStatus: -1, accommodationType: null }) },
      '/v3/registration/property-category',
      { kind: 'allow' },
    ],
    [
      'draft on next step',
      { hotel: hotel({ activeStatus: -3, accommodationType: 'NHA', registrationStep: 'CONTACT' }) },
      '/v3/registration/nha/other-platform',
      { kind: 'allow' },
    ],
    [
      'draft on home',
      { hotel: hotel({ activeStatus: -3, accommodationType: 'NHA', registrationStep: 'CONTACT' }) },
      '/v3/app/home',
      { kind: 'redirect', to: '/v3/registration/nha/other-platform' },
    ],
    [
      'approved on registration',
      {},
      '/v3/registration/nha/general-info',
      { kind: 'redirect', to: '/v3/app/home' },
    ],
    [
      'customer service on its list',
      { roles: [12], hotel: null },
      '/v3/customer-service/list',
      { kind: 'allow' },
    ],
    [
      'customer service on home',
      { roles: [12], hotel: null },
      '/v3/app/home',
      { kind: 'redirect', to: '/v3/customer-service/list' },
    ],
    [
      'market manager without property on home',
      { roles: [20], hotel: null },
      '/v3/app/home',
      { kind: 'redirect', to: '/v3/review/properties' },
    ],
    [
      'market manager without property on rate plans',
      { roles: [20], hotel: null },
      '/v3/rates-and-availability/rate-plans',
      { kind: 'redirect', to: '/v3/review/properties' },
    ],
    [
      'market manager with a property on rate plans',
      { roles: [20] },
      '/v3/rates-and-availability/rate-plans',
      { kind: 'denied', reason: 'FORBIDDEN' },
    ],
    [
      'customer service on rate plans',
      { roles: [12], hotel: null },
      '/v3/rates-and-availability/rate-plans',
      { kind: 'redirect', to: '/v3/customer-service/list' },
    ],
    [
      'admin on customer service list',
      {},
      '/v3/customer-service/list',
      { kind: 'denied', reason: 'FORBIDDEN' },
    ],
    [
      'owner without property on home',
      { roles: [], hotel: null },
      '/v3/app/home',
      { kind: 'redirect', to: '/v3/registration/property-category' },
    ],
    [
      'owner without property on finance',
      { roles: [], hotel: null },
      '/v3/finance/tax',
      { kind: 'redirect', to: '/v3/registration/property-category' },
    ],
    [
      'owner without property on property-category',
      { roles: [], hotel: null },
      '/v3/registration/property-category',
      { kind: 'allow' },
    ],
    [
      'missing feature',
      { hotel: hotel({ features: [] }) },
      '/v3/chat',
      { kind: 'denied', reason: 'FORBIDDEN' },
    ],
    ['change-hotel for anyone signed in', { roles: [], hotel: null }, '/v3/change-hotel', { kind: 'allow' }],
    ['access-denied page', { roles: [5] }, '/v3/app/access-denied', { kind: 'allow' }],
  ])('%s: %s', (_name, over, path, expected) => {
    expect(resolveNavigation(ctx(over), path)).toEqual(expected);
  });
});
