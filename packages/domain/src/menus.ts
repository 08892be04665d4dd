/** The sidebar menu tree, referencing route ids; filtered with the same access rules as the routes. */
import { NEW_LABEL_DATES } from './constants.js';
import { HOME_PATH, canAccessRoute, deniedRuleOf, landingPath, type AccessContext } from './guards.js';
import { routeById } from './route-match.js';

export interface MenuItem {
  /** Route id (see ROUTES); the link is that route's path. */
  readonly routeId: string;
  readonly labelKey: string;
  /** Show a "new" label from this date (YYYY-MM-DD), see isNewLabelShown. */
  readonly newSince?: string;
}

export interface MenuSection {
  readonly id: string;
  readonly labelKey: string;
  /** Icon name (the UI maps names to icons). */
  readonly icon: string;
  readonly items: readonly MenuItem[];
}

/** Items a home names its own way (`common.nav.<routeId>NHA`): a home's rooms are its units. */
const HOME_LABELS: ReadonlySet<string> = new Set(['roomData']);

function item(routeId: string, newSince?: string): MenuItem {
  return { routeId, labelKey: `common.nav.${routeId}`, ...(newSince ? { newSince } : {}) };
}

export const MENU: readonly MenuSection[] = [
  { id: 'home', labelKey: 'common.menu.home', icon: 'home', items: [item('home')] },
  {
    id: 'ratesAndAvailability',
    labelKey: 'common.menu.ratesAndAvailability',
    icon: 'calendar',
    items: [
      item('rates'),
      item('ratePlans'),
      item('childrenRatePlans'),
      item('bulkUpdates'),
      item('pricingModel'),
      item('entirePricing', NEW_LABEL_DATES.PRICE_SIMULATION),
      item('surcharge'),
      item('hotelNowAvailability'),
      item('manageCalendarSync'),
    ],
  },
  {
    id: 'promotionsAndCampaigns',
    labelKey: 'common.menu.promotionsAndCampaigns',
    icon: 'tag',
    items: [item('promoList'), item('campaignList'), item('exclusiveMemberDeals'), item('loyalty')],
  },
  {
    id: 'addOns',
    labelKey: 'common.menu.addOns',
    icon: 'gift',
    items: [item('addOnList'), item('addOnPerformance')],
  },
  {
    id: 'bookings',
    labelKey: 'common.menu.bookings',
    icon: 'book',
    items: [item('searchBookings'), item('guestReview')],
  },
  { id: 'chat', labelKey: 'common.menu.chat', icon: 'chat', items: [item('chat')] },
  {
    id: 'analytics',
    labelKey: 'common.menu.analytics',
    icon: 'chart',
    items: [
      item('performanceReport', NEW_LABEL_DATES.ANALYTICS),
      item('competitiveSet', NEW_LABEL_DATES.COMPETITIVE_SET),
      item('averageDailyRate', NEW_LABEL_DATES.AVERAGE_DAILY_RATE),
      item('report'),
    ],
  },
  {
    id: 'property',
    labelKey: 'common.menu.property',
    icon: 'building',
    items: [
      item('hotelGeneralInfo'),
      item('hotelDetails'),
      item('hotelFacilities'),
      item('roomData'),
      item('photoGallery'),
      item('hotelAnnouncement'),
      item('checkInGuide'),
      item('hotelContentScore'),
      item('manage'),
    ],
  },
  {
    id: 'finance',
    labelKey: 'common.menu.finance',
    icon: 'wallet',
    items: [
      item('paymentList'),
      item('paymentDetails'),
      item('depositHistory'),
      item('commission'),
      item('tax'),
      item('pin'),
      item('hotelContract'),
    ],
  },
  {
    id: 'insurance',
    labelKey: 'common.menu.insurance',
    icon: 'shield',
    items: [item('insurance', NEW_LABEL_DATES.INSURANCE), item('insuranceContact')],
  },
  {
    id: 'account',
    labelKey: 'common.menu.account',
    icon: 'user',
    items: [item('userManage'), item('activityLog'), item('changePassword')],
  },
  {
    id: 'customerService',
    labelKey: 'common.menu.customerService',
    icon: 'headset',
    items: [item('customerService')],
  },
  {
    id: 'review',
    labelKey: 'review.nav.menu',
    icon: 'shield',
    items: [
      { routeId: 'reviewProperties', labelKey: 'review.nav.reviewProperties' },
      { routeId: 'reviewLoyalty', labelKey: 'loyalty.nav.review' },
      { routeId: 'reviewCampaigns', labelKey: 'campaigns.nav.review' },
      { routeId: 'reviewFinance', labelKey: 'finance.nav.reviewFinance' },
    ],
  },
];

/**
 * The menu a user may see: items whose route passes canAccessRoute (role, privilege, status, feature);
 * sections left empty are dropped; without a property, customer-service staff and owners (who start elsewhere,
 * see landingPath) do not see property pages. Pages denied by the SPEC 4 rules (e.g. LOS) stay listed and show the
 * access-denied page; a page for homes only (NOT_A_HOME: entire pricing) is not listed for a hotel; a home's items
 * use its own words where it has them (HOME_LABELS: "Units", not "Rooms"). Anonymous users get an empty menu.
 */
export function filterMenu(ctx: AccessContext, menu: readonly MenuSection[] = MENU): MenuSection[] {
  if (!ctx.user) return [];
  // Without a property, property pages redirect customer service and owners elsewhere: hide them.
  const hidePropertyPages = ctx.hotel === null && landingPath(ctx) !== HOME_PATH;
  const out: MenuSection[] = [];
  for (const section of menu) {
    const items = section.items.filter((i) => {
      const route = routeById(i.routeId);
      if (!route || (hidePropertyPages && route.access.statuses)) return false;
      if (deniedRuleOf(route, ctx.hotel) === 'NOT_A_HOME') return false;
      return canAccessRoute(route, ctx);
    });
    const home = ctx.hotel?.accommodationType === 'NHA';
    const labelled = items.map((i) =>
      home && HOME_LABELS.has(i.routeId) ? { ...i, labelKey: `${i.labelKey}NHA` } : i,
    );
    if (labelled.length > 0) out.push({ ...section, items: labelled });
  }
  return out;
}
