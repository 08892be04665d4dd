/**
 * The route table of SPEC section 2, as data: the single source for the app's router, its route wrapper,
 * the menu and the server (which answers 404 for any path `matchRoute` does not know).
 */
import { FEATURE } from './constants.js';
import { HOTEL_STEPS, NHA_STEPS, type RegistrationKind, type RegistrationStep } from './registration.js';
import { ROLE_ACCESS, STATUS_GUARD } from './roles.js';

/**
 * Rules of SPEC 4 that turn an otherwise allowed page into the access-denied page, plus NOT_A_HOME: a page for
 * homes (NHA) only, such as entire pricing, which a hotel is refused and never sees in its menu.
 */
export type AccessDeniedRule =
  'LOS_RATE_MODEL' | 'VENDOR_PRICE_VALIDATION' | 'NOT_APPROVE_ONLINE' | 'NOT_A_HOME';

export interface RouteAccess {
  /** Reachable without signing in (public pages, auth screens). */
  readonly public?: boolean;
  /** Allowed role ids. At least one of roles or privileges must match when either is given. */
  readonly roles?: readonly number[];
  /** Allowed privilege ids. */
  readonly privileges?: readonly number[];
  /** Allowed hotel activeStatus values (the second guard list, always [1, 2] when present). */
  readonly statuses?: readonly number[];
  /** Feature ids the current property must have (all of them). */
  readonly features?: readonly number[];
  /** Exempt from the role/privilege check (home). */
  readonly homeExempt?: boolean;
}

export type RouteArea = 'public' | 'auth' | 'registration' | 'app';

export interface RouteDef {
  readonly id: string;
  /** Full path, react-router style params (`:id`, optional `:type?`). Auth screens have no /v3 prefix. */
  readonly path: string;
  readonly access: RouteAccess;
  /** i18n key of the page title / menu label. */
  readonly labelKey: string;
  /** Issue that builds the screen; screens of later issues show the "not available yet" panel until then. */
  readonly issue?: number;
  readonly area: RouteArea;
  /** Public page that also exists under /v3/en (English variant). */
  readonly localized?: boolean;
  /** Allowed values of some params; other values do not match (so they are 404). */
  readonly paramValues?: { readonly [param: string]: readonly string[] };
  /** SPEC 4 access-denied rules checked on this route. */
  readonly deniedWhen?: readonly AccessDeniedRule[];
  /** The route only redirects to this path. */
  readonly redirectTo?: string;
}

const V3 = '/v3';
const APP_STATUS = STATUS_GUARD;

type Extra = Partial<Omit<RouteDef, 'id' | 'path' | 'access' | 'labelKey' | 'area'>> & {
  features?: readonly number[];
  homeExempt?: boolean;
};

function app(id: string, path: string, roles: readonly number[], extra: Extra = {}): RouteDef {
  const { features, homeExempt, ...rest } = extra;
  return {
    id,
    path: `${V3}${path}`,
    access: {
      roles,
      statuses: APP_STATUS,
      ...(features ? { features } : {}),
      ...(homeExempt ? { homeExempt } : {}),
    },
    labelKey: `common.nav.${id}`,
    area: 'app',
    ...rest,
  };
}

function pub(id: string, path: string, extra: Partial<RouteDef> = {}): RouteDef {
  return {
    id,
    path,
    access: { public: true },
    labelKey: `common.nav.${id}`,
    area: 'public',
    issue: 2,
    ...extra,
  };
}

