import { describe, expect, it } from 'vitest';
import { matchRoute, normalizePath, routeById, routePath, isRegistrationPath } from './route-match.js';
import { ROUTES } from './routes.js';
import { ROLE_ACCESS, STATUS_GUARD } from './roles.js';

function samplePath(path: string, fill: (name: string) => string | undefined): string {
  return path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? fill(seg.replace(/^:|\?$/g, '')) : seg))
    .filter((s) => s !== undefined)
    .join('/');
}

const sampleValue = (id: string) => (name: string) => routeById(id)?.paramValues?.[name]?.[0] ?? `x-${name}`;

describe('ROUTES table', () => {
  it('has unique ids and unique paths', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))(
    '%s matches its own path with params filled',
    (id, route) => {
      const path = samplePath(route.path, sampleValue(id));
      const m = matchRoute(path);
      expect(m?.route.id).toBe(id);
    },
  );

  it.each(ROUTES.filter((r) => r.path.includes('?')).map((r) => [r.id, r] as const))(
    '%s matches with optional params left out',
    (id, route) => {
      const path = samplePath(route.path, (name) =>
        route.path.includes(`:${name}?`) ? undefined : sampleValue(id)(name),
      );
      expect(matchRoute(path)?.route.id).toBe(id);
    },
  );

  it('puts every /v3 app route behind the status guard except the ones not tied to a property status', () => {
    const withoutStatus = ROUTES.filter(
      (r) => r.area === 'app' && !r.access.public && !r.access.statuses,
    ).map((r) => r.id);
    expect(withoutStatus.sort()).toEqual([
      'accessDenied',
      'changeHotel',
      'changePassword',
      'customerService',
      'reviewCampaignCreate',
      'reviewCampaignEdit',
      'reviewCampaigns',
      'reviewCommissions',
      'reviewFinance',
      'reviewLoyalty',
      'reviewPaymentDetails',
      'reviewPinResets',
      'reviewProperties',
      'reviewProperty',
    ]);
    for (const r of ROUTES.filter((x) => x.access.statuses)) expect(r.access.statuses).toEqual(STATUS_GUARD);
  });

  it.each([
    ['home', ROLE_ACCESS.WITH_FRONT_OFFICE],
    ['searchBookings', ROLE_ACCESS.WITH_FRONT_OFFICE],
    ['performanceReport', ROLE_ACCESS.WITH_FRONT_OFFICE],
    ['hotelAnnouncement', ROLE_ACCESS.WITH_FRONT_OFFICE],
    ['userManage', ROLE_ACCESS.WITH_FRONT_OFFICE],
    ['userManageEdit', ROLE_ACCESS.WITH_FRONT_OFFICE],
    ['chat', ROLE_ACCESS.CHAT],
    ['insuranceContact', ROLE_ACCESS.INSURANCE],
    ['paymentList', ROLE_ACCESS.FINANCE],
    ['depositHistory', ROLE_ACCESS.FINANCE],
    ['tax', ROLE_ACCESS.FINANCE],
    ['hotelContract', ROLE_ACCESS.HOTEL_CONTRACT],
    ['customerService', ROLE_ACCESS.CUSTOMER_SERVICE],
    ['reviewProperties', ROLE_ACCESS.MARKET_MANAGER],
    ['reviewProperty', ROLE_ACCESS.MARKET_MANAGER],
    ['reviewLoyalty', ROLE_ACCESS.MARKET_MANAGER],
    ['reviewCampaigns', ROLE_ACCESS.MARKET_MANAGER],
    ['reviewPinResets', ROLE_ACCESS.MARKET_MANAGER],
    ['pin', ROLE_ACCESS.FINANCE],
    ['ratePlans', ROLE_ACCESS.MOST],
    ['promoList', ROLE_ACCESS.MOST],
    ['roomData', ROLE_ACCESS.MOST],
    ['activityLog', ROLE_ACCESS.MOST],
  ] as const)('route %s allows roles %j (SPEC 6)', (id, roles) => {
    expect(routeById(id)?.access.roles).toEqual(roles);
  });

  it('marks only home as exempt from the role check', () => {
    expect(ROUTES.filter((r) => r.access.homeExempt).map((r) => r.id)).toEqual(['home']);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/v3', 'landing', {}],
    ['/v3/', 'landing', {}],
    ['/v3/homes', 'homes', {}],
    ['/v3/help-center', 'helpCenter', {}],
    ['/v3/help-center/how-to-register', 'helpCenterArticle', { slug: 'how-to-register' }],
    ['/login', 'login', {}],
    ['/login/', 'login', {}],
    ['/login?ref=%2Fv3%2Fapp%2Fhome', 'login', {}],
    ['/forgot-password/verify', 'forgotPasswordVerify', {}],
    ['/forgot-password/change', 'forgotPasswordChange', {}],
    ['/v3/app/home', 'home', {}],
    ['/v3/home', 'mainHome', {}],
    ['/v3/app/home#top', 'home', {}],
    ['/v3/app/login', 'appLogin', {}],
    ['/v3/app/access-denied', 'accessDenied', {}],
    ['/v3/change-hotel', 'changeHotel', {}],
    ['/v3/registration/property-category', 'propertyCategory', {}],
    ['/v3/registration/nha/property-type', 'registrationNhaPropertyType', { action: undefined }],
    ['/v3/registration/nha/general-info/edit', 'registrationNhaGeneralInfo', { action: 'edit' }],
    [
      '/v3/registration/nha/listing-detail',
      'registrationNhaListingDetail',
      { action: undefined, id: undefined },
    ],
    [
      '/v3/registration/nha/listing-detail/edit/12',
      'registrationNhaListingDetail',
      { action: 'edit', id: '12' },
    ],
    ['/v3/registration/nha/finish', 'registrationNhaFinish', {}],
    [
      '/v3/registration/hotel/room-detail/add',
      'registrationHotelRoomDetail',
      { action: 'add', id: undefined },
    ],
    ['/v3/registration/hotel/finish', 'registrationHotelFinish', {}],
    ['/v3/rates-and-availability', 'ratesAndAvailability', {}],
    ['/v3/rates-and-availability/rate-plans', 'ratePlans', {}],
    ['/v3/rates-and-availability/rate-plans/create', 'ratePlanCreate', { type: undefined }],
    ['/v3/rates-and-availability/rate-plans/create/LOS', 'ratePlanCreate', { type: 'LOS' }],
    ['/v3/rates-and-availability/rate-plans/view/7', 'ratePlanView', { id: '7', type: undefined }],
    ['/v3/rates-and-availability/rate-plans/view/7/DAILY', 'ratePlanView', { id: '7', type: 'DAILY' }],
    [
      '/v3/rates-and-availability/rate-plans/edit/7',
      'ratePlanEdit',
      { method: 'edit', id: '7', type: undefined },
    ],
    [
      '/v3/rates-and-availability/rate-plans/copy/7/LOS',
      'ratePlanEdit',
      { method: 'copy', id: '7', type: 'LOS' },
    ],
    ['/v3/rates-and-availability/children-rate-plans/edit/3', 'childrenRatePlanEdit', { id: '3' }],
    ['/v3/rates-and-availability/surcharge/create', 'surchargeCreate', {}],
    ['/v3/rates-and-availability/surcharge/create/9', 'surchargeCopy', { copy: '9' }],
    ['/v3/rates-and-availability/rates/edit', 'ratesEdit', {}],
    ['/v3/promotions-and-campaigns/add', 'promotionAdd', {}],
    ['/v3/promotions-and-campaigns/add/promotion/create/BASIC', 'promotionCreate', { promoType: 'BASIC' }],
    [
      '/v3/promotions-and-campaigns/add/promotion/edit/4/BASIC',
      'promotionEdit',
      { method: 'edit', id: '4', promoType: 'BASIC' },
    ],
    ['/v3/promotions-and-campaigns/add/campaign/view/55', 'campaignView', { campaignId: '55' }],
    [
      '/v3/promotions-and-campaigns/targeted-promo/view/CORPORATE/8',
      'targetedPromoView',
      { type: 'CORPORATE', promotionId: '8' },
    ],
    ['/v3/add-ons/copy/2', 'addOnCopy', { id: '2' }],
    ['/v3/property/room-data/edit/r1', 'roomDataEdit', { roomId: 'r1' }],
    ['/v3/property/hotel-details/preview-pdf', 'hotelDetailsPreviewPdf', {}],
    ['/v3/account/user-manage/edit/42', 'userManageEdit', { userRoleId: '42' }],
    ['/v3/customer-service/list', 'customerService', {}],
    ['/v3/review/properties', 'reviewProperties', {}],
    ['/v3/review/properties/1001', 'reviewProperty', { hotelId: '1001' }],
    ['/v3/report-analytics/guest-review', 'guestReview', {}],
    ['/v3/property/room-data/view/a%20b', 'roomDataView', { roomId: 'a b' }],
  ])('%s -> %s %j', (path, id, params) => {
    const m = matchRoute(path);
    expect(m?.route.id).toBe(id);
    expect(m?.params).toEqual(params);
    expect(m?.lang).toBeUndefined();
  });

  it.each([
    ['/v3/en', 'landing'],
    ['/v3/en/', 'landing'],
    ['/v3/en/homes', 'homes'],
    ['/v3/en/help-center', 'helpCenter'],
    ['/v3/en/help-center/pricing', 'helpCenterArticle'],
  ])('English variant %s -> %s', (path, id) => {
    const m = matchRoute(path);
    expect(m?.route.id).toBe(id);
    expect(m?.lang).toBe('en');
  });

  it.each([
    '/',
    '',
    'v3/app/home',
    '/v3/unknown',
    '/v3/app',
    '/v3/en/app/home',
    '/v3/en/login',
    '/en/login',
    '/v3/login',
    '/v3/app/home/extra',
    '/v3//app/home',
    '/v3/app/home//',
    '/V3/app/home',
    '/v3/rates-and-availability/rate-plans/delete/7',
    '/v3/rates-and-availability/rate-plans/edit',
    '/v3/rates-and-availability/rate-plans/view/7/DAILY/x',
    '/v3/promotions-and-campaigns',
    '/v3/promotions-and-campaigns/add/promotion/remove/1/BASIC',
    '/v3/promotions-and-campaigns/add/promotion/create',
    '/v3/registration/nha/unknown-step',
    '/v3/registration/nha/listing-detail/edit/1/2',
    '/v3/registration/hotel/listing-detail',
    '/v3/registration/nha/room-detail',
    '/v3/help-center/a/b',
    '/v3/property/room-data/view/%E0%A4%A',
    '/login/extra',
    '/forgot-password/other',
  ])('unknown path %j -> null', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('routePath', () => {
  it.each([
    ['home', {}, '/v3/app/home'],
    ['ratePlanView', { id: 5 }, '/v3/rates-and-availability/rate-plans/view/5'],
    ['ratePlanView', { id: 5, type: 'LOS' }, '/v3/rates-and-availability/rate-plans/view/5/LOS'],
    ['userManageEdit', { userRoleId: 'a/b' }, '/v3/account/user-manage/edit/a%2Fb'],
    ['landing', {}, '/v3'],
    ['login', {}, '/login'],
  ] as const)('%s %j -> %s', (id, params, path) => {
    expect(routePath(id, params)).toBe(path);
    expect(matchRoute(path)?.route.id).toBe(id);
  });

  it('throws on an unknown id or a missing required param', () => {
    expect(() => routePath('nope')).toThrow(/Unknown route/);
    expect(() => routePath('ratePlanView')).toThrow(/Missing param id/);
  });
});

describe('path helpers', () => {
  it.each([
    ['/v3/app/home/', '/v3/app/home'],
    ['/v3/app/home?x=1', '/v3/app/home'],
    ['/', '/'],
  ])('normalizePath(%j) = %j', (input, out) => expect(normalizePath(input)).toBe(out));

  it.each([
    ['/v3/registration', true],
    ['/v3/registration/property-category', true],
    ['/v3/registration/nha/general-info', true],
    ['/v3/registrations', false],
    ['/v3/app/home', false],
  ])('isRegistrationPath(%j) = %j', (p, out) => expect(isRegistrationPath(p)).toBe(out));
});