function camel(slug: string): string {
  return slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function registrationRoutes(kind: RegistrationKind, steps: readonly RegistrationStep[]): RouteDef[] {
  const seg = kind === 'NHA' ? 'nha' : 'hotel';
  const prefix = kind === 'NHA' ? 'registrationNha' : 'registrationHotel';
  const withId = kind === 'NHA' ? 'listing-detail' : 'room-detail';
  const routes: RouteDef[] = steps.map((s) => ({
    id: `${prefix}${camel(`-${s.slug}`)}`,
    path: `${V3}/registration/${seg}/${s.slug}/:action?${s.slug === withId ? '/:id?' : ''}`,
    access: {},
    labelKey: `common.registration.steps.${s.step}`,
    area: 'registration' as const,
  }));
  routes.push({
    id: `${prefix}Finish`,
    path: `${V3}/registration/${seg}/finish`,
    access: {},
    labelKey: 'common.registration.steps.FINISH',
    area: 'registration',
  });
  return routes;
}

const {
  MOST,
  WITH_FRONT_OFFICE,
  CHAT,
  INSURANCE,
  FINANCE,
  HOTEL_CONTRACT,
  CUSTOMER_SERVICE,
  MARKET_MANAGER,
} = ROLE_ACCESS;
const RA = '/rates-and-availability';
const PC = '/promotions-and-campaigns';
const VENDOR: readonly AccessDeniedRule[] = ['VENDOR_PRICE_VALIDATION'];
const LOS: readonly AccessDeniedRule[] = ['LOS_RATE_MODEL'];
const RATES = { issue: 4 } as const;

/** Every route of SPEC section 2 (plus the screens SPEC 2 knows only by their text). */
export const ROUTES: readonly RouteDef[] = [
  // Public (also under /v3/en)
  pub('landing', `${V3}`, { localized: true }),
  pub('homes', `${V3}/homes`, { localized: true }),
  pub('helpCenter', `${V3}/help-center`, { localized: true }),
  pub('helpCenterArticle', `${V3}/help-center/:slug`, { localized: true }),
  pub('rescheduleResult', `${V3}/reschedule/result/:token`, { issue: 12 }),
  // Auth screens (no prefix)
  pub('login', '/login', { area: 'auth' }),
  pub('register', '/register', { area: 'auth' }),
  pub('forgotPassword', '/forgot-password', { area: 'auth' }),
  pub('forgotPasswordVerify', '/forgot-password/verify', { area: 'auth' }),
  pub('forgotPasswordChange', '/forgot-password/change', { area: 'auth' }),
  // Other
  pub('appLogin', `${V3}/app/login`, { area: 'app' }),
  app('home', '/app/home', WITH_FRONT_OFFICE, { issue: 2, deniedWhen: LOS, homeExempt: true }),
  {
    id: 'accessDenied',
    path: `${V3}/app/access-denied`,
    access: {},
    labelKey: 'common.nav.accessDenied',
    area: 'app',
    issue: 2,
  },
  {
    id: 'changeHotel',
    path: `${V3}/change-hotel`,
    access: {},
    labelKey: 'common.nav.changeHotel',
    area: 'app',
    issue: 2,
  },
  {
    id: 'propertyCategory',
    path: `${V3}/registration/property-category`,
    access: {},
    labelKey: 'common.registration.steps.PROPERTY_CATEGORY',
    area: 'registration',
  },
  ...registrationRoutes('NHA', NHA_STEPS),
  ...registrationRoutes('HOTEL', HOTEL_STEPS),
  // Main area: /v3/home is the main area's name for the dashboard at /v3/app/home
  app('mainHome', '/home', WITH_FRONT_OFFICE, { redirectTo: `${V3}/app/home` }),
  app('notification', '/notification', MOST),
  app('chat', '/chat', CHAT, { features: [FEATURE.CHAT] }),
  app('info', '/info', MOST),
  app('property', '/property', MOST),
  app('account', '/account', WITH_FRONT_OFFICE),
  {
    id: 'changePassword',
    path: `${V3}/change-password`,
    access: {},
    labelKey: 'common.nav.changePassword',
    area: 'app',
  },
  app('hotelContract', '/hotel-contract', HOTEL_CONTRACT),
  // Rates and availability
  app('ratesAndAvailability', RA, MOST, RATES),
  app('pricingModel', `${RA}/pricing-model`, MOST, RATES),
  app('ratePlans', `${RA}/rate-plans`, MOST, RATES),
  app('ratePlanCreate', `${RA}/rate-plans/create/:type?`, MOST, RATES),
  app('ratePlanView', `${RA}/rate-plans/view/:id/:type?`, MOST, RATES),
  app('ratePlanEdit', `${RA}/rate-plans/:method/:id/:type?`, MOST, {
    ...RATES,
    paramValues: { method: ['edit', 'copy'] },
  }),
  app('childrenRatePlans', `${RA}/children-rate-plans`, MOST, RATES),
  app('childrenRatePlanAdd', `${RA}/children-rate-plans/add`, MOST, RATES),
  app('childrenRatePlanEdit', `${RA}/children-rate-plans/edit/:id`, MOST, RATES),
  app('bulkUpdates', `${RA}/bulk-updates`, MOST, { ...RATES, deniedWhen: LOS }),
  app('rates', `${RA}/rates`, MOST, RATES),
  app('ratesEdit', `${RA}/rates/edit`, MOST, RATES),
  app('entirePricing', `${RA}/entire-pricing`, MOST, { ...RATES, deniedWhen: ['NOT_A_HOME'] }),
  app('manageCalendarSync', `${RA}/manage-calendar-sync`, MOST, {
    ...RATES,
    features: [FEATURE.CALENDAR_SYNC],
  }),
  app('surcharge', `${RA}/surcharge`, MOST, RATES),
  app('surchargeCreate', `${RA}/surcharge/create`, MOST, RATES),
  app('surchargeCopy', `${RA}/surcharge/create/:copy`, MOST, RATES),
  app('surchargeEdit', `${RA}/surcharge/edit/:id`, MOST, RATES),
  app('hotelNowAvailability', `${RA}/hotel-now-availability`, MOST, {
    ...RATES,
    features: [FEATURE.HOTEL_NOW],
  }),
  // Promotions and campaigns
  app('promoList', `${PC}/promo-list`, MOST, { deniedWhen: VENDOR }),
  app('campaignList', `${PC}/campaign-list`, MOST, { deniedWhen: VENDOR }),
  app('exclusiveMemberDeals', `${PC}/exclusive-member-deals`, MOST, {
    deniedWhen: VENDOR,
    features: [FEATURE.EXCLUSIVE_MEMBER_DEALS],
  }),
  app('promotionAdd', `${PC}/add`, MOST, { deniedWhen: VENDOR }),
  app('promotionCreate', `${PC}/add/promotion/create/:promoType`, MOST, { deniedWhen: VENDOR }),
  app('promotionEdit', `${PC}/add/promotion/:method/:id/:promoType`, MOST, {
    deniedWhen: VENDOR,
    paramValues: { method: ['edit', 'copy', 'view'] },
  }),
  app('campaignView', `${PC}/add/campaign/view/:campaignId`, MOST, {
    deniedWhen: ['VENDOR_PRICE_VALIDATION', 'NOT_APPROVE_ONLINE'],
  }),
  app('eliteRewards', `${PC}/elite-rewards`, MOST, { redirectTo: `${V3}/loyalty` }),
  app('targetedPromoCreate', `${PC}/targeted-promo/create/:type`, MOST, {
    deniedWhen: VENDOR,
    features: [FEATURE.TARGETED_PROMO],
  }),
  app('targetedPromoEdit', `${PC}/targeted-promo/edit/:type/:id`, MOST, {
    deniedWhen: VENDOR,
    features: [FEATURE.TARGETED_PROMO],
  }),
  app('targetedPromoView', `${PC}/targeted-promo/view/:type/:promotionId`, MOST, {
    deniedWhen: VENDOR,
    features: [FEATURE.TARGETED_PROMO],
  }),
  app('loyalty', '/loyalty', MOST, { features: [FEATURE.LOYALTY] }),
  // Add-ons
  app('addOns', '/add-ons', MOST, { features: [FEATURE.ADD_ONS] }),
  app('addOnList', '/add-ons/list', MOST, { features: [FEATURE.ADD_ONS] }),
  app('addOnPerformance', '/add-ons/performance', MOST, { features: [FEATURE.ADD_ONS] }),
  app('addOnCreate', '/add-ons/create', MOST, { features: [FEATURE.ADD_ONS] }),
  app('addOnCopy', '/add-ons/copy/:id', MOST, { features: [FEATURE.ADD_ONS] }),
  app('addOnEdit', '/add-ons/edit/:id', MOST, { features: [FEATURE.ADD_ONS] }),
  // Other
  app('insurance', '/insurance', MOST, { features: [FEATURE.INSURANCE] }),
  app('insuranceContact', '/insurance/contact', INSURANCE, { features: [FEATURE.INSURANCE] }),
  app('searchBookings', '/booking/search-bookings', WITH_FRONT_OFFICE),
  app('performanceReport', '/analytics/performance-report', WITH_FRONT_OFFICE),
  app('competitiveSet', '/analytics/competitive-set', MOST, { features: [FEATURE.COMPETITIVE_SET] }),
  app('averageDailyRate', '/analytics/average-daily-rate', MOST, { features: [FEATURE.AVERAGE_DAILY_RATE] }),
  app('guestReview', '/report-analytics/guest-review', MOST),
  app('report', '/report', MOST),
  // Manage
  app('manage', '/manage', MOST),
  app('manageRoomSetup', '/manage/room-setup', MOST),
  app('manageRatePlanSetup', '/manage/rate-plan-setup', MOST),
  app('manageCancellationPolicy', '/manage/cancellation-policy', MOST),
  app('managePromotion', '/manage/promotion', MOST),
  app('manageSurcharge', '/manage/surcharge', MOST),
  // Property
  app('hotelAnnouncement', '/property/hotel-announcement', WITH_FRONT_OFFICE),
  app('photoGallery', '/property/photo-gallery', MOST),
  app('hotelGeneralInfo', '/property/hotel-general-info', MOST),
  app('roomData', '/property/room-data', MOST),
  app('roomDataCreate', '/property/room-data/create', MOST),
  app('roomDataEdit', '/property/room-data/edit/:roomId', MOST),
  app('roomDataView', '/property/room-data/view/:roomId', MOST),
  app('hotelDetails', '/property/hotel-details', MOST),
  app('hotelDetailsPreviewPdf', '/property/hotel-details/preview-pdf', MOST),
  app('hotelFacilities', '/property/hotel-facilities', MOST),
  app('hotelContentScore', '/property/hotel-content-score', MOST),
  app('checkInGuide', '/property/check-in-guide', MOST, { features: [FEATURE.CHECK_IN_GUIDE] }),
  // Finance
  app('paymentList', '/finance/payment-list', FINANCE),
  app('paymentDetails', '/finance/payment-details', FINANCE),
  app('depositHistory', '/finance/deposit-history', FINANCE, { deniedWhen: LOS }),
  app('commission', '/finance/commission', FINANCE),
  app('tax', '/finance/tax', FINANCE),
  app('pin', '/finance/pin', FINANCE),
  // Account
  app('activityLog', '/account/activity-log', MOST),
  app('userManage', '/account/user-manage', WITH_FRONT_OFFICE, { issue: 2 }),
  app('userManageCreate', '/account/user-manage/create', WITH_FRONT_OFFICE),
  app('userManageEdit', '/account/user-manage/edit/:userRoleId', WITH_FRONT_OFFICE, { issue: 2 }),
  // Customer service (marketplace staff, not tied to a property status)
  {
    id: 'customerService',
    path: `${V3}/customer-service/list`,
    access: { roles: CUSTOMER_SERVICE },
    labelKey: 'common.nav.customerService',
    area: 'app',
  },
  // Review by market managers (marketplace staff role 20, with or without a property of their own)
  {
    id: 'reviewProperties',
    path: `${V3}/review/properties`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'review.nav.reviewProperties',
    area: 'app',
  },
  {
    id: 'reviewProperty',
    path: `${V3}/review/properties/:hotelId`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'review.nav.reviewProperty',
    area: 'app',
  },
  {
    id: 'reviewLoyalty',
    path: `${V3}/review/loyalty`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'loyalty.nav.review',
    area: 'app',
  },
  {
    id: 'reviewCampaigns',
    path: `${V3}/review/campaigns`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'campaigns.nav.review',
    area: 'app',
  },
  {
    id: 'reviewCampaignCreate',
    path: `${V3}/review/campaigns/create`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'campaigns.nav.create',
    area: 'app',
  },
  {
    id: 'reviewCampaignEdit',
    path: `${V3}/review/campaigns/edit/:campaignId`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'campaigns.nav.edit',
    area: 'app',
  },
  {
    id: 'reviewPinResets',
    path: `${V3}/review/pin-resets`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'pin.nav.review',
    area: 'app',
  },
  {
    id: 'reviewPaymentDetails',
    path: `${V3}/review/payment-details`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'paymentDetails.nav.review',
    area: 'app',
  },
  {
    id: 'reviewCommissions',
    path: `${V3}/review/commissions`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'finance.nav.reviewCommissions',
    area: 'app',
  },
  {
    id: 'reviewFinance',
    path: `${V3}/review/finance`,
    access: { roles: MARKET_MANAGER },
    labelKey: 'finance.nav.reviewFinance',
    area: 'app',
  },
];
